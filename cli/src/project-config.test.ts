import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameFromFolder, parseProjectConfig, readProjectConfig } from './project-config';

const problem = (raw: unknown) => {
  try {
    parseProjectConfig(raw, 'my-game');
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('valid');
};

describe('playport.config.json', () => {
  it('fills in every default when the project has no config', () => {
    expect(parseProjectConfig(undefined, 'my-game')).toEqual({
      name: 'my-game',
      title: 'my-game',
      orientation: 'landscape',
      languages: ['en'],
      products: [],
      documents: {},
    });
  });

  it('keeps a full config as written', () => {
    const raw = {
      name: 'space-run',
      title: 'Space Run',
      orientation: 'portrait',
      languages: ['en', 'ru'],
      products: [
        {
          sku: 'gems_100',
          name: { en: '100 gems', ru: '100 кристаллов' },
          price: 0.99,
          prices: { vkcom: 2, telegram: 50 },
        },
      ],
      documents: { tos: 'tos.md' },
    };
    expect(parseProjectConfig(raw, 'x')).toEqual({
      ...raw,
      products: [{ ...raw.products[0], currency: 'USD' }],
    });
  });

  it.each([
    [
      { name: 'My Game' },
      'playport.config.json: name: must be 1-63 lowercase letters, digits or "-", starting with a letter or digit',
    ],
    [{ orientation: 'sideways' }, 'playport.config.json: orientation: must be "landscape" or "portrait"'],
    [
      { languages: ['en', 'xx'] },
      'playport.config.json: languages[1]: must be one of en, de, es, fa, fr, it, ja, ko, pt-br, ru, tr, zh, uk, pl',
    ],
    [{ languages: [] }, 'playport.config.json: languages: must name at least one language'],
    [
      { products: [{ sku: 'gems', name: 'Gems', price: 0 }] },
      'playport.config.json: products[0].price: must be more than 0',
    ],
    [
      { products: [{ sku: 'gems', name: 'Gems', price: '1' }] },
      'playport.config.json: products[0].price: must be a number',
    ],
    [
      { products: [{ sku: 'gems', name: 'Gems', price: 1, prices: { yandex: 5 } }] },
      'playport.config.json: products[0].prices: unknown field "yandex"',
    ],
    [
      {
        products: [
          { sku: 'a', name: 'A', price: 1 },
          { sku: 'a', name: 'B', price: 2 },
        ],
      },
      'playport.config.json: products[1].sku: "a" is used twice',
    ],
    [
      { products: [{ sku: 'gems', name: { en: 'Gems', xx: 'Gems' }, price: 1 }] },
      'playport.config.json: products[0].name: unknown field "xx"',
    ],
    [
      { products: [{ sku: 'gems', name: 7, price: 1 }] },
      'playport.config.json: products[0].name: must be a text, or texts by language (en, de, es, fa, fr, it, ja, ko, pt-br, ru, tr, zh, uk, pl)',
    ],
    [{ titel: 'x' }, 'playport.config.json: unknown field "titel"'],
    [{ documents: { eula: 'x.md' } }, 'playport.config.json: documents: unknown field "eula"'],
    [[1], 'playport.config.json: must be a JSON object such as {"name": "my-game"}'],
  ])('refuses %j, naming the field', (raw, message) => {
    expect(problem(raw)).toBe(message);
  });

  it('names every bad field on one line', () => {
    expect(problem({ title: '', products: [{ sku: 'A B', name: 'x', price: 1, currency: 'usd' }] })).toBe(
      'playport.config.json: title: must not be empty; products[0].sku: must be 1-64 lowercase letters, digits, "_", "." or "-"; products[0].currency: must be an ISO 4217 code such as USD',
    );
  });

  it('reads the file from the project; bad JSON and a missing document are named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'playport-config-'));
    expect(readProjectConfig(dir).name).toBe(nameFromFolder(dir));
    writeFileSync(join(dir, 'playport.config.json'), '{"name": "x",}');
    expect(() => readProjectConfig(dir)).toThrow(
      /^playport\.config\.json: not valid JSON \(.+\); fix the file or delete it$/,
    );
    writeFileSync(join(dir, 'playport.config.json'), JSON.stringify({ name: 'x', documents: { privacy: 'pp.md' } }));
    expect(() => readProjectConfig(dir)).toThrow(`playport.config.json: documents.privacy: no file "pp.md" in ${dir}`);
  });

  it('names a game after its folder', () => {
    expect(nameFromFolder('/tmp/My Cool Game!')).toBe('my-cool-game');
    expect(nameFromFolder('/tmp/___')).toBe('my-game');
  });
});
