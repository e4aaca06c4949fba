// Writes the files that must spell out the platform list (TypeScript literals, per-adapter dynamic
// imports for code splitting, package exports) from platforms.json, the one list of platforms.
// `node scripts/platforms.mjs` writes them; `--check` only reports which are out of date (exit 1).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HEADER = '// Generated from platforms.json by scripts/platforms.mjs: edit the manifest and run the script.\n';

/** The manifest's platforms, checked for the fields every derived file needs. */
export function readPlatforms(path = join(root, 'platforms.json')) {
  const { platforms } = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(platforms) || platforms.length === 0)
    throw new Error('platforms.json: "platforms" must be a non-empty array');
  const seen = new Set();
  for (const p of platforms) {
    for (const field of ['name', 'platform', 'factory']) {
      if (typeof p[field] !== 'string' || !p[field])
        throw new Error(`platforms.json: a platform without "${field}": ${JSON.stringify(p)}`);
    }
    if (!/^[a-z]+$/.test(p.name)) throw new Error(`platforms.json: route name "${p.name}" must be lower-case letters`);
    if (seen.has(p.name)) throw new Error(`platforms.json: "${p.name}" twice`);
    seen.add(p.name);
  }
  return platforms;
}

const list = (items, indent) => items.map((item) => `${indent}${item},`).join('\n');

/** The manifest's development secrets (`localSecrets`): name → value, every value a non-empty string. */
export function readLocalSecrets(path = join(root, 'platforms.json')) {
  const { localSecrets } = JSON.parse(readFileSync(path, 'utf8'));
  if (!localSecrets || typeof localSecrets !== 'object' || Array.isArray(localSecrets))
    throw new Error('platforms.json: "localSecrets" must be an object');
  for (const [name, value] of Object.entries(localSecrets)) {
    if (!/^[a-zA-Z]+$/.test(name)) throw new Error(`platforms.json: local secret name "${name}" must be letters`);
    if (typeof value !== 'string' || !value || /['\\\n]/.test(value))
      throw new Error(`platforms.json: local secret "${name}" must be a non-empty string without quotes`);
  }
  return localSecrets;
}

/** Every generated file, by path from the repository root, with its content. */
export function generatedFiles(platforms, localSecrets = readLocalSecrets()) {
  const files = {};
  files['adapters/src/simulator-kit/secrets.ts'] = `${HEADER}
/**
 * The reference server's local-mode platform secrets (platforms.json \`localSecrets\`, which the
 * server's \`LOCAL_SECRET_DEFAULTS\` read too). Simulators sign launch data with these so the
 * server's verification runs for real.
 */
export const SIMULATOR_SECRETS = Object.freeze({
${list(
  Object.entries(localSecrets).map(([name, value]) => `${name}: '${value}'`),
  '  ',
)}
});
`;
  files['host/src/adapter/platforms.generated.ts'] = `${HEADER}
/** The route names of the platform adapters, in the spec's order. */
export const PLATFORM_NAMES = [
${list(
  platforms.map((p) => `'${p.name}'`),
  '  ',
)}
] as const;

/** The publishing platform of each adapter route name. */
export const PLATFORM_OF = {
${list(
  platforms.map((p) => `${p.name}: '${p.platform}'`),
  '  ',
)}
} as const;
`;

  // The API contract's adapter route names (`adapterName`): the contract package imports no other package.
  files['contract/src/adapter-names.generated.ts'] = `${HEADER}
/** The route names of the platform adapters, in the spec's order. */
export const ADAPTER_NAMES = Object.freeze([
${list(
  platforms.map((p) => `'${p.name}'`),
  '  ',
)}
] as const);

/** One of the spec's adapter route names. */
export type AdapterName = (typeof ADAPTER_NAMES)[number];
`;

  files['adapters/src/adapter-loaders.ts'] =
    `${HEADER}import type { AdapterLoader, AdapterName, AdapterRegistry } from '@playport/host/adapter-kit';
import { lazyLoader, type AdapterLoadSteps, type LazyAdapterOptions } from './lazy-loader.js';

/**
 * One lazy loader per adapter: each \`import()\` is its own chunk, so a page downloads only the
 * adapter it runs under. \`options\` are handed to that adapter's factory; a function among them runs
 * beside the chunk's download, when its adapter loads.
 */
export function createAdapterLoaders(
  options: LazyAdapterOptions = {},
  steps: AdapterLoadSteps = {},
): Record<AdapterName, AdapterLoader> {
  return {
${list(
  platforms.map(
    (p) =>
      `${p.name}: lazyLoader('${p.name}', steps, () => import('./${p.name}/index.js'), options.${p.name}, (m, o) => m.${p.factory}(o))`,
  ),
  '    ',
)}
  };
}

/** The loaders with every adapter's default options. */
export const ADAPTER_LOADERS: Readonly<Record<AdapterName, AdapterLoader>> = Object.freeze(createAdapterLoaders());

/** Registers every adapter (replacing the registry's built-in fxid). */
export function registerAllAdapters(registry: AdapterRegistry, options: LazyAdapterOptions = {}): void {
  for (const [name, loader] of Object.entries(createAdapterLoaders(options))) registry.register(name, loader);
}
`;

  // The adapters package: one export per adapter, in the manifest's order, after the main entry;
  // the entries that are not adapters keep their places after them.
  const pkgPath = 'adapters/package.json';
  const pkg = JSON.parse(readFileSync(join(root, pkgPath), 'utf8'));
  const names = new Set(platforms.map((p) => `./${p.name}`));
  const rest = Object.entries(pkg.exports).filter(
    ([key]) => key !== '.' && !names.has(key) && !isAdapterExport(key, pkg.exports[key]),
  );
  pkg.exports = Object.fromEntries([
    ['.', pkg.exports['.']],
    ...platforms.map((p) => [`./${p.name}`, { types: `./dist/${p.name}.d.ts`, default: `./dist/${p.name}.js` }]),
    ...rest,
  ]);
  // The same subpaths for TypeScript's `node10` resolution, which reads typesVersions, not exports.
  const typed = Object.entries(pkg.exports).filter(
    ([key, value]) => key !== '.' && typeof value === 'object' && value.types,
  );
  pkg.typesVersions = { '*': Object.fromEntries(typed.map(([key, value]) => [key.slice(2), [value.types]])) };
  files[pkgPath] = `${JSON.stringify(pkg, null, 2)}\n`;
  return files;
}

// An export shaped like an adapter's (./x → dist/x.js) whose adapter left the manifest.
const isAdapterExport = (key, value) =>
  /^\.\/[a-z]+$/.test(key) &&
  value?.default === `./dist/${key.slice(2)}.js` &&
  value?.types === `./dist/${key.slice(2)}.d.ts` &&
  !['./dev', './testing'].includes(key);

/** The generated files whose content on disk differs from the manifest's. */
export function staleFiles(platforms = readPlatforms()) {
  return Object.entries(generatedFiles(platforms))
    .filter(([path, content]) => readFileSync(join(root, path), 'utf8') !== content)
    .map(([path]) => path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platforms = readPlatforms();
  if (process.argv.includes('--check')) {
    const stale = staleFiles(platforms);
    if (stale.length) {
      console.error(`Out of date with platforms.json: ${stale.join(', ')}. Run: node scripts/platforms.mjs`);
      process.exit(1);
    }
    console.log(`The ${platforms.length} platforms' generated files are up to date.`);
  } else {
    for (const [path, content] of Object.entries(generatedFiles(platforms))) writeFileSync(join(root, path), content);
    console.log(`Wrote the files derived from platforms.json (${platforms.length} platforms).`);
  }
}
