// The builds `npm start` needs, what each reads and writes, and whether one is current: a build is
// current when every file it writes exists and none of the files it reads changed after the oldest of
// them (modification times), so a second `npm start` builds nothing.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { adapterBuildInputs, manifestPlatforms } from './platform-builds.mjs';

// Tests and type tests of the sources: no build reads them.
const NOT_AN_INPUT = /\.test(-d)?\.tsx?$/;

/** The two builds of `npm start`, in order: the libraries (rollup), then the portal (Vite). */
export function buildSteps(root) {
  const { entries, simulators } = adapterBuildInputs(manifestPlatforms(root));
  const libraries = ['sdk', 'contract', 'host', 'adapters'];
  const shared = ['platforms.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'];
  return [
    {
      name: 'libraries (sdk, contract, host, adapters)',
      command: ['npx', 'rollup', '-c', 'rollup.config.mjs'],
      inputs: [
        ...shared,
        'rollup.config.mjs',
        ...libraries.flatMap((pkg) => [`${pkg}/src`, `${pkg}/package.json`, `${pkg}/tsconfig.json`]),
      ],
      outputs: [
        'sdk/dist/index.js',
        'sdk/dist/index.d.ts',
        'sdk/dist/protocol.js',
        'sdk/dist/playport.js',
        'contract/dist/index.js',
        'contract/dist/routes.js',
        'host/dist/index.js',
        'host/dist/index.d.ts',
        'host/dist/ui-default.js',
        'host/dist/adapter-kit.js',
        'host/dist/api.js',
        'host/dist/testing.js',
        'host/dist/browser/playport-host.js',
        'host/dist/payment-simulators/widgets.js',
        'adapters/dist/index.js',
        'adapters/dist/dev.js',
        'adapters/dist/browser/index.js',
        ...Object.keys(entries).map((name) => `adapters/dist/${name}.js`),
        ...simulators.map((name) => `adapters/dist/simulators/${name}.js`),
      ],
    },
    {
      name: 'portal (reference-portal/web)',
      command: ['npm', 'run', 'build', '-w', '@playport/web'],
      inputs: [
        ...shared,
        'sdk/src',
        'host/src',
        'adapters/src',
        ...[
          'index.html',
          'package.json',
          'tsconfig.json',
          'vite.config.ts',
          'src',
          'public',
          'scripts/precompress.ts',
          'react-to-preact.ts',
        ].map((p) => `reference-portal/web/${p}`),
      ],
      outputs: ['reference-portal/web/dist/index.html', 'reference-portal/web/dist/.vite/manifest.json'],
    },
  ];
}

/** The newest file under `path` (a file or a folder), as `{ file, mtimeMs }`; null when there is none. */
export function newestFile(root, path) {
  const info = statSync(join(root, path), { throwIfNoEntry: false });
  if (!info) return null;
  if (!info.isDirectory()) return NOT_AN_INPUT.test(path) ? null : { file: path, mtimeMs: info.mtimeMs };
  let newest = null;
  for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
    const found = newestFile(root, `${path}/${entry.name}`);
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Why `step` must run, or null when its outputs are current: a missing output, or the newest input
 * changed after the oldest output was written.
 */
export function whyBuild(root, step) {
  let oldest = Infinity;
  for (const output of step.outputs) {
    const info = statSync(join(root, output), { throwIfNoEntry: false });
    if (!info) return `${output} is missing`;
    oldest = Math.min(oldest, info.mtimeMs);
  }
  for (const input of step.inputs) {
    const newest = newestFile(root, input);
    if (newest && newest.mtimeMs > oldest) return `${newest.file} changed after the last build`;
  }
  return null;
}
