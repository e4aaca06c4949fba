import { expect, test, type Page } from '@playwright/test';
import { GAME_ORIGIN, HOST_ORIGIN, THIRD_ORIGIN } from '../support/origins.js';
import { callInGame } from '../support/call-in-game.js';
import {
  conformanceRows,
  gameFrame,
  installHostProbe,
  navigateFrame,
  openPartner,
  trackPageErrors,
} from '../support/partner-page.js';

// Who may get a port: only the mounted frame, from the allowed origin, echoing the nonce of its URL.
// The probe counts MessageChannels the host creates: one per accepted initialise-port message.

const frameSrc = async (page: Page) => (await page.locator('#slot-1 iframe').getAttribute('src'))!;
const nonceOf = (src: string) => new URLSearchParams(new URL(src).hash.slice(1)).get('playport-nonce')!;
const channels = (page: Page) => page.evaluate(() => window.__probe.channels);

/** Waits until the host page has handled `count` init-port messages from `origin`. */
const initsFrom = (page: Page, origin: string, count = 1) =>
  page.waitForFunction(([o, n]) => window.__probe.initsSeen.filter((i) => i.origin === o).length >= n, [
    origin,
    count,
  ] as const);

async function openConformance(page: Page) {
  await installHostProbe(page);
  await openPartner(page, { game: 'conformance-game' });
  const frame = await gameFrame(page);
  await conformanceRows(frame);
  expect(await channels(page)).toBe(1);
  return frame;
}

test.describe('handshake from the wrong sender', () => {
  test('an init-port posted by the host page itself is ignored', async ({ page }) => {
    const pageErrors = trackPageErrors(page);
    const frame = await openConformance(page);
    const nonce = nonceOf(await frameSrc(page));
    await page.evaluate((n) => {
      window.postMessage({ type: 'playport:init-port', nonce: n, version: { major: 1, minor: 5 }, build: 1047 }, '*');
    }, nonce);
    await initsFrom(page, HOST_ORIGIN);
    expect(await channels(page)).toBe(1);
    expect(await callInGame(frame, 'GetUrlHash')).toMatchObject({ ok: true });
    expect(pageErrors).toEqual([]);
  });

  test('an init-port from a third-origin frame, even with the right nonce, gets no port', async ({ page }) => {
    const frame = await openConformance(page);
    const nonce = nonceOf(await frameSrc(page));
    await page.evaluate((url) => {
      const hostile = document.createElement('iframe');
      hostile.src = url;
      document.body.append(hostile);
    }, `${THIRD_ORIGIN}/hostile/init-sender.html#playport-nonce=${nonce}`);
    await initsFrom(page, THIRD_ORIGIN);
    expect(await channels(page)).toBe(1);
    expect(await callInGame(frame, 'GetUrlHash')).toMatchObject({ ok: true });
  });

  test('a game frame the host did not mount never gets a port', async ({ page }) => {
    const frame = await openConformance(page);
    // The same game, the same origin, even the real nonce: only the frame's identity is wrong.
    const src = await frameSrc(page);
    await page.evaluate((url) => {
      const stray = document.createElement('iframe');
      stray.id = 'stray';
      stray.src = url;
      document.body.append(stray);
    }, src);
    await initsFrom(page, GAME_ORIGIN, 2);
    expect(await channels(page)).toBe(1);

    const stray = await (await page.locator('#stray').elementHandle()).contentFrame();
    await stray!.waitForFunction(() => window.__conformance !== undefined);
    await stray!.evaluate(() => window.__conformance.done);
    // No host answers it, so it runs standalone, as on any page that is not a Playport host.
    expect(await stray!.evaluate(() => window.__conformance.initError)).toBeUndefined();
    expect(await stray!.evaluate(() => window.__playport.mode)).toBe('standalone');
    expect(await callInGame(frame, 'GetUrlHash')).toMatchObject({ ok: true });
  });

  test('the mounted frame navigated to another origin gets no port; back home it connects again', async ({ page }) => {
    const frame = await openConformance(page);
    const src = await frameSrc(page);
    const fragment = new URL(src).hash;

    await navigateFrame(frame, `${THIRD_ORIGIN}/hostile/init-sender.html${fragment}`);
    await initsFrom(page, THIRD_ORIGIN);
    expect(await channels(page)).toBe(1);
    const received = await frame.evaluate(() => window.__received);
    expect(received.filter((m) => m.ports > 0)).toEqual([]);

    await navigateFrame(frame, src);
    await conformanceRows(frame);
    expect(await channels(page)).toBe(2);
  });
  test('a game whose fragment names another host origin never talks to this page', async ({ page }) => {
    const frame = await openConformance(page);
    const url = new URL(await frameSrc(page));
    const fragment = new URLSearchParams(url.hash.slice(1));
    fragment.set('playport-host', THIRD_ORIGIN);
    url.search = '?spoofed=1';
    url.hash = fragment.toString();

    await navigateFrame(frame, url.href);
    await frame.waitForFunction(() => window.__conformance !== undefined);
    await frame.evaluate(() => window.__conformance.done);
    // The SDK addressed its offers to the named origin only, so the browser never delivered them here:
    // no host answered, and the game runs standalone. Only the first document's load reached the host.
    expect(await frame.evaluate(() => window.__conformance.initError)).toBeUndefined();
    expect(await frame.evaluate(() => window.__playport.mode)).toBe('standalone');
    expect(await page.evaluate(() => new Set(window.__probe.initsSeen.map((i) => i.loadId)).size)).toBe(1);
    expect(await channels(page)).toBe(1);
  });
});

test.describe('handshake with wrong content', () => {
  async function openManual(page: Page, extra: Record<string, string> = {}) {
    await installHostProbe(page);
    await page.goto(
      `${HOST_ORIGIN}/?${new URLSearchParams({ game: 'conformance-game', raw: '1', manual: '1', ...extra })}`,
    );
    await page.waitForFunction(() => window.__partner !== undefined);
    const frame = await gameFrame(page);
    await frame.waitForFunction(() => window.__raw !== undefined);
    return frame;
  }

  test('a wrong nonce from the mounted frame is ignored', async ({ page }) => {
    const frame = await openManual(page);
    await frame.evaluate(() => window.__raw.sendInit({ nonce: 'guessed' }));
    await initsFrom(page, GAME_ORIGIN);
    expect(await channels(page)).toBe(0);
    for (const bad of [
      { version: '1.5' },
      { version: { major: -1, minor: 0 } },
      { build: 'x' },
      { nonce: 'n'.repeat(5000) },
    ]) {
      await frame.evaluate((b) => window.__raw.sendInit(b), bad);
    }
    await initsFrom(page, GAME_ORIGIN, 5);
    expect(await channels(page)).toBe(0);

    await frame.evaluate(() => window.__raw.sendInit());
    await frame.evaluate(() => window.__raw.ready);
    expect(await channels(page)).toBe(1);
    expect(
      await frame.evaluate(() => window.__raw.windowMessages.map((m) => (m.data as { type: string }).type)),
    ).toEqual(['playport:port']);
  });

  test('another major protocol version is refused with a clear message; a newer minor connects', async ({ page }) => {
    const frame = await openManual(page, { major: '2' });
    await frame.evaluate(() => window.__raw.sendInit());
    await frame.waitForFunction(() => window.__raw.windowMessages.length > 0);
    const [refused] = await frame.evaluate(() => window.__raw.windowMessages);
    expect(refused).toMatchObject({
      origin: HOST_ORIGIN,
      ports: 0,
      data: { type: 'playport:refused', code: 'VersionMismatch' },
    });
    expect((refused!.data as { message: string }).message).toMatch(/major version 1/);
    expect(await channels(page)).toBe(0);

    await frame.evaluate(() => window.__raw.sendInit({ version: { major: 1, minor: 9 } }));
    await frame.evaluate(() => window.__raw.ready);
    expect(await channels(page)).toBe(1);
  });

  test('a page on another origin cannot frame a game (frame-ancestors)', async ({ page }) => {
    const game = `${GAME_ORIGIN}/conformance-game/#playport-nonce=n&playport-host=${encodeURIComponent(THIRD_ORIGIN)}`;
    const response = page.waitForResponse((r) => r.url().startsWith(`${GAME_ORIGIN}/conformance-game/`));
    await page.goto(`${THIRD_ORIGIN}/hostile/frames-game.html?src=${encodeURIComponent(game)}`);
    expect((await response).headers()['content-security-policy']).toBe(`frame-ancestors ${HOST_ORIGIN}`);
    await page.evaluate(() => window.__frameLoaded);
    const child = page.frames().find((f) => f !== page.mainFrame());
    expect(await child?.evaluate(() => location.origin).catch(() => 'blocked')).not.toBe(GAME_ORIGIN);
    expect(await page.evaluate(() => window.__received)).toEqual([]);
  });
});
