import { expect, test, type Page } from '@playwright/test';
import { ADAPTER_NAMES } from '../../host/src/adapter/adapter-names.js';
import { agLaunchUrl, okLaunchUrl, telegramLaunchUrl, vkLaunchUrl, vkPlayLaunchUrl } from '../../adapters/src/testing/launch-urls.js';
import { HOST_ORIGIN } from '../support/origins.js';
import { conformanceRows, gameFrame, trackPageErrors } from '../support/partner-page.js';
import { expectConformant, isErrorCode } from '../support/expect-conformant.js';

// The signed launch data each platform opens its frame with; the partner page gets it as the platform's page would.
const LAUNCH: Partial<Record<string, () => Promise<string> | string>> = {
  vkcom: vkLaunchUrl,
  ok: () => okLaunchUrl(),
  vkplay: () => vkPlayLaunchUrl(),
  ag: () => agLaunchUrl(),
  telegram: () => telegramLaunchUrl(),
};

async function openUnder(page: Page, adapter: string) {
  const launch = new URL((await LAUNCH[adapter]?.()) ?? 'http://x/');
  const query = new URLSearchParams({ game: 'conformance-game', adapter });
  for (const [k, v] of launch.searchParams) query.append(k, v);
  await page.goto(`${HOST_ORIGIN}/?${query}${launch.hash}`);
  await page.waitForFunction(() => window.__partner !== undefined);
  await page.evaluate(() => window.__partner.ready);
}

// Modals an adapter opens (an invite link, the sign-in dialog) wait for the player; the test closes them
// every 200 ms until it clears the returned timer.
function closeModals(page: Page) {
  return setInterval(() => void page.evaluate(() => (window.__partner.host as { ui?: { closeAll?: () => void } }).ui?.closeAll?.()).catch(() => {}), 200);
}

test.describe('the conformance game under each adapter, in local mode', () => {
  for (const adapter of ADAPTER_NAMES) {
    test(`${adapter}: every method answers a valid result or a coded error`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await openUnder(page, adapter);
      const closer = closeModals(page);
      try {
        const frame = await gameFrame(page);
        expectConformant(await conformanceRows(frame));
        const log = await page.evaluate(() => window.__partner.log);
        expect(log, log.join('\n')).toContain(`adapter ${adapter} ready for conformance-game`);
        expect(errors).toEqual([]);
      } finally {
        clearInterval(closer);
      }
    });
  }
});

test.describe('a failing platform script in the partner page', () => {
  const cases = [
    ['404', async (page: Page) => page.route('**/simulators/yandex.js', (route) => route.fulfill({ status: 404, body: 'missing' }))],
    ['throws', async (page: Page) => page.addInitScript(() => ((window as { playportSimulatorScenario?: unknown }).playportSimulatorScenario = { init: 'throws' }))],
    ['never calls back', async (page: Page) => page.addInitScript(() => ((window as { playportSimulatorScenario?: unknown }).playportSimulatorScenario = { init: 'silent' }))],
  ] as const;
  for (const [what, arrange] of cases) {
    test(`yandex script ${what}: the adapter fails with a coded error and the game keeps running`, async ({ page }) => {
      await arrange(page);
      await openUnder(page, 'yandex');
      const rows = await conformanceRows(await gameFrame(page));
      const byMethod = Object.fromEntries(rows.map((r) => [r.method, r]));
      expect(byMethod.GetInfo!.status).toBe('ok');
      expect(byMethod.AdsShowVideo!.status).toBe('error');
      expect(isErrorCode(byMethod.AdsShowVideo!.error!.code)).toBe(true);
      const log = await page.evaluate(() => window.__partner.log);
      expect(log.some((line) => line.startsWith('adapter failed for conformance-game'))).toBe(true);
    });
  }
});
