import { existsSync } from 'node:fs';

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

/** The Chromium launch options every Playwright suite of the repository shares. */
export const launchOptions = executablePath ? { executablePath, args } : { args: args.slice(1) };
