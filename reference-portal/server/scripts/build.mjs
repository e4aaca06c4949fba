// Compiles the server for `node`: each entry becomes one ESM file in dist/ for Node 20. The server's
// own sources, the workspace packages it imports from source (`@playport/*`) and platforms.json are
// bundled; every other package stays an import, installed by `npm ci --omit=dev` beside dist/.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** `dist/<name>.js` ← `src/<path>`. Every entry must stay directly in dist/ (see src/server-root.ts). */
export const ENTRIES = {
  main: 'src/main.ts',
  'push-command': 'src/push/push-command.ts',
  migrate: 'src/migrate.ts',
  'local-portal': 'src/local-portal.ts',
};

/** Bare imports outside the workspace: resolved by Node at run time from node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@playport/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Empties dist/ and writes one bundle per entry; returns the files written. */
export async function buildServer({ outdir = `${serverRoot}dist` } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: Object.entries(ENTRIES).map(([out, src]) => ({ in: src, out })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    plugins: [externalPackages],
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  return Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await buildServer();
  console.log(`server build: ${files.join(', ')}`);
}
