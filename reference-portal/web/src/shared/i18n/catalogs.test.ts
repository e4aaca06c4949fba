import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const dir = fileURLToPath(new URL('./locales/', import.meta.url));
const read = (lng: string) => JSON.parse(readFileSync(`${dir}${lng}.json`, 'utf8')) as Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const en = flatten(read('en'));

describe('translation catalogs', () => {
  it('exist for exactly the 14 languages', () => {
    expect(
      readdirSync(dir)
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  it('keep the spec English strings', () => {
    expect(en.get('auth.continueWithEmail')).toBe('Continue with email');
    expect(en.get('auth.otherWays')).toBe('Other ways to sign in');
    expect(en.get('auth.robotCheck')).toBe('Robot check');
    expect(en.get('auth.robotFailed')).toBe('Robot check error. Try again.');
    expect(en.get('auth.checkMail')).toBe('Check mail for login link');
    expect(en.get('auth.loginRequired')).toBe('Please log in to view this page');
    expect(en.get('social.noFriends')).toBe('no friends yet');
    expect(en.get('errors.generic')).toBe('An error has occurred');
    expect(en.get('documents.open')).toBe('Open {{title}}');
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lng} has every key of en, no extra key, the same placeholders, and is translated`, () => {
      const catalog = flatten(read(lng));
      expect([...en.keys()].filter((k) => !catalog.has(k))).toEqual([]);
      expect([...catalog.keys()].filter((k) => !en.has(k))).toEqual([]);
      for (const [key, text] of en)
        expect(placeholders(catalog.get(key)!), `${lng}:${key}`).toEqual(placeholders(text));
      const same = [...en].filter(([key, text]) => catalog.get(key) === text && text.length > 12);
      expect(same.length, `${lng} copies English: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(3);
    });
  }
});
