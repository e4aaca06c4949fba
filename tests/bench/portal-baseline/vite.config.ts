// The portal bench's baseline page, built as the portal is (with the portal's Vite: tests/bench/portal.mjs
// runs it): same React plugin, target, aliases to the host's sources and precompressed output. The
// React plugin is the portal's own install; no Vite types here, as the root's Vite is another major.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from '../../../reference-portal/web/scripts/precompress';

const repo = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const fromPortal = createRequire(repo('reference-portal/web/package.json'));
const { default: react } = (await import(pathToFileURL(fromPortal.resolve('@vitejs/plugin-react')).href)) as {
  default: () => unknown;
};

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^@playport\/sdk\/protocol$/, replacement: repo('sdk/src/protocol/index.ts') },
      { find: /^@playport\/host\/adapter-kit$/, replacement: repo('host/src/entries/adapter-kit.ts') },
      { find: /^@playport\/host\/api$/, replacement: repo('host/src/entries/api.ts') },
      { find: /^@playport\/host$/, replacement: repo('host/src/index.ts') },
      { find: /^@playport\/adapters\/([a-z]+)$/, replacement: repo('adapters/src/$1/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
};
