import { expect, test, type Page } from '@playwright/test';
import { GAME_ORIGIN, HOST_ORIGIN } from '../support/origins.js';
import { callInGame } from '../support/call-in-game.js';
import { gameFrame, installHostProbe } from '../support/partner-page.js';

// A slow phone, played by Chromium's CPU throttling on the host page; the games on their own site.

const GAMES = 16;

async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens the partner page without waiting for its games to connect. */
async function openPartnerPage(page: Page, params: Record<string, string>) {
  await page.goto(`${HOST_ORIGIN}/?${new URLSearchParams(params)}`);
  await page.waitForFunction(() => window.__partner !== undefined);
}

test('under 8× CPU throttling, all 16 games on one page connect to the host', async ({ page }) => {
  test.setTimeout(180_000);
  await throttleCpu(page, 8);
  await openPartnerPage(page, { game: 'hello-game' });
  await page.evaluate(
    ({ count, src }) => {
      const { host, games } = window.__partner;
      for (let i = games.length; i < count; i++) {
        const slot = document.createElement('div');
        slot.id = `slot-${i + 1}`;
        document.getElementById('slots')!.append(slot);
        const mounted = host.mountGame({ container: slot, src, game: 'hello-game', title: `hello ${i + 1}` });
        games.push({ name: 'hello-game', slot, mounted });
      }
    },
    { count: GAMES, src: `${GAME_ORIGIN}/hello-game/` },
  );

  // Each game ends up connected, standalone, or with an init error in its status line.
  const outcomes: string[] = [];
  for (let slot = 1; slot <= GAMES; slot++) {
    const frame = await gameFrame(page, slot);
    await frame.waitForFunction(
      () => document.getElementById('mode')!.textContent !== '…' || document.getElementById('status')!.textContent,
      undefined,
      { timeout: 150_000, polling: 250 },
    );
    outcomes.push(
      await frame.evaluate(
        () => document.getElementById('mode')!.textContent + document.getElementById('status')!.textContent,
      ),
    );
  }
  expect(outcomes).toEqual(Array.from({ length: GAMES }, () => 'host'));
  const connected = await page.evaluate(
    () => window.__partner.games.filter((g) => g.mounted.connection.isConnected).length,
  );
  expect(connected).toBe(GAMES);
});

test('a game that calls init() after every host timeout has passed is still served', async ({ page }) => {
  test.setTimeout(90_000);
  await installHostProbe(page);
  // `raw` + `manual`: the conformance game loads the SDK and waits; nothing is offered to the host.
  await openPartnerPage(page, { game: 'conformance-game', raw: '1', manual: '1' });
  const frame = await gameFrame(page);
  await frame.waitForFunction(() => window.__raw !== undefined);
  // The host gives up on `connected` after its connect timeout (20 s), well past its handshake warning
  // (10 s); the game offers its init only then.
  const gaveUp = await page.evaluate(() =>
    window.__partner.games[0]!.mounted.connection.connected.then(
      () => 'connected',
      (err: Error) => err.message,
    ),
  );
  expect(gaveUp).toBe('Not initialized');

  const mode = await frame.evaluate(async () => {
    const sdk = (window as unknown as { Playport: { init(): Promise<Window['__playport']> } }).Playport;
    window.__playport = await sdk.init();
    return window.__playport.mode;
  });
  expect(mode).toBe('host');
  expect(await callInGame(frame, 'GetUrlHash')).toMatchObject({ ok: true });
  expect(await page.evaluate(() => window.__partner.games[0]!.mounted.connection.isConnected)).toBe(true);
  expect(await page.evaluate(() => window.__probe.channels)).toBe(1);
});
