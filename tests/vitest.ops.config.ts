import { defineConfig } from 'vitest/config';

// The server's process-level tests (scripts/test-server-ops.mjs): real server processes, signals, and a
// PostgreSQL server of their own that they stop and start.
export default defineConfig({
  test: {
    include: ['tests/ops/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
