import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@playport\/sdk\/protocol$/, replacement: src('./sdk/src/protocol/index.ts') },
      { find: /^@playport\/sdk$/, replacement: src('./sdk/src/index.ts') },
      { find: /^@playport\/host\/ui\/default$/, replacement: src('./host/src/ui/default/index.ts') },
      { find: /^@playport\/host\/adapter-kit$/, replacement: src('./host/src/entries/adapter-kit.ts') },
      { find: /^@playport\/host\/api$/, replacement: src('./host/src/entries/api.ts') },
      { find: /^@playport\/host\/api-contract$/, replacement: src('./host/src/api/contract/index.ts') },
      { find: /^@playport\/host$/, replacement: src('./host/src/index.ts') },
      { find: /^@playport\/adapters$/, replacement: src('./adapters/src/index.ts') },
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    include: ['sdk/src/**/*.test.ts', 'host/src/**/*.test.{ts,tsx}', 'adapters/src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'reference-portal/server/src/**/*.test.ts', 'reference-portal/web/src/**/*.test.{ts,tsx}', 'kits/*/tests/**/*.test.ts', 'cli/src/**/*.test.ts'],
    typecheck: { enabled: true, include: ['**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
