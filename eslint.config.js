// ESLint for the whole repository (`npm run lint`). TypeScript files get typescript-eslint's
// recommended rules plus the type-aware rules that catch real bugs here (promises above all); the
// portal's web app also gets the React hooks rules and its layer boundaries: shared → features → app.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const JS = ['**/*.js', '**/*.mjs'];
const WEB = 'reference-portal/web/src';

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
);
