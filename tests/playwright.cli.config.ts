import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser.js';

/**
 * `@playport/cli` as a game developer gets it: packed, installed in a scratch folder outside the repository, run from there.
 * Ports: PLAYPORT_TEST_CLI_PORT (default 31140) and the nine after it.
 */
export default defineConfig({
  testDir: './cli',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  timeout: 300_000,
  use: {
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
});
