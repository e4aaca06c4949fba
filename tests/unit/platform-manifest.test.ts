import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTER_NAMES } from '../../host/src/adapter/adapter-names.js';
import { ADAPTER_PLATFORMS } from '../../host/src/adapter/adapter-platforms.js';
import { CONTRACT_ENTRIES } from '../../adapters/src/contract/entries.js';
import { PLATFORM_FRAME_ANCESTORS } from '../../reference-portal/server/src/http/page-security.js';
// @ts-expect-error: a plain .mjs build script without declarations
import { generatedFiles, readPlatforms, staleFiles } from '../../scripts/platforms.mjs';

type Platform = { name: string; platform: string; factory: string; simulator: string | null; frameAncestors: string[] };
const platforms = readPlatforms() as Platform[];
const names = platforms.map((p) => p.name);

describe('platforms.json, the one list of platforms', () => {
  it('has generated every file that spells the list out', () => {
    expect(staleFiles(platforms), 'run: node scripts/platforms.mjs').toEqual([]);
  });

  it('is what the host, the adapters package, the contract suite and the server use', () => {
    expect([...ADAPTER_NAMES]).toEqual(names);
    expect(ADAPTER_PLATFORMS).toEqual(Object.fromEntries(platforms.map((p) => [p.name, p.platform])));
    const exports = Object.keys(JSON.parse(readFileSync('adapters/package.json', 'utf8')).exports as object);
    expect(exports.filter((k) => names.includes(k.slice(2)))).toEqual(names.map((n) => `./${n}`));
    expect(CONTRACT_ENTRIES.map((e) => e.name).sort()).toEqual([...names].sort());
    expect(PLATFORM_FRAME_ANCESTORS).toEqual(
      Object.fromEntries(platforms.filter((p) => p.frameAncestors.length).map((p) => [p.name, p.frameAncestors])),
    );
    for (const p of platforms) {
      expect(existsSync(`adapters/src/${p.name}/index.ts`), p.name).toBe(true);
      expect(readFileSync(`adapters/src/${p.name}/index.ts`, 'utf8'), p.name).toContain(p.factory);
      if (p.simulator) expect(existsSync(`adapters/src/browser-simulators/${p.simulator}.ts`), p.simulator).toBe(true);
    }
  });

  it('derives a new platform everywhere from its one entry', () => {
    const files = generatedFiles([
      ...platforms,
      {
        name: 'newportal',
        platform: 'Unspecified',
        factory: 'createNewportalAdapter',
        simulator: null,
        frameAncestors: [],
      },
    ]) as Record<string, string>;
    expect(files['host/src/adapter/platforms.generated.ts']).toContain("'newportal'");
    expect(files['adapters/src/adapter-loaders.ts']).toContain(
      "newportal: load(() => import('./newportal/index.js'), (m) => m.createNewportalAdapter(options.newportal))",
    );
    expect(JSON.parse(files['adapters/package.json']!).exports['./newportal']).toEqual({
      types: './dist/newportal.d.ts',
      default: './dist/newportal.js',
    });
  });

  it('refuses a manifest entry without its fields, with a bad route name, or twice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'platforms-'));
    const manifest = (list: unknown[]) => {
      const path = join(dir, `${list.length}-${Math.random()}.json`);
      writeFileSync(path, JSON.stringify({ platforms: list }));
      return path;
    };
    const ok = {
      name: 'ok',
      platform: 'Odnoklassniki',
      factory: 'createOkAdapter',
      simulator: 'ok',
      frameAncestors: [],
    };
    expect(readPlatforms(manifest([ok]))).toEqual([ok]);
    expect(() => readPlatforms(manifest([{ ...ok, factory: '' }]))).toThrow(
      'platforms.json: a platform without "factory"',
    );
    expect(() => readPlatforms(manifest([{ ...ok, name: 'OK!' }]))).toThrow(
      'route name "OK!" must be lower-case letters',
    );
    expect(() => readPlatforms(manifest([ok, ok]))).toThrow('platforms.json: "ok" twice');
    expect(() => readPlatforms(manifest([]))).toThrow('"platforms" must be a non-empty array');
  });
});
