import { existsSync } from 'node:fs';
import { decideChromium, playwrightChromiumPath } from '../../scripts/lib/chromium.mjs';

// PLAYPORT_CHROMIUM, else Debian's /usr/bin/chromium (CI and here), else Playwright's own browser
// (`npm test` installs it first when none is there: scripts/ensure-chromium.mjs).
const found = decideChromium({
  env: process.env,
  exists: existsSync,
  playwrightPath: playwrightChromiumPath(),
  canDownload: false,
});
const executablePath = found.source === 'playwright' ? undefined : found.use;

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
