import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser.js';

export default defineConfig({
  testDir: './browser',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
});
