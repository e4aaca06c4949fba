// The first step of `npm test`: finds the Chromium the browser suites will run (see lib/chromium.mjs);
// when there is none, installs Playwright's where downloads work, or stops at once with one line
// naming the fix, before anything is built.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { decideChromium, NO_CHROMIUM_FIX, playwrightChromiumPath } from './lib/chromium.mjs';

// Playwright downloads from its CDN (or PLAYWRIGHT_DOWNLOAD_HOST); a HEAD request tells whether it is reachable.
async function canDownload() {
  const host = process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev';
  try {
    await fetch(host, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

const first = decideChromium({
  env: process.env,
  exists: existsSync,
  playwrightPath: playwrightChromiumPath(),
  canDownload: await canDownload(),
});
if (first.use) {
  console.log(`Chromium (${first.source}): ${first.use}`);
} else if (first.error) {
  console.error(first.error);
  process.exit(1);
} else {
  console.log("No Chromium found: installing Playwright's (npx playwright install chromium)");
  const cli = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'cli.js');
  try {
    execFileSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' });
  } catch {
    console.error(NO_CHROMIUM_FIX);
    process.exit(1);
  }
  const after = playwrightChromiumPath();
  if (!after || !existsSync(after)) {
    console.error(NO_CHROMIUM_FIX);
    process.exit(1);
  }
  console.log(`Chromium (playwright): ${after}`);
}
