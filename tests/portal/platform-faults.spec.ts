import { expect, test, type Frame, type Page, type Route } from '@playwright/test';
import { callInGame, type Outcome } from '../support/call-in-game.js';
import { frameAt } from '../support/portal.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

// Platform faults under the Yandex adapter in local mode: the Yandex simulator stands in for `/sdk.js`
// and takes its scenario from `playportSimulatorScenario`. Time runs on the page's clock.

const YANDEX_SCRIPT = '**/dev/simulators/yandex.js';
// The conformance game without its start-up run, so the test makes every call itself; it waits for
// the calls that wait for the player as long as the SDK's default (15 minutes), so what it sees is the host's answer.
const QUIET_GAME = [
  'window.CONFORMANCE_SAMPLES = [];',
  'const sdkInit = Playport.init;',
  'window.Playport = Object.freeze({ ...Playport, init: (options) => sdkInit({ ...options, interactiveTimeout: 900000 }) });',
].join('\n');
const NOT_INITIALIZED = { ok: false, error: { code: 'NotConnected', message: 'Not initialized' } };

async function openUnderYandex(page: Page, scenario: Record<string, unknown> = {}): Promise<Frame> {
  await page.clock.install();
  await page.route('**/conformance-game/samples.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: QUIET_GAME }),
  );
  await page.addInitScript(
    ({ origin, scenario }) => {
      if (location.origin === origin)
        (window as unknown as { playportSimulatorScenario: unknown }).playportSimulatorScenario = scenario;
    },
    { origin: PORTAL_ORIGIN, scenario },
  );
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/yandex?lng=en`);
  const game = await frameAt(page, `${PORTAL_GAMES_ORIGIN}/conformance-game/`);
  await game.waitForFunction(() => window.__playport !== undefined);
  return game;
}

/** Starts a call in the game and returns a reader of its outcome: undefined while it has no answer. */
async function startCall(game: Frame, method: string): Promise<() => Promise<Outcome | undefined>> {
  const id = await game.evaluate((m) => {
    const w = window as unknown as { __calls?: (Outcome | undefined)[] };
    const calls = (w.__calls ??= []);
    const slot = calls.push(undefined) - 1;
    window.__playport.call(m as 'GetInfo').then(
      (result) => void (calls[slot] = { ok: true, result }),
      (err: { code: string; message: string }) =>
        void (calls[slot] = { ok: false, error: { code: err.code, message: err.message } }),
    );
    return slot;
  }, method);
  return () => game.evaluate((slot) => (window as unknown as { __calls: (Outcome | undefined)[] }).__calls[slot], id);
}

/** Runs the page's clock `stepMs` at a time until `read` has an answer (the test's timeout bounds it). */
async function answerAsTimePasses<T>(page: Page, read: () => Promise<T | undefined>, stepMs = 1_000): Promise<T> {
  for (;;) {
    const answer = await read();
    if (answer !== undefined) return answer;
    await page.clock.runFor(stepMs);
  }
}

const events = (game: Frame, name: string) =>
  game.evaluate((n) => window.__conformance.events.filter((e) => e.name === n).map((e) => e.payload), name);

/** The frame that runs the host and the platform's script. */
const hostFrame = (page: Page): Frame =>
  page.frames().find((f) => f.url().startsWith(`${PORTAL_ORIGIN}/play/conformance-game/iframe/yandex`))!;
const simulatorCalls = (page: Page) =>
  hostFrame(page).evaluate(
    () => (window as unknown as { playportSimulatorScenario: { calls: string[] } }).playportSimulatorScenario.calls,
  );
const adsStarted = async (page: Page) =>
  (await simulatorCalls(page)).filter((c) => c === 'showRewardedVideo' || c === 'showFullscreenAdv');

test('yandex: a platform script 10 s late: a call that waited 8 s is answered Not initialized, and the adapter starts when the script arrives', async ({
  page,
}) => {
  let release!: () => void;
  const arrives = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route(YANDEX_SCRIPT, async (route: Route) => {
    requests.push(route.request().url());
    await arrives;
    await route.continue();
  });
  const game = await openUnderYandex(page, { calls: [] });
  await expect.poll(() => requests.length).toBe(1);

  // A call made while the script loads waits 8 s, then is answered.
  const waiting = await startCall(game, 'AdsVideoReady');
  expect(await answerAsTimePasses(page, waiting)).toEqual(NOT_INITIALIZED);
  expect(await events(game, 'AdsVideoAvailable')).toEqual([]);

  // The script arrives in its 10th second, while another call waits: the adapter starts, answers it,
  // tells the game, and answers as on a fast load from then on.
  await page.clock.runFor(2_000);
  const meanwhile = await startCall(game, 'GetFriends');
  expect(await meanwhile()).toBeUndefined();
  release();
  await expect.poll(meanwhile).toEqual({ ok: true, result: { friends: [] } });
  await expect.poll(() => events(game, 'AdsVideoAvailable')).toEqual([{ available: true }]);
  expect(await callInGame(game, 'AdsVideoReady')).toEqual({ ok: true, result: { ready: true } });
  expect(await callInGame(game, 'AdsShowInterstitial')).toEqual({ ok: true, result: { outcome: 'finished' } });
  // The game heard the player before the platform was there, and hears the platform's player now.
  await expect
    .poll(async () => (await events(game, 'UserInfoChanged')).at(-1))
    .toMatchObject({ social: { social: 'YandexGames', userId: 'ya-player-1' } });
  expect((await events(game, 'UserInfoChanged'))[0]).toMatchObject({ social: null });
  expect(requests).toHaveLength(1);
  expect((await simulatorCalls(page)).filter((c) => c === 'init')).toEqual(['init']);
});

test('yandex: a platform script that fails to load is answered with its error, and a call 5 s later loads it again', async ({
  page,
}) => {
  let missing = true;
  const requests: number[] = [];
  await page.route(YANDEX_SCRIPT, (route) => {
    requests.push(missing ? 404 : 200);
    return missing ? route.fulfill({ status: 404, body: 'missing' }) : route.continue();
  });
  const game = await openUnderYandex(page, { calls: [] });
  const failed = {
    ok: false,
    error: {
      code: 'NotConnected',
      message:
        "Adapter 'yandex' failed to start: Failed to load the platform script /dev/simulators/yandex.js: Failed to load script /dev/simulators/yandex.js",
    },
  };
  expect(await callInGame(game, 'AdsVideoReady')).toEqual(failed);

  // The script is back; the calls of the next 5 s get the failure at once, without asking again.
  missing = false;
  expect(await callInGame(game, 'AdsVideoReady')).toEqual(failed);
  expect(requests).toEqual([404]);
  await page.clock.runFor(5_000);
  expect(await callInGame(game, 'AdsVideoReady')).toEqual({ ok: true, result: { ready: true } });
  await expect.poll(() => events(game, 'AdsVideoAvailable')).toEqual([{ available: true }]);
  expect(requests).toEqual([404, 200]);
});

test('yandex: while an ad is stuck a second ad is refused, and the stuck one ends in Timeout', async ({ page }) => {
  const game = await openUnderYandex(page, { rewarded: 'silent', calls: [] });
  await expect.poll(() => events(game, 'AdsVideoAvailable')).toEqual([{ available: true }]);

  const first = await startCall(game, 'AdsShowVideo');
  await expect.poll(() => adsStarted(page)).toEqual(['showRewardedVideo']);
  expect(await callInGame(game, 'AdsShowVideo')).toEqual({
    ok: false,
    error: { code: 'NotSupported', message: 'AdsShowVideo: an ad is still showing; only one is shown at a time' },
  });
  expect(await callInGame(game, 'AdsShowInterstitial')).toEqual({
    ok: false,
    error: {
      code: 'NotSupported',
      message: 'AdsShowInterstitial: an ad is still showing; only one is shown at a time',
    },
  });
  expect(await adsStarted(page)).toEqual(['showRewardedVideo']);
  expect(await first()).toBeUndefined();

  // The platform never calls back: after three minutes the first call ends, and the slot is free.
  expect(await answerAsTimePasses(page, first, 10_000)).toEqual({
    ok: false,
    error: { code: 'Timeout', message: 'AdsShowVideo: the ad did not end within 180000 ms' },
  });
  expect(await callInGame(game, 'AdsShowInterstitial')).toEqual({ ok: true, result: { outcome: 'finished' } });
  expect(await adsStarted(page)).toEqual(['showRewardedVideo', 'showFullscreenAdv']);
});
