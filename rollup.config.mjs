// Library builds: ESM + bundled .d.ts for each package; the SDK also ships one IIFE for a <script> tag,
// and the host one self-contained ESM file for partner pages without a bundler.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve as resolvePath, sep } from 'node:path';
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { dts } from 'rollup-plugin-dts';
import { recordExports, stableInferredTypes, typeOnlyExports } from './scripts/lib/declarations.mjs';
import { adapterBuildInputs, manifestPlatforms } from './scripts/lib/platform-builds.mjs';

// outDir must contain the output file, so each build passes its own.
const ts = (pkg, outDir = `${pkg}/dist`) =>
  typescript({ tsconfig: `${pkg}/tsconfig.json`, outDir, outputToFilesystem: false, noEmitOnError: true });
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !/^[A-Za-z]:/.test(id);
const min = (module = true, compress = {}) =>
  terser({
    ecma: 2020,
    module,
    toplevel: true,
    compress: { passes: 3, unsafe: true, unsafe_arrows: true, pure_getters: true, ...compress },
    format: { comments: false },
  });
// Warnings from dependencies' own sources (zod's comments, its import cycles) are not ours to fix.
const onwarn = (warning, warn) => {
  if (warning.id?.includes('node_modules') || warning.ids?.every((id) => id.includes('node_modules'))) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.message.includes('node_modules')) return;
  warn(warning);
};

// Telegram's own client script, telegram-web-app.js, as @twa-dev/sdk ships it (a classic script its
// CommonJS entry requires): the Telegram simulator bundles it as `virtual:telegram-web-app`.
const TELEGRAM_WEB_APP = 'virtual:telegram-web-app';
const telegramWebApp = () => ({
  name: 'telegram-web-app',
  resolveId: (id) => (id === TELEGRAM_WEB_APP ? id : null),
  load: (id) =>
    id === TELEGRAM_WEB_APP
      ? readFileSync(
          join(dirname(createRequire(import.meta.url).resolve('@twa-dev/sdk')), 'telegram-web-apps.js'),
          'utf8',
        )
      : null,
});

// The platforms (platforms.json): one entry per adapter, one browser build per simulator.
const { entries: ADAPTER_ENTRIES, simulators: SIMULATORS } = adapterBuildInputs(
  manifestPlatforms(dirname(fileURLToPath(import.meta.url))),
);

// The host's subpath entries are built together (one copy of each module, in shared chunks), but in
// the declarations of the other entries the API's types are imports of `@playport/host/api`: each
// entry's .d.ts exports every type its signatures reach, or imports it from the entry that does.
const HOST_API = resolvePath('host/src/api');
const HOST_API_ENTRY = resolvePath('host/src/entries/api.ts');
const hostApiExternal = () => ({
  name: 'host-api-external',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.') || resolvePath(importer) === HOST_API_ENTRY) return null;
    const from = resolvePath(dirname(importer));
    if (from === HOST_API || from.startsWith(HOST_API + sep)) return null;
    const target = resolvePath(from, source);
    return target.startsWith(HOST_API + sep) ? { id: '@playport/host/api', external: true } : null;
  },
});

const HOST_BUNDLE_PATHS = Object.fromEntries(
  ['@playport/host', '@playport/host/adapter-kit', '@playport/host/api'].map((id) => [id, '/host/playport-host.js']),
);

// The <script> build's game never calls through penpal's remote proxy: its calls go out through the
// SDK's own sender (sdk/src/client/port-channel.ts), so penpal's proxy, CallOptions and reply handling are
// dead weight there. This replaces penpal's connectRemoteProxy with one that makes no proxy, and the
// minifier drops what only it used. The build fails if penpal's source no longer has that function.
const PENPAL_REMOTE_PROXY = ['var connectRemoteProxy = (', 'var connectRemoteProxy_default = connectRemoteProxy;'];
const penpalWithoutRemoteProxy = () => ({
  name: 'penpal-without-remote-proxy',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]penpal[\\/]dist[\\/]penpal\.mjs$/.test(id)) return null;
    const [startText, endText] = PENPAL_REMOTE_PROXY;
    const start = code.indexOf(startText);
    const end = code.indexOf(endText, start);
    if (start < 0 || end < 0) this.error(`penpal's ${id} has no connectRemoteProxy to replace; check the SDK's sender`);
    const stub = 'var connectRemoteProxy = () => ({ destroy() {} });\n';
    return { code: code.slice(0, start) + stub + code.slice(end), map: null };
  },
});

const library = (pkg, entries, dtsPlugins = []) => {
  // Each entry's JS export names, read by the declaration build (see scripts/lib/declarations.mjs).
  const exportsByEntry = new Map();
  return [
    {
      input: entries,
      output: {
        dir: `${pkg}/dist`,
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        sourcemap: true,
      },
      external,
      plugins: [ts(pkg), recordExports(exportsByEntry)],
    },
    {
      input: entries,
      output: {
        dir: `${pkg}/dist`,
        format: 'es',
        entryFileNames: '[name].d.ts',
        chunkFileNames: 'chunks/[name]-[hash].d.ts',
      },
      external,
      plugins: [
        ...dtsPlugins,
        dts({ tsconfig: 'tsconfig.json' }),
        typeOnlyExports(exportsByEntry),
        stableInferredTypes(),
      ],
    },
  ];
};

export default [
  // `global` holds only types (the <script> build's global); its JS is an empty module.
  ...library('sdk', { index: 'sdk/src/index.ts', protocol: 'sdk/src/protocol/index.ts', global: 'sdk/src/global.ts' }),
  // penpal's calls of its optional debug logger (`log?.(…)`) are dropped from the script build: the SDK
  // never passes a logger, so they are no-ops that cost about 100 bytes of the 4 KB budget. So are the
  // `formatMethodPath(…)` calls left behind as their arguments (pure: they only join a path).
  {
    input: 'sdk/src/iife.ts',
    output: {
      file: 'sdk/dist/playport.js',
      format: 'iife',
      sourcemap: true,
      plugins: [
        min(false, {
          pure_funcs: ['log', 'formatMethodPath'],
          unsafe_methods: true,
          unsafe_comps: true,
          unsafe_symbols: true,
          unsafe_regexp: true,
          unsafe_undefined: true,
        }),
      ],
    },
    plugins: [penpalWithoutRemoteProxy(), nodeResolve({ browser: true }), ts('sdk')],
    onwarn,
  },
  // Standalone mode of the <script> build, an ES module playport.js imports from beside itself.
  {
    input: 'sdk/src/standalone.ts',
    output: { file: 'sdk/dist/playport-standalone.js', format: 'es', sourcemap: true, plugins: [min()] },
    plugins: [nodeResolve({ browser: true }), ts('sdk')],
    onwarn,
  },
  // The API contract: `routes` is the route table without zod, the only part the host's client loads.
  ...library('contract', { index: 'contract/src/index.ts', routes: 'contract/src/routes.ts' }),
  ...library(
    'host',
    {
      index: 'host/src/index.ts',
      'ui-default': 'host/src/ui/default/index.ts',
      'adapter-kit': 'host/src/entries/adapter-kit.ts',
      api: 'host/src/entries/api.ts',
      testing: 'host/src/entries/testing.ts',
    },
    [hostApiExternal()],
  ),
  {
    input: 'host/src/browser.ts',
    output: { file: 'host/dist/browser/playport-host.js', format: 'es', sourcemap: true, plugins: [min()] },
    plugins: [nodeResolve({ browser: true }), ts('host', 'host/dist/browser')],
    onwarn,
  },
  ...library('adapters', {
    index: 'adapters/src/index.ts',
    dev: 'adapters/src/dev.ts',
    ...ADAPTER_ENTRIES,
  }),
  // The adapters for partner pages without a bundler: they share the host's own browser bundle (every
  // host entry is in it), so a HostError thrown by an adapter is the host's HostError.
  {
    input: 'adapters/src/index.ts',
    output: {
      dir: 'adapters/dist/browser',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      paths: HOST_BUNDLE_PATHS,
    },
    external: Object.keys(HOST_BUNDLE_PATHS),
    plugins: [nodeResolve({ browser: true }), ts('adapters', 'adapters/dist/browser')],
    onwarn,
  },
  // The payment widgets' simulators (@playport/host/payment-simulators/widgets.js), for local mode: one classic
  // script defining `PlayportPaymentSimulators`, each widget's install function by script name.
  {
    input: 'host/src/payments/browser-simulators.ts',
    output: { file: 'host/dist/payment-simulators/widgets.js', format: 'iife', name: 'PlayportPaymentSimulators' },
    plugins: [nodeResolve({ browser: true }), ts('host', 'host/dist/payment-simulators')],
    onwarn,
  },
  // Each simulator as a classic script, so a page in local mode loads it instead of the platform's own.
  ...SIMULATORS.map((name) => ({
    input: `adapters/src/browser-simulators/${name}.ts`,
    output: { file: `adapters/dist/simulators/${name}.js`, format: 'iife', sourcemap: true },
    plugins: [telegramWebApp(), nodeResolve({ browser: true }), ts('adapters', 'adapters/dist/simulators')],
    onwarn,
  })),
];
