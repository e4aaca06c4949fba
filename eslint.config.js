// ESLint for the whole repository (`npm run lint`). TypeScript files get typescript-eslint's
// recommended rules plus the type-aware rules that catch real bugs here (promises above all); the
// portal's web app also gets the React hooks rules and its layer boundaries: shared → features → app.
// Every package, TypeScript and JavaScript alike, gets the package boundaries (playport/package-boundaries).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { packageBoundariesPlugin } from './scripts/lint/package-boundaries.mjs';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const JS = ['**/*.js', '**/*.mjs'];
const WEB = 'reference-portal/web/src';
const SERVER = 'reference-portal/server/src';

// The packages whose boundaries lint guards (the workspaces, the engine kits, the repository's tooling
// in scripts/). The repository's own files (platforms.json, the root configs) belong to none.
const PACKAGES = [
  'sdk',
  'host',
  'adapters',
  'reference-portal/server',
  'reference-portal/web',
  'cli',
  'tests',
  'examples/*',
  'kits/*',
  'scripts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.api/**',
      '.data/**',
      'docs/api/**',
      'cli/runtime/**',
      // Written by examples/unity-stand-in/build.mjs.
      'examples/unity-stand-in/Build/**',
      // The portal bench's baseline page: built by its own vite config, in no tsconfig.
      'tests/bench/portal-baseline/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Plain JavaScript: browser pages, Node scripts, engine-kit glue.
  {
    files: JS,
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // Games' classic scripts: they share one global scope and use the SDK's global `Playport`.
  {
    files: [
      'examples/{hello-game,conformance-game}/*.js',
      'examples/unity-stand-in/source/*.js',
      'cli/templates/script/*.js',
    ],
    languageOptions: { sourceType: 'script', globals: { Playport: 'readonly' } },
  },
  // Construct's SDK calls the addon's overrides with these arguments, used or not.
  { files: ['kits/construct/**/*.js'], rules: { 'no-unused-vars': ['error', { args: 'none' }] } },

  // TypeScript, type-aware: each file is checked against the tsconfig that `npm run typecheck` checks it
  // with (the packages' own tsconfig.json files are their builds' and resolve the others through dist).
  {
    files: TS,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Promises: none forgotten (a fire-and-forget one is `void`ed with its reason), none passed where
      // a plain callback is expected, nothing awaited that is not a promise.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Passing on a caught reason (typed `unknown`) forwards it; only a new non-Error reason is a finding.
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // A variable a closure reads before its one assignment (a timer, a clean-up) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // TypeScript itself reports these better.
      'no-undef': 'off',
      'no-redeclare': 'off',
    },
  },
  {
    files: ['sdk/src/**', 'contract/src/**', 'host/src/**', 'adapters/src/**'],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  // These run a script's own text (a platform's SDK in its simulator, a built script or a kit's glue in a test page).
  {
    files: [
      'adapters/src/*/simulator/*-script.ts',
      'reference-portal/web/src/features/install/service-worker.test.ts',
      'tests/browser/kits.spec.ts',
    ],
    rules: { '@typescript-eslint/no-implied-eval': 'off' },
  },
  // Type tests are compiled, never run: their promises are there to have their types checked.
  { files: ['**/*.test-d.ts'], rules: { '@typescript-eslint/no-floating-promises': 'off' } },

  // Package boundaries, in every package: a relative import never leaves its package; another
  // package is imported by its name and one of its entries, never `@playport/x/src/…` or
  // `@playport/x/dist/…`; nothing imports from tests/; serverPath() reaches no package's sources.
  // A package's own tests may use its internals. The grants below are every way out of a package,
  // each with its reason.
  {
    files: [...TS, ...JS],
    plugins: { playport: packageBoundariesPlugin },
    rules: {
      'playport/package-boundaries': [
        'error',
        {
          root: import.meta.dirname,
          packages: PACKAGES,
          reach: [
            // The one manifest of platforms: every package derives its lists from it, and the builds
            // inline it.
            { from: ['**'], to: ['platforms.json'] },
            // tests/ holds the cross-package suites (conformance, portal, CLI, ops, units over several
            // packages) and the kits' tests run their glue against the SDK client: white-box tests
            // that may import any package's sources and the repository's tooling. scripts/ is that
            // tooling: it builds, generates from and checks the packages' sources. Neither is
            // imported by a package.
            {
              from: ['tests', 'kits/*/tests', 'scripts'],
              to: ['sdk', 'host', 'adapters', 'contract', 'reference-portal', 'cli', 'examples', 'kits', 'scripts'],
            },
            // A package's own build and check scripts use the repository's shared tooling.
            { from: ['*/scripts', 'reference-portal/*/scripts'], to: ['scripts/lib'] },
          ],
        },
      ],
    },
  },

  // The portal's web app: React hooks, and one-way layers.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { typescript: { project: `${WEB}/../tsconfig.json` } },
      'boundaries/include': [`${WEB}/**/*`],
      'boundaries/elements': [
        { type: 'shared', pattern: `${WEB}/shared` },
        { type: 'test-support', pattern: `${WEB}/test` },
        { type: 'feature', pattern: `${WEB}/features/*`, capture: ['feature'] },
        { type: 'app', pattern: `${WEB}/app` },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'entry', pattern: `${WEB}/main.tsx` },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // shared → features → app: shared knows no feature; a feature uses shared, its own files and
      // another feature only through that feature's index.ts (what it offers); the app and the entry
      // compose everything (and load pages lazily by their own files). Tests may use the test helpers.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'feature' } }, allow: { dependency: { relationship: { to: 'internal' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: ['shared', 'feature', 'app'] } } },
            },
            {
              from: { file: { categories: 'entry' } },
              allow: { to: { element: { types: ['shared', 'feature', 'app'] } } },
            },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
            {
              from: { element: { type: 'test-support' } },
              allow: { to: { element: { types: ['shared', 'feature'] } } },
            },
          ],
        },
      ],
    },
  },

  // The portal's server: one-way layers, written down in its README. Request handlers (routes,
  // local mode's origins, push, ops' probes) → http's plumbing → services → database, with the
  // platforms' verifiers below services; crypto, encoding and the files every layer shares (the error
  // class, the configuration, the metrics, the dependency types) are leaves that import nothing above them.
  {
    files: [`${SERVER}/**/*.ts`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: `${SERVER}/../tsconfig.json` } },
      'boundaries/include': [`${SERVER}/**/*`],
      'boundaries/elements': [
        { type: 'server-crypto', pattern: `${SERVER}/crypto` },
        { type: 'server-encoding', pattern: `${SERVER}/encoding` },
        { type: 'server-db', pattern: `${SERVER}/db` },
        { type: 'server-platforms', pattern: `${SERVER}/platforms` },
        { type: 'server-services', pattern: `${SERVER}/services` },
        { type: 'server-http', pattern: `${SERVER}/http` },
        { type: 'server-push', pattern: `${SERVER}/push` },
        { type: 'server-ops', pattern: `${SERVER}/ops` },
        { type: 'server-routes', pattern: `${SERVER}/routes` },
        { type: 'server-local', pattern: `${SERVER}/local` },
        { type: 'server-seed', pattern: `${SERVER}/seed` },
        { type: 'server-test-support', pattern: `${SERVER}/test` },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.ts' },
        { category: 'server-errors', pattern: `${SERVER}/http/api-error.ts` },
        { category: 'server-deps', pattern: `${SERVER}/http/app-env.ts` },
        { category: 'server-config', pattern: `${SERVER}/{config,server-root,local/local-defaults}.ts` },
        { category: 'server-metrics', pattern: `${SERVER}/ops/metrics.ts` },
        // The files beside the folders that compose them: the app, the entries, the start-up checks.
        {
          category: 'server-entry',
          pattern: `${SERVER}/{app,main,migrate,config-problems,local-portal,open-local-portal}.ts`,
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // The layers, each onto those below it (a folder's own files are always allowed).
            {
              from: { element: { type: 'server-services' } },
              allow: { to: { element: { types: ['server-db', 'server-platforms'] } } },
            },
            {
              from: { element: { type: 'server-http' } },
              allow: { to: { element: { types: ['server-services', 'server-platforms'] } } },
            },
            // Of the database, request plumbing knows only the pool's error (a busy pool answers 503).
            {
              from: { element: { type: 'server-http' } },
              allow: { to: { element: { type: 'server-db', fileInternalPath: 'pool-busy.ts' } } },
            },
            {
              from: { element: { types: ['server-push', 'server-ops'] } },
              allow: { to: { element: { types: ['server-push', 'server-http', 'server-services', 'server-db'] } } },
            },
            {
              from: { element: { types: ['server-routes', 'server-local'] } },
              allow: {
                to: {
                  element: {
                    types: [
                      'server-routes',
                      'server-local',
                      'server-push',
                      'server-http',
                      'server-services',
                      'server-platforms',
                    ],
                  },
                },
              },
            },
            {
              from: { element: { type: 'server-seed' } },
              allow: { to: { element: { types: ['server-local', 'server-services', 'server-db'] } } },
            },
            // The entries compose everything; test helpers and tests reach whatever they set up.
            {
              from: [{ element: { type: 'server-test-support' } }, { file: { categories: ['test', 'server-entry'] } }],
              allow: [{ to: { element: { type: '*' } } }, { to: { file: { categories: 'server-entry' } } }],
            },
            // The leaves, from anywhere: crypto, encoding, the error class, the configuration, the
            // metrics, and the dependency types (as types)...
            { allow: { to: { element: { types: ['server-crypto', 'server-encoding'] } } } },
            { allow: { to: { file: { categories: ['server-errors', 'server-config', 'server-metrics'] } } } },
            { allow: { to: { file: { categories: 'server-deps' } }, dependency: { kind: 'type' } } },
            // ...which import nothing above them: at most another leaf, and the metrics and the
            // dependency types the types of what they count or name.
            {
              from: [
                { element: { types: ['server-crypto', 'server-encoding'] } },
                { file: { categories: ['server-errors', 'server-config', 'server-metrics', 'server-deps'] } },
              ],
              disallow: { to: { element: { type: '*' } } },
            },
            {
              from: [
                { element: { types: ['server-crypto', 'server-encoding'] } },
                { file: { categories: ['server-config', 'server-metrics'] } },
              ],
              allow: { to: { file: { categories: ['server-errors', 'server-config'] } } },
            },
            {
              from: { file: { categories: 'server-metrics' } },
              allow: [
                { to: { element: { type: 'server-db' } }, dependency: { kind: 'type' } },
                { to: { file: { categories: 'server-deps' } }, dependency: { kind: 'type' } },
              ],
            },
            { from: { file: { categories: 'server-deps' } }, allow: { dependency: { kind: 'type' } } },
          ],
        },
      ],
    },
  },
  // SQL only below the services: a request handler (a route, local mode's origins, push, ops) asks a
  // service or the database layer, it builds no query.
  {
    files: [`${SERVER}/{routes,local,push,ops}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Request handlers build no SQL: call a service (src/services).',
            },
          ],
        },
      ],
    },
  },
);
