// The test command's choice of Chromium (scripts/lib/chromium.mjs): the variable, then Debian's, then
// Playwright's own; when none is there, an install where downloads work, else one line naming the fix.
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, NO_CHROMIUM_FIX, decideChromium } from '../../scripts/lib/chromium.mjs';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const decide = (files: string[], env: Record<string, string | undefined> = {}, canDownload = true) =>
  decideChromium({ env, exists: (path) => files.includes(path), playwrightPath: PLAYWRIGHT, canDownload });

describe('decideChromium', () => {
  it('takes PLAYPORT_CHROMIUM first, even when Debian and Playwright have one', () => {
    expect(decide(['/opt/chrome', DEBIAN_CHROMIUM, PLAYWRIGHT], { PLAYPORT_CHROMIUM: '/opt/chrome' })).toEqual({
      use: '/opt/chrome',
      source: 'PLAYPORT_CHROMIUM',
    });
  });

  it('stops on a PLAYPORT_CHROMIUM that names no file instead of running another browser', () => {
    expect(decide([DEBIAN_CHROMIUM], { PLAYPORT_CHROMIUM: '/opt/none' })).toEqual({
      error: 'PLAYPORT_CHROMIUM is /opt/none, which does not exist: set it to a Chromium executable, or unset it.',
    });
  });

  it("takes Debian's /usr/bin/chromium before Playwright's", () => {
    expect(decide([DEBIAN_CHROMIUM, PLAYWRIGHT])).toEqual({ use: '/usr/bin/chromium', source: 'debian' });
    expect(decide([DEBIAN_CHROMIUM], { PLAYPORT_CHROMIUM: '' })).toEqual({
      use: '/usr/bin/chromium',
      source: 'debian',
    });
  });

  it("takes Playwright's own when it has been downloaded", () => {
    expect(decide([PLAYWRIGHT])).toEqual({ use: PLAYWRIGHT, source: 'playwright' });
  });

  it("installs Playwright's when none is there and downloads work", () => {
    expect(decide([])).toEqual({ install: true });
    expect(decideChromium({ env: {}, exists: () => false, playwrightPath: undefined, canDownload: true })).toEqual({
      install: true,
    });
  });

  it('stops with one line naming the fix when none is there and downloads do not work', () => {
    expect(decide([], {}, false)).toEqual({ error: NO_CHROMIUM_FIX });
    expect(NO_CHROMIUM_FIX).toBe(
      'No Chromium found: install one (`apt-get install chromium`, or `npx playwright install chromium` where downloads work) or set PLAYPORT_CHROMIUM to its path.',
    );
    expect(NO_CHROMIUM_FIX).not.toContain('\n');
  });
});
