import { expect, test, type Frame, type Page, type Route } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { openDrivenConformanceGame } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

// Analytics under faults, against the real server: every event the game sent is stored exactly once,
// whatever happens to the API or the page. Events carry an id of the test's own and their index in F1.

const TRACK = '**/api/v1/analytics/track';

interface Stored {
  Batches: { BatchId: string | null; Events: { EventId: number; Fields: { F1?: number } }[] }[];
}

/** The conformance game, driven by the test, with Stat initialized. */
async function openGame(page: Page): Promise<Frame> {
  const game = await openDrivenConformanceGame(page);
  expect(await callInGame(game, 'StatInitialize', { userId: 'player-faults', build: '3' })).toEqual({
    ok: true,
    result: { initialized: true },
  });
  return game;
}

/** Sends events `from`..`to - 1` of the run `eventId` from the game. */
async function sendEvents(game: Frame, eventId: number, from: number, to: number) {
  for (let i = from; i < to; i++) {
    expect(await callInGame(game, 'StatEvent', { name: String(eventId), type: 'TutorialStep', value: i })).toEqual({
      ok: true,
      result: { queued: true },
    });
  }
}

/** The page's analytics session id, as its stored batches name it (the queue writes them shortly after events arrive). */
async function sessionOf(page: Page): Promise<string | null> {
  await expect.poll(() => storedSession(page)).not.toBeNull();
  return storedSession(page);
}

const storedSession = (page: Page) =>
  page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem('PlayportAnalytics') ?? '{}') as Record<string, unknown>;
    for (const key of Object.keys(index)) {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { envelope?: { SessionId?: string } } | null;
      if (stored?.envelope?.SessionId) return stored.envelope.SessionId;
    }
    return null;
  });

/** How often the server stored each F1 of the run `eventId` in session `sessionId`. */
async function storedCounts(sessionId: string, eventId: number): Promise<Record<number, number>> {
  const res = await fetch(`${PORTAL_ORIGIN}/dev/analytics/${sessionId}`);
  const body = (await res.json()) as Stored;
  const counts: Record<number, number> = {};
  for (const batch of body.Batches) {
    for (const e of batch.Events) if (e.EventId === eventId) counts[e.Fields.F1!] = (counts[e.Fields.F1!] ?? 0) + 1;
  }
  return counts;
}

const once = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [i, 1]));
const newRun = () => 900_000_000 + Math.floor(Math.random() * 1_000_000);

test('a 25 s API outage: every event sent meanwhile is stored once when the API is back', async ({ page }) => {
  const run = newRun();
  await page.clock.install();
  const game = await openGame(page);
  let down = true;
  let refused = 0;
  await page.route(TRACK, (route: Route) => (down ? (refused++, route.abort('connectionrefused')) : route.continue()));
  // 35 events over the 25 s the API is away.
  for (let second = 0; second < 25; second += 5) {
    await sendEvents(game, run, (second * 7) / 5, ((second + 5) * 7) / 5);
    await page.clock.runFor(5000);
  }
  expect(refused).toBeGreaterThan(0);
  const sessionId = await sessionOf(page);
  down = false;
  // Time goes on (the retry waits have grown to at most 60 s) until everything is stored.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10_000);
        return storedCounts(sessionId ?? '', run);
      },
      { timeout: 30_000 },
    )
    .toEqual(once(35));
  expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
});

test('navigating away with events queued: all of them reach the server, once', async ({ page }) => {
  const run = newRun();
  const game = await openGame(page);
  // Ten events inside the flush interval: nothing has been sent when the player leaves.
  await sendEvents(game, run, 0, 10);
  const sessionId = (await sessionOf(page))!;
  await page.goto('about:blank');
  // The beacon has no answer to wait for: poll as long as a loaded machine may take to store it.
  await expect.poll(() => storedCounts(sessionId, run), { timeout: 20_000 }).toEqual(once(10));
});

test('leaving while the API is away: the next page of the portal sends what was left, once', async ({ page }) => {
  const run = newRun();
  // The API is away for this page's requests (the route) and for its last attempt on leaving: the
  // beacon and the keepalive fetch it falls back to both fail (a request made while the page unloads
  // is not reliably routed).
  await page.addInitScript(() => {
    const fetch = window.fetch.bind(window);
    navigator.sendBeacon = () => false;
    window.fetch = (input, init) =>
      init?.keepalive ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init);
  });
  const game = await openGame(page);
  await page.route(TRACK, (route) => route.abort('connectionrefused'));
  await sendEvents(game, run, 0, 10);
  const sessionId = (await sessionOf(page))!;
  await page.goto('about:blank');
  expect(await storedCounts(sessionId, run)).toEqual({});
  await page.unroute(TRACK);
  await page.goto(`${PORTAL_ORIGIN}/?lng=en`);
  await expect.poll(() => storedCounts(sessionId, run)).toEqual(once(10));
});

test('a lost response: the batch the server stored is sent again under its id and not stored twice', async ({
  page,
}) => {
  const run = newRun();
  await page.clock.install();
  const game = await openGame(page);
  let lost = 0;
  await page.route(TRACK, async (route) => {
    const body = route.request().postDataJSON() as { Events: { EventId: number }[] };
    if (lost < 2 && body.Events.some((e) => e.EventId === run)) {
      // The server answers, the browser never sees it.
      await route.fetch();
      lost++;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await sendEvents(game, run, 0, 10);
  const sessionId = (await sessionOf(page))!;
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5000);
        return [lost, await storedCounts(sessionId, run)];
      },
      { timeout: 30_000 },
    )
    .toEqual([2, once(10)]);
  const batches = (
    (await (await fetch(`${PORTAL_ORIGIN}/dev/analytics/${sessionId}`)).json()) as Stored
  ).Batches.filter((b) => b.Events.some((e) => e.EventId === run));
  expect(batches.map((b) => b.BatchId)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
});
