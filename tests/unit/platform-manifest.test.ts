import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTER_NAMES } from '../../host/src/adapter/adapter-names.js';
import { ADAPTER_PLATFORMS } from '../../host/src/adapter/adapter-platforms.js';
import { CONTRACT_ENTRIES, CONTRACT_ENTRY_BY_NAME, contractEntries } from '../../adapters/src/contract/entries.js';
import { INIT_FAILURES_BY_NAME, platformInitFailures } from '../../adapters/src/contract/init-failures.js';
import { DEV_SIMULATORS, devSimulators } from '../../adapters/src/dev-simulators.js';
import * as dev from '../../adapters/src/dev.js';
import { SIMULATOR_SECRETS } from '../../adapters/src/simulator-kit/secrets.js';
import { LOCAL_SECRET_DEFAULTS } from '../../reference-portal/server/src/local/local-defaults.js';
import { PLATFORM_FRAME_ANCESTORS } from '../../reference-portal/server/src/http/page-security.js';
// @ts-expect-error: a plain .mjs build script without declarations
import { generatedFiles, readPlatforms, staleFiles } from '../../scripts/platforms.mjs';
import { buildSteps } from '../../scripts/lib/build-steps.mjs';
import { adapterBuildInputs } from '../../scripts/lib/platform-builds.mjs';

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

  it('derives a made-up platform of a copy of the manifest into every list, suite and build input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'platforms-copy-'));
    const manifest = JSON.parse(readFileSync('platforms.json', 'utf8')) as { platforms: Platform[] };
    const newportal = {
      name: 'newportal',
      platform: 'Unspecified',
      factory: 'createNewportalAdapter',
      simulator: 'newportal',
      frameAncestors: [],
    };
    writeFileSync(
      join(dir, 'platforms.json'),
      JSON.stringify({ ...manifest, platforms: [...manifest.platforms, newportal] }),
    );
    const copy = readPlatforms(join(dir, 'platforms.json')) as Platform[];
    const copyNames = copy.map((p) => p.name);
    expect(copyNames).toEqual([...names, 'newportal']);

    // The generated files.
    const files = generatedFiles(copy) as Record<string, string>;
    expect(files['host/src/adapter/platforms.generated.ts']).toContain("'newportal'");
    expect(files['adapters/src/adapter-loaders.ts']).toContain(
      "newportal: lazyLoader('newportal', steps, () => import('./newportal/index.js'), options.newportal, (m, o) => m.createNewportalAdapter(o))",
    );
    expect(JSON.parse(files['adapters/package.json']!).exports['./newportal']).toEqual({
      types: './dist/newportal.d.ts',
      default: './dist/newportal.js',
    });

    // The build inputs (rollup) and what \`npm start\` waits for.
    const inputs = adapterBuildInputs(copy);
    expect(inputs.entries.newportal).toBe('adapters/src/newportal/index.ts');
    expect(inputs.simulators).toContain('newportal');
    const outputs = buildSteps(dir)[0]!.outputs;
    expect(outputs).toContain('adapters/dist/newportal.js');
    expect(outputs).toContain('adapters/dist/simulators/newportal.js');

    // The contract suite, the init-failure suite and the dev entry's simulators: a platform without
    // its entry there is refused by name, and once it has one it is in the list.
    expect(() => contractEntries(copyNames)).toThrow(
      'The contract suite (adapters/src/contract/entries.ts) has no entry for "newportal" of platforms.json',
    );
    expect(() => platformInitFailures(copyNames)).toThrow(
      'The init-failure suite (adapters/src/contract/init-failures.ts) has no entry for "newportal" of platforms.json',
    );
    expect(() => devSimulators(copyNames)).toThrow(
      'The dev entry (adapters/src/dev-simulators.ts) has no entry for "newportal" of platforms.json',
    );
    const entry = CONTRACT_ENTRY_BY_NAME.fxid;
    expect(contractEntries(copyNames, { ...CONTRACT_ENTRY_BY_NAME, newportal: entry }).map((e) => e.name)).toEqual(
      copyNames,
    );
    const failure = {
      mode: 'throws' as const,
      create: entry.create,
      install: entry.install,
      code: 'ScriptFailed' as const,
    };
    expect(
      platformInitFailures(copyNames, { ...INIT_FAILURES_BY_NAME, newportal: [failure] }).map((f) => f.name),
    ).toContain('newportal');
    expect(Object.keys(devSimulators(copyNames, { ...DEV_SIMULATORS, newportal: DEV_SIMULATORS.fxid }))).toEqual(
      copyNames,
    );
  });

  it('gives every platform a contract entry, an init-failure entry and a dev simulator, and nothing else', () => {
    expect(CONTRACT_ENTRIES.map((e) => e.name)).toEqual(names);
    expect(Object.keys(INIT_FAILURES_BY_NAME)).toEqual(names);
    expect(Object.keys(DEV_SIMULATORS)).toEqual(names);
    const exported = new Set<unknown>(Object.values(dev));
    for (const name of names)
      expect(exported.has(DEV_SIMULATORS[name as keyof typeof DEV_SIMULATORS]), name).toBe(true);
    expect(() => contractEntries(names, { ...CONTRACT_ENTRY_BY_NAME, gone: CONTRACT_ENTRY_BY_NAME.fxid })).toThrow(
      'The contract suite (adapters/src/contract/entries.ts) has "gone", which platforms.json does not',
    );
  });

  it('writes the simulator secrets once, in the manifest, for the simulators and the local server', () => {
    const { localSecrets } = JSON.parse(readFileSync('platforms.json', 'utf8')) as {
      localSecrets: Record<string, string>;
    };
    expect({ ...SIMULATOR_SECRETS }).toEqual(localSecrets);
    expect(LOCAL_SECRET_DEFAULTS.VK_APP_SECRET).toBe(localSecrets.vk);
    expect(LOCAL_SECRET_DEFAULTS.STEAM_WEB_API_KEY).toBe(localSecrets.steam);
    const files = generatedFiles(platforms, { ...localSecrets, vk: 'changed' }) as Record<string, string>;
    expect(files['adapters/src/simulator-kit/secrets.ts']).toContain("vk: 'changed',");
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
