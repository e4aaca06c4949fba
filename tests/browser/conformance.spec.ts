import { expect, test } from '@playwright/test';
import { METHODS } from '../../sdk/src/protocol/index.js';
import { GAME_ORIGIN, HOST_ORIGIN } from '../support/origins.js';
import { conformanceRows, gameFrame, openPartner, trackPageErrors } from '../support/partner-page.js';
import { expectConformant } from '../support/expect-conformant.js';

test.describe('conformance game inside the partner page', () => {
  test('answers every method with a valid result or a coded error', async ({ page }) => {
    const pageErrors = trackPageErrors(page);
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);

    expect(await page.evaluate(() => location.origin)).toBe(HOST_ORIGIN);
    expect(await frame.evaluate(() => location.origin)).toBe(GAME_ORIGIN);

    const rows = await conformanceRows(frame);
    expectConformant(rows);
    for (const row of rows) expect(row.via, `${row.method} has a typed client method`).toBe('method');
    // The table in the page shows the same answers the suite read.
    await expect(frame.locator('#results tr')).toHaveCount(METHODS.length);
    expect(pageErrors).toEqual([]);
  });

  test('runs the game in its own process, on another site', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const cdp = await page.context().newCDPSession(page);
    const { targetInfos } = await cdp.send('Target.getTargets');
    const frames = targetInfos.filter((t) => t.type === 'iframe' && t.url.startsWith(GAME_ORIGIN));
    expect(frames).toHaveLength(1);
  });

  test('GetInfo reports SDK 1.5 build 1047, the game and the safe area', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    const info = await frame.evaluate(() => window.__playport.getInfo());
    expect(info.sdk).toEqual({ version: { major: 1, minor: 5 }, buildNumber: 1047 });
    expect(info.game).toBe('conformance-game');
    for (const side of ['left', 'right', 'top', 'bottom'] as const) {
      expect(Number.isFinite(info.environment.safeArea[side]), side).toBe(true);
      expect(info.environment.safeArea[side]).toBeGreaterThanOrEqual(0);
    }
    expect(typeof info.environment.isMobile).toBe('boolean');

    // A partner page with a notch sets the variables; the game gets the numbers.
    await page.evaluate(() => document.documentElement.style.setProperty('--safe-area-inset-top', '24px'));
    const notched = await frame.evaluate(() => window.__playport.getInfo());
    expect(notched.environment.safeArea).toEqual({ left: 0, right: 0, top: 24, bottom: 0 });
  });

  test('SetUrlHash then GetUrlHash round-trips through the host page URL', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    const set = await frame.evaluate(() => window.__playport.setUrlHash({ hash: 'room=7&seat=2' }));
    expect(set.hash).toBe('room=7&seat=2');
    expect(await frame.evaluate(() => window.__playport.getUrlHash())).toEqual({ hash: 'room=7&seat=2' });
    expect(new URL(page.url()).hash).toBe('#room=7&seat=2');
  });

  test('ChangeLanguage to an unsupported language falls back to en', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game', lang: 'de' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    expect(await frame.evaluate(() => window.__playport.changeLanguage({ language: 'xx' }))).toEqual({
      language: 'en',
    });
    expect(await frame.evaluate(() => window.__playport.changeLanguage({ language: 'pt-BR' }))).toEqual({
      language: 'pt-br',
    });
    await expect(page.locator('#language')).toHaveValue('pt-br');
  });

  test('pushes LanguageChanged when the partner page changes language', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game', lang: 'en' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    await page.locator('#language').selectOption('fr');
    await frame.waitForFunction(() =>
      window.__conformance.events.some(
        (e) => e.name === 'LanguageChanged' && (e.payload as { language: string }).language === 'fr',
      ),
    );
    // A state event replays its last value to a listener that subscribes late.
    const replayed = await frame.evaluate(
      () => new Promise((resolve) => window.__playport.on('LanguageChanged', (payload) => resolve(payload))),
    );
    expect(replayed).toEqual({ language: 'fr' });
  });

  test('pushes the connection state events after the handshake', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    await frame.waitForFunction(() => {
      const names = new Set(window.__conformance.events.map((e) => e.name));
      return ['LanguageChanged', 'OrientationChanged', 'UserInfoChanged'].every((n) => names.has(n));
    });
  });
});

test.describe('hello game', () => {
  test('shows the player and the language from the host', async ({ page }) => {
    await openPartner(page, { game: 'hello-game', lang: 'de' });
    const frame = await gameFrame(page);
    await expect(frame.locator('#mode')).toHaveText('host');
    await expect(frame.locator('#player')).toHaveText('guest');
    await expect(frame.locator('#language')).toHaveText('de');
    await frame.locator('#play').click();
    await expect(frame.locator('#status')).toHaveText('Playing!');
    await page.locator('#language').selectOption('ja');
    await expect(frame.locator('#language')).toHaveText('ja');
  });

  test('opened on its own, runs in standalone mode', async ({ page }) => {
    await page.goto(`${GAME_ORIGIN}/hello-game/`);
    await expect(page.locator('#mode')).toHaveText('standalone');
    await expect(page.locator('#play')).toBeEnabled();
  });
});
