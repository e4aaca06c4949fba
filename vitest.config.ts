import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { reactToPreact } from './reference-portal/web/react-to-preact';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// One test project per package, each with the JSX of its own UI library: the portal's web app is
// React, everything else (the host's default UI and whatever imports it) preact. So no file needs a
// JSX pragma. Type tests (`*.test-d.ts`) are checked against the root tsconfig.
const project = (
  name: string,
  dir: string,
  tests: string[],
  jsxImportSource: 'preact' | 'react' = 'preact',
): TestProjectInlineConfiguration => ({
  extends: true,
  esbuild: { jsx: 'automatic', jsxImportSource },
  test: {
    name,
    include: tests.map((pattern) => `${dir}/${pattern}`),
    typecheck: { enabled: true, include: [`${dir}/**/*.test-d.ts`], tsconfig: './tsconfig.json' },
  },
});

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@playport\/sdk\/protocol$/, replacement: src('./sdk/src/protocol/index.ts') },
      { find: /^@playport\/sdk$/, replacement: src('./sdk/src/index.ts') },
      { find: /^@playport\/host\/ui\/default$/, replacement: src('./host/src/ui/default/index.ts') },
      { find: /^@playport\/host\/adapter-kit$/, replacement: src('./host/src/entries/adapter-kit.ts') },
      { find: /^@playport\/host\/api$/, replacement: src('./host/src/entries/api.ts') },
      { find: /^@playport\/host\/testing$/, replacement: src('./host/src/entries/testing.ts') },
      { find: /^@playport\/api-contract$/, replacement: src('./contract/src/index.ts') },
      { find: /^@playport\/api-contract\/routes$/, replacement: src('./contract/src/routes.ts') },
      { find: /^@playport\/host$/, replacement: src('./host/src/index.ts') },
      { find: /^@playport\/adapters$/, replacement: src('./adapters/src/index.ts') },
      // An adapter's subpath entry is its folder's index, as the adapters build and the portal's build map it.
      { find: /^@playport\/adapters\/([a-z]+)$/, replacement: src('./adapters/src/$1/index.ts') },
      { find: /^@playport\/server\/local-portal$/, replacement: src('./reference-portal/server/src/local-portal.ts') },
    ],
  },
  test: {
    projects: [
      project('sdk', 'sdk/src', ['**/*.test.ts']),
      project('contract', 'contract/src', ['**/*.test.ts']),
      project('host', 'host/src', ['**/*.test.{ts,tsx}']),
      project('adapters', 'adapters/src', ['**/*.test.ts']),
      project('server', 'reference-portal/server/src', ['**/*.test.ts']),
      // The web app's tests run on preact/compat, as its build does (React's testing library included).
      {
        ...project('web', 'reference-portal/web/src', ['**/*.test.{ts,tsx}'], 'react'),
        resolve: {
          alias: [
            ...reactToPreact,
            // Their ES builds, so that the aliases above apply to their imports of React.
            { find: /^react-router$/, replacement: src('./node_modules/react-router/dist/development/index.mjs') },
            {
              find: /^@testing-library\/react$/,
              replacement: src('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
            },
          ],
        },
        test: {
          ...project('web', 'reference-portal/web/src', ['**/*.test.{ts,tsx}']).test,
          server: { deps: { inline: ['@testing-library/react', 'react-router', '@tanstack/react-query'] } },
        },
      },
      project('cli', 'cli/src', ['**/*.test.ts']),
      project('kits', 'kits', ['*/tests/**/*.test.ts']),
      project('unit', 'tests/unit', ['**/*.test.ts']),
    ],
  },
});
