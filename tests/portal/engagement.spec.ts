import { expect, test, type Page, type Request } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { openDrivenConformanceGame, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

// An event id of the game's own, outside the portal's range, so no other event can be mistaken for it.
const GAME_EVENT_ID = 900_000_000 + Math.floor(Math.random() * 1_000_000);

interface TrackBody {
  SessionId: string;
  Platform: number;
  BuildId: number;
  Events: Record<string, unknown>[];
}

const openGame = openDrivenConformanceGame;

function recordRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) seen.push(request);
  });
  return seen;
}

const withGameEvent = (requests: Request[]) =>
  requests.map((r) => r.postDataJSON() as TrackBody).filter((b) => b.Events.some((e) => e.EventId === GAME_EVENT_ID));

test('StatEvent waits for StatInitialize, then reaches /analytics/track in a clean batch', async ({ page }) => {
  await page.clock.install();
  const tracks = recordRequests(page, '/analytics/track');
  const game = await openGame(page);

  // The seeded games route every event but the sdk_* ones to the portal's queue (fxidsdk).
  const queued = await callInGame(game, 'StatEvent', {
    name: String(GAME_EVENT_ID),
    type: 'TutorialStep',
    value: 2,
    data: { note: null },
  });
  expect(queued).toEqual({ ok: true, result: { queued: true } });
  // Well past the 1000 ms stat check and the queue's flush interval: nothing may leave yet.
  await page.clock.runFor(15_000);
  expect(withGameEvent(tracks)).toEqual([]);

  expect(await callInGame(game, 'StatInitialize', { userId: 'player-7', build: '12' })).toEqual({
    ok: true,
    result: { initialized: true },
  });
  await page.clock.runFor(15_000);
  await expect.poll(() => withGameEvent(tracks).length).toBe(1);

  const [body] = withGameEvent(tracks);
  expect(body).toMatchObject({ Platform: 24, BuildId: 1047 });
  expect(body!.SessionId).toMatch(/^[0-9a-f]{32}$/);
  const event = body!.Events.find((e) => e.EventId === GAME_EVENT_ID)!;
  expect(event).toMatchObject({ UserId: 'player-7', Build: 12, Platform: 24, F1: 2, S1: 'TutorialStep' });
  expect(typeof event.CreatedAt).toBe('string');
  expect(JSON.stringify(body)).not.toContain('null');

  const response = await tracks.find((r) => withGameEvent([r]).length)!.response();
  expect(response?.status()).toBe(204);
});

test('SendInGameEvent sends an event a seeded rule matches, and not one it does not', async ({ page, context }) => {
  const sends = recordRequests(page, '/cross-play/events/send');
  const game = await openGame(page);
  expect(await callInGame(game, 'SendInGameEvent', { eventCode: 'win', p1: 'level' })).toEqual({
    ok: true,
    result: { sent: false, matchedRules: [] },
  });
  expect(sends).toHaveLength(0);

  const other = await context.newPage();
  await signInPortal(other, 'crossplay');
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  expect(token).toBeTruthy();

  // The conformance game's seeded rule: code `win`, Filter1 `level`.
  const matched = await callInGame(game, 'SendInGameEvent', { eventCode: 'win', value: '1', p1: 'level' });
  expect(matched).toEqual({
    ok: true,
    result: { sent: true, matchedRules: [{ Code: 'win', Filter1: 'level', Filter2: null, Filter3: null }] },
  });
  expect(await callInGame(game, 'SendInGameEvent', { eventCode: 'win', p1: 'boss' })).toEqual({
    ok: true,
    result: { sent: false, matchedRules: [] },
  });
  expect(await callInGame(game, 'SendInGameEvent', { eventCode: 'lose', p1: 'level' })).toEqual({
    ok: true,
    result: { sent: false, matchedRules: [] },
  });

  expect(sends.map((r) => r.postDataJSON())).toEqual([
    { GameSystemName: 'conformance-game', EventCode: 'win', Value: '1', P1: 'level', P2: null, P3: null },
  ]);
  const quests = (await (
    await fetch(`${PORTAL_ORIGIN}/api/v1/cross-play/quests/my`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { Id: string; Progress: number }[];
  expect(quests.find((q) => q.Id === 'quest-first-win')?.Progress).toBe(1);
});

test('the game pushes to the portal data layer, and the host and the portal add their sdk_* and site_* events', async ({
  page,
}) => {
  const game = await openGame(page);
  // Before ChangeLanguage below, while the toolbar still reads in English.
  await page.getByRole('toolbar').getByRole('button', { name: 'Share', exact: true }).click();
  await page.keyboard.press('Escape');
  expect(
    await callInGame(game, 'GoogleTagManagerPushToDataLayer', { event: 'level_up', data: { level: 4, hard: true } }),
  ).toEqual({ ok: true, result: { pushed: true } });
  const polluting = await game.evaluate(() =>
    (window.__playport.call as (m: string, p: unknown) => Promise<unknown>)('GoogleTagManagerPushToDataLayer', {
      event: 'x',
      data: JSON.parse('{"__proto__":{"polluted":1}}'),
    }).then(
      () => 'pushed',
      (e: { code: string }) => e.code,
    ),
  );
  // The protocol's schema leaves a `__proto__` key out before the host sees the payload.
  expect(polluting).toBe('pushed');
  expect((await callInGame(game, 'ChangeLanguage', { language: 'de' })).ok).toBe(true);
  expect((await callInGame(game, 'GameStarted')).ok).toBe(true);

  const layer = await page.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
  expect(layer).toContainEqual({ event: 'level_up', level: 4, hard: true });
  expect(layer).toContainEqual({ event: 'sdk_language_changed', language: 'de' });
  expect(layer).toContainEqual({ event: 'sdk_game_started' });
  expect(layer).toContainEqual({ event: 'site_share' });
  expect(layer).toContainEqual({ event: 'x' });
  const clean = await page.evaluate(() => {
    const entry = (window as unknown as { dataLayer: object[] }).dataLayer.find(
      (e) => (e as { event?: string }).event === 'x',
    )!;
    return Object.getPrototypeOf(entry) === Object.prototype && !('polluted' in entry) && !('polluted' in {});
  });
  expect(clean).toBe(true);

  // The portal's own events are not the game's to push.
  for (const event of ['login', 'site_purchase_confirmed', 'sdk_product_purchase_completed', 'gtm.load']) {
    expect(await callInGame(game, 'GoogleTagManagerPushToDataLayer', { event, data: { method: 'spoofed' } })).toEqual({
      ok: false,
      error: {
        code: 'InvalidParams',
        message: `The data-layer event '${event}' is reserved for the portal`,
        field: undefined,
      },
    });
  }
  const spoofed = await page.evaluate(
    () =>
      (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => e.method === 'spoofed')
        .length,
  );
  expect(spoofed).toBe(0);
});
