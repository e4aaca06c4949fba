// Library builds: ESM + bundled .d.ts for each package; the SDK also ships one IIFE for a <script> tag,
// and the host one self-contained ESM file for partner pages without a bundler.
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { dts } from 'rollup-plugin-dts';

// outDir must contain the output file, so each build passes its own.
const ts = (pkg, outDir = `${pkg}/dist`) =>
  typescript({ tsconfig: `${pkg}/tsconfig.json`, outDir, outputToFilesystem: false, noEmitOnError: true });
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !/^[A-Za-z]:/.test(id);
const min = (module = true) =>
  terser({ ecma: 2020, module, toplevel: true, compress: { passes: 3, unsafe: true, unsafe_arrows: true, pure_getters: true }, format: { comments: false } });
// Warnings from dependencies' own sources (zod's comments, its import cycles) are not ours to fix.
const onwarn = (warning, warn) => {
  if (warning.id?.includes('node_modules') || warning.ids?.every((id) => id.includes('node_modules'))) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.message.includes('node_modules')) return;
  warn(warning);
};

const library = (pkg, entries) => [
  {
    input: entries,
    output: { dir: `${pkg}/dist`, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
    external,
    plugins: [ts(pkg)],
  },
  {
    input: entries,
    output: { dir: `${pkg}/dist`, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
    external,
    plugins: [dts({ tsconfig: 'tsconfig.json' })],
  },
];

export default [
  ...library('sdk', { index: 'sdk/src/index.ts', protocol: 'sdk/src/protocol/index.ts' }),
  {
    input: 'sdk/src/iife.ts',
    output: { file: 'sdk/dist/playport.js', format: 'iife', sourcemap: true, plugins: [min(false)] },
    plugins: [nodeResolve({ browser: true }), ts('sdk')],
    onwarn,
  },
  ...library('host', { index: 'host/src/index.ts', 'ui-default': 'host/src/ui/default/index.ts' }),
  {
    input: 'host/src/browser.ts',
    output: { file: 'host/dist/browser/playport-host.js', format: 'es', sourcemap: true, plugins: [min()] },
    plugins: [nodeResolve({ browser: true }), ts('host', 'host/dist/browser')],
    onwarn,
  },
];
