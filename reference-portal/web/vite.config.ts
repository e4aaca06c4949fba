import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactToPreact } from './react-to-preact';
import { precompress } from './scripts/precompress';

const repo = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      ...reactToPreact,
      { find: /^@playport\/sdk\/protocol$/, replacement: repo('sdk/src/protocol/index.ts') },
      { find: /^@playport\/host\/adapter-kit$/, replacement: repo('host/src/entries/adapter-kit.ts') },
      { find: /^@playport\/host\/api$/, replacement: repo('host/src/entries/api.ts') },
      { find: /^@playport\/api-contract\/routes$/, replacement: repo('contract/src/routes.ts') },
      { find: /^@playport\/api-contract$/, replacement: repo('contract/src/index.ts') },
      { find: /^@playport\/host$/, replacement: repo('host/src/index.ts') },
      { find: /^@playport\/adapters$/, replacement: repo('adapters/src/index.ts') },
      { find: /^@playport\/adapters\/([a-z]+)$/, replacement: repo('adapters/src/$1/index.ts') },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8787', '/config.js': 'http://127.0.0.1:8787', '/dev': 'http://127.0.0.1:8787' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
