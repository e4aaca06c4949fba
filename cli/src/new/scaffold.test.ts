import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectConfig } from '../project-config';
import { scaffold } from './scaffold';

const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(new URL(`../../../${pkg}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version;

const scratch = () => mkdtempSync(join(tmpdir(), 'playport-new-'));

describe('playport new', () => {
  it('writes the script game named after its folder, with a config playport dev accepts', () => {
    const root = scratch();
    const lines: string[] = [];
    expect(
      scaffold({ dir: 'space-run', template: 'script', force: false }, { out: (l) => lines.push(l), cwd: root }),
    ).toBe(0);
    const dir = join(root, 'space-run');
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'main.js', 'playport.config.json']);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<title>Space Run</title>');
    expect(readProjectConfig(dir)).toMatchObject({
      name: 'space-run',
      title: 'Space Run',
      products: [{ sku: 'gems_100', price: 0.99 }],
    });
    expect(lines.at(-1)).toBe('  npx playport dev space-run');
  });

  it('writes the Vite + TypeScript game', () => {
    const root = scratch();
    scaffold({ dir: 'vite-game', template: 'vite', force: false }, { out: () => {}, cwd: root });
    const dir = join(root, 'vite-game');
    expect(readdirSync(dir, { recursive: true }).map(String).sort()).toEqual([
      'index.html',
      'package.json',
      'playport.config.json',
      'src',
      'src/main.ts',
      'tsconfig.json',
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toMatchObject({
      name: 'vite-game',
      dependencies: { '@playport/sdk': `^${versionOf('sdk')}` },
      devDependencies: { '@playport/cli': `^${versionOf('cli')}` },
    });
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).not.toContain('{{');
    expect(readFileSync(join(dir, 'src/main.ts'), 'utf8')).toContain("await playport.buyProduct({ sku: 'gems_100' })");
  });

  it('refuses a folder that has files, unless forced', () => {
    const dir = join(scratch(), 'busy');
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), 'mine');
    expect(() => scaffold({ dir, template: 'script', force: false }, { out: () => {}, cwd: '/' })).toThrow(
      `${dir} already has files (index.html): pick an empty folder, or pass --force to write over them`,
    );
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('mine');
    scaffold({ dir, template: 'script', force: true }, { out: () => {}, cwd: '/' });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<title>Busy</title>');
  });
});
