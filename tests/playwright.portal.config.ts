import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser.js';

/** The reference portal against the real reference server in local mode. */
export default defineConfig({
  testDir: './portal',
  globalSetup: './support/portal-global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  use: {
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
});
