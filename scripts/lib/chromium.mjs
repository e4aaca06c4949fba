// Which Chromium the browser suites run: PLAYPORT_CHROMIUM when set, else Debian's /usr/bin/chromium,
// else the one Playwright downloads into its cache. `decideChromium` is the pure decision;
// `findChromium` applies it to this machine.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The one line that names the fix when no Chromium is there and none can be downloaded. */
export const NO_CHROMIUM_FIX =
  'No Chromium found: install one (`apt-get install chromium`, or `npx playwright install chromium` where downloads work) or set PLAYPORT_CHROMIUM to its path.';

/**
 * Decides where Chromium comes from.
 * - `{ use, source }`: run this executable (`PLAYPORT_CHROMIUM`, `debian`, `playwright`);
 * - `{ install: true }`: none is there, but Playwright's can be downloaded;
 * - `{ error }`: stop, with one line naming the fix.
 * A PLAYPORT_CHROMIUM that names no file is an error, never silently replaced by another browser.
 */
export function decideChromium({ env, exists, playwrightPath, canDownload }) {
  const given = env.PLAYPORT_CHROMIUM;
  if (given) {
    return exists(given)
      ? { use: given, source: 'PLAYPORT_CHROMIUM' }
      : { error: `PLAYPORT_CHROMIUM is ${given}, which does not exist: set it to a Chromium executable, or unset it.` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { use: DEBIAN_CHROMIUM, source: 'debian' };
  if (playwrightPath && exists(playwrightPath)) return { use: playwrightPath, source: 'playwright' };
  return canDownload ? { install: true } : { error: NO_CHROMIUM_FIX };
}

/** Where Playwright keeps (or would download) its Chromium. */
export function playwrightChromiumPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The executable the suites launch on this machine, or undefined when none is there yet. */
export function findChromium(env = process.env) {
  const decision = decideChromium({
    env,
    exists: existsSync,
    playwrightPath: playwrightChromiumPath(),
    canDownload: false,
  });
  return decision.use;
}
