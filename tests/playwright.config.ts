import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium on CI and here; Playwright's own browser on a laptop without /usr/bin/chromium.
const executablePath =
  process.env.PLAYPORT_CHROMIUM ?? process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
    launchOptions: executablePath ? { executablePath, args } : { args: args.slice(1) },
    trace: 'off',
  },
});
