import { expect, test, type Frame, type Page } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { conformanceRows } from '../support/partner-page.js';
import { frameAt, whileClosingDialogs } from '../support/portal.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

// The portal's own video ads under fxid, in local mode: the fxid simulator stands in for YAN's
// context.js and for adsbygoogle.js, and takes its scenario from `playportSimulatorScenario`.

async function openFxid(page: Page, scenario: Record<string, string> = {}): Promise<Frame> {
  await page.addInitScript(
    (s) => ((window as { playportSimulatorScenario?: unknown }).playportSimulatorScenario = s),
    scenario,
  );
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/fxid?lng=en`);
  const game = await frameAt(page, `${PORTAL_GAMES_ORIGIN}/conformance-game/`);
  // The run's invite and sign-in modals wait for the player; Escape closes them.
  await whileClosingDialogs(page, () => conformanceRows(game));
  return game;
}

const events = (game: Frame) => game.evaluate(() => window.__conformance.events.map((e) => ({ ...e })));
const lastOf = async (game: Frame, name: string) => (await events(game)).filter((e) => e.name === name).at(-1)?.payload;

async function show(game: Frame, method: 'AdsShowVideo' | 'AdsShowInterstitial') {
  const before = (await events(game)).length;
  const outcome = await callInGame(game, method);
  if (!outcome.ok) throw new Error(`${method}: ${outcome.error.code}: ${outcome.error.message}`);
  await expect.poll(async () => (await events(game)).length).toBeGreaterThan(before);
  return {
    result: outcome.result,
    event: (await events(game)).slice(before).find((e) => e.name.startsWith('Ads'))?.name,
  };
}

test('fxid: rewarded video through the ad network and an interstitial through ad breaks reach the game', async ({
  page,
}) => {
  const game = await openFxid(page);
  await expect.poll(() => lastOf(game, 'AdsVideoAvailable')).toEqual({ available: true });
  await expect.poll(() => lastOf(game, 'AdsInterstitialAvailable')).toEqual({ available: true });
  expect(await show(game, 'AdsShowVideo')).toEqual({ result: { outcome: 'finished' }, event: 'AdsFinished' });
  expect(await show(game, 'AdsShowInterstitial')).toEqual({ result: { outcome: 'finished' }, event: 'AdsFinished' });
});

test('fxid: a rewarded ad closed without the reward is skipped, a capped ad break failed', async ({ page }) => {
  const game = await openFxid(page, { rewarded: 'closed', adBreak: 'frequencyCapped' });
  expect(await show(game, 'AdsShowVideo')).toMatchObject({ result: { outcome: 'skipped' }, event: 'AdsSkipped' });
  expect(await show(game, 'AdsShowInterstitial')).toMatchObject({ result: { outcome: 'failed' }, event: 'AdsFailed' });
});

test('fxid: an ad script that fails to load leaves the ads unavailable and the game running', async ({ page }) => {
  await page.route('**/dev/simulators/fxid.js', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const game = await openFxid(page);
  await expect.poll(() => lastOf(game, 'AdsVideoAvailable')).toEqual({ available: false });
  await expect.poll(() => lastOf(game, 'AdsInterstitialAvailable')).toEqual({ available: false });
  expect(await callInGame(game, 'AdsVideoReady')).toEqual({ ok: true, result: { ready: false } });
  expect(await show(game, 'AdsShowVideo')).toMatchObject({
    result: { outcome: 'failed', reason: 'AdsNotConnected' },
    event: 'AdsFailed',
  });
  expect(await callInGame(game, 'GetInfo')).toMatchObject({ ok: true });
});
