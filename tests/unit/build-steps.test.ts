import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSteps, whyBuild, type BuildStep } from '../../scripts/lib/build-steps.mjs';
import { repoRoot } from '../../scripts/lib/servers.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `path` under the temporary root with the modification time `seconds` (since the epoch). */
const file = (path: string, seconds: number) => {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, seconds, seconds);
};

const step: BuildStep = {
  name: 'lib',
  command: ['true'],
  inputs: ['lib/src', 'lib/package.json', 'absent.json'],
  outputs: ['lib/dist/index.js', 'lib/dist/index.d.ts'],
};

describe('whyBuild', () => {
  it('builds what is missing, and not what is newer than every input', () => {
    root = mkdtempSync(join(tmpdir(), 'playport-build-'));
    file('lib/src/a.ts', 100);
    file('lib/src/deep/b.ts', 110);
    file('lib/package.json', 90);
    file('lib/dist/index.js', 200);
    expect(whyBuild(root, step)).toBe('lib/dist/index.d.ts is missing');
    file('lib/dist/index.d.ts', 210);
    expect(whyBuild(root, step)).toBeNull();
  });

  it('builds again when an input changed after the oldest output; tests are not inputs', () => {
    root = mkdtempSync(join(tmpdir(), 'playport-build-'));
    file('lib/src/a.ts', 100);
    file('lib/dist/index.js', 200);
    file('lib/dist/index.d.ts', 300);
    file('lib/src/a.test.ts', 400);
    file('lib/src/types.test-d.ts', 400);
    expect(whyBuild(root, step)).toBeNull();
    file('lib/src/deep/b.ts', 250);
    expect(whyBuild(root, step)).toBe('lib/src/deep/b.ts changed after the last build');
    file('lib/dist/index.js', 260);
    expect(whyBuild(root, step)).toBeNull();
    file('lib/package.json', 261);
    expect(whyBuild(root, step)).toBe('lib/package.json changed after the last build');
  });
});

describe('buildSteps', () => {
  it('are the libraries, then the portal, with every bundle the pages load among their outputs', () => {
    const steps = buildSteps(repoRoot);
    expect(steps.map((s) => s.command.join(' '))).toEqual([
      'npx rollup -c rollup.config.mjs',
      'npm run build -w @playport/web',
    ]);
    const outputs = steps.flatMap((s) => s.outputs);
    for (const bundle of [
      'sdk/dist/playport.js',
      'host/dist/browser/playport-host.js',
      'adapters/dist/browser/index.js',
      'adapters/dist/simulators/crazygames.js',
      'reference-portal/web/dist/index.html',
    ]) {
      expect(outputs).toContain(bundle);
    }
    expect(steps[1]!.inputs).toEqual(
      expect.arrayContaining(['host/src', 'reference-portal/web/src', 'reference-portal/web/public']),
    );
  });
});
