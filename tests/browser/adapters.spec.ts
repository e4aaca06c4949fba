import { expect, test, type Page } from '@playwright/test';
import { ADAPTER_NAMES } from '../../host/src/adapter/adapter-names.js';
import {
  agLaunchUrl,
  okLaunchUrl,
  telegramLaunchUrl,
  vkLaunchUrl,
  vkPlayLaunchUrl,
} from '../../adapters/src/testing/launch-urls.js';
import { HOST_ORIGIN } from '../support/origins.js';
import { conformanceRows, gameFrame, trackPageErrors } from '../support/partner-page.js';
import { isErrorCode } from '../support/expect-conformant.js';
import { PARTNER_OUTCOMES } from '../support/adapter-outcomes.js';
import { dismissDialogsAsTheyOpen } from '../support/portal.js';
import { METHODS, type MethodName } from '../../sdk/src/protocol/index.js';

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

test.describe('the conformance game under each adapter, in local mode', () => {
  for (const adapter of ADAPTER_NAMES) {
    test(`${adapter}: every method gives exactly this platform's outcome in a partner's page`, async ({ page }) => {
      const errors = trackPageErrors(page);
      // Dialogs close as they open, as a player would close them; the game's own info modal stays.
      await dismissDialogsAsTheyOpen(page, ['Conformance'], HOST_ORIGIN);
      await openUnder(page, adapter);
      const rows = await conformanceRows(await gameFrame(page));
      expect(rows.map((r) => r.method)).toEqual([...METHODS]);
      for (const row of rows) {
        const outcome =
          row.status === 'ok'
            ? { status: 'ok', result: row.result }
            : { status: 'error', error: { code: row.error!.code, message: row.error!.message } };
        expect.soft(outcome, `${adapter} ${row.method}`).toEqual(PARTNER_OUTCOMES[adapter][row.method as MethodName]);
      }
      expect(test.info().errors.length, 'mismatches, each shown above').toBe(0);
      const log = await page.evaluate(() => window.__partner.log);
      expect(log, log.join('\n')).toContain(`adapter ${adapter} ready for conformance-game`);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a failing platform script in the partner page', () => {
  const cases = [
    [
      '404',
      async (page: Page) =>
        page.route('**/simulators/yandex.js', (route) => route.fulfill({ status: 404, body: 'missing' })),
    ],
    [
      'throws',
      async (page: Page) =>
        page.addInitScript(
          () => ((window as { playportSimulatorScenario?: unknown }).playportSimulatorScenario = { init: 'throws' }),
        ),
    ],
    [
      'never calls back',
      async (page: Page) =>
        page.addInitScript(
          () => ((window as { playportSimulatorScenario?: unknown }).playportSimulatorScenario = { init: 'silent' }),
        ),
    ],
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
