// Builds the published CLI: the CLI and the reference server it runs, bundled into one ESM file for
// Node 20 at runtime/reference-portal/server/dist/cli.js, beside copies of what they serve, laid out as
// in the repository so the server finds each by the same relative path: the migrations, the built
// portal, the SDK build, the platform simulators, the payment-widget simulators, the QA page,
// the templates of `playport new` and the conformance game. Run after `npm run build` at the root.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const cliRoot = fileURLToPath(new URL('..', import.meta.url));
const repo = join(cliRoot, '..');
const runtime = join(cliRoot, 'runtime');

const needed = [
  'reference-portal/web/dist/index.html',
  'sdk/dist/playport.js',
  'adapters/dist/simulators/yandex.js',
  'host/dist/payment-simulators/widgets.js',
];
const missing = needed.filter((f) => !existsSync(join(repo, f)));
if (missing.length) {
  console.error(`Missing ${missing.join(', ')}: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

rmSync(runtime, { recursive: true, force: true });

/** Bare imports outside the workspace stay imports, installed as the CLI's dependencies. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@playport/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  absWorkingDir: cliRoot,
  entryPoints: [{ in: 'src/main.ts', out: 'cli' }],
  outdir: join(runtime, 'reference-portal/server/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  plugins: [externalPackages],
  legalComments: 'none',
  logLevel: 'warning',
});

const copy = (from, to = from, filter = () => true) => {
  mkdirSync(dirname(join(runtime, to)), { recursive: true });
  cpSync(join(repo, from), join(runtime, to), { recursive: true, filter: (src) => filter(src) });
};
copy('reference-portal/server/drizzle');
copy('reference-portal/web/dist');
copy('sdk/dist', 'sdk/dist', (src) => !src.endsWith('.map'));
copy('adapters/dist/simulators');
copy('host/dist/payment-simulators');
copy('cli/panel');
copy('cli/templates');
// The versions `playport new` writes into a project's package.json (see cli/src/new/scaffold.ts).
copy('sdk/package.json');
copy('cli/package.json');
copy('examples/conformance-game');

const count = (dir) => readdirSync(dir, { recursive: true }).length;
console.log(`cli build: runtime/ with ${count(runtime)} files`);
