import { expect, test } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { apiPost, gameFrameOf, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

test('the game hears UserInfoChanged and reads the signed-in user through GetInfo', async ({ page, context }) => {
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game?lng=en`);
  const game = await gameFrameOf(page, 'conformance-game');
  await game.waitForFunction(() => window.__playport !== undefined);
  const before = await callInGame(game, 'GetInfo');
  expect(before.ok && (before.result as { fxId: unknown }).fxId).toBeNull();

  await signInPortal(await context.newPage(), 'game-user');

  await game.waitForFunction(
    () =>
      window.__conformance.events.some((e) => e.name === 'UserInfoChanged' && (e.payload as { fxId?: unknown }).fxId),
    undefined,
    { timeout: 15_000 },
  );
  const after = await callInGame(game, 'GetInfo');
  if (!after.ok) throw new Error(after.error.message);
  const fxId = (after.result as { fxId: { userId: string; hasEmail: boolean; emailValidated: boolean } }).fxId;
  expect(fxId.userId).toBeTruthy();
  expect(fxId.emailValidated).toBe(true);
});

test('GetInfo hands the game a game-scoped token, not the portal session: it cannot read the profile e-mail', async ({
  page,
}) => {
  const session = await signInPortal(page, 'game-token');
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game?lng=en`);
  const game = await gameFrameOf(page, 'conformance-game');
  await game.waitForFunction(() => window.__playport !== undefined);
  await expect
    .poll(
      async () => {
        const info = await callInGame(game, 'GetInfo');
        return info.ok ? ((info.result as { fxId: { token: string | null } | null }).fxId?.token ?? null) : null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  const info = await callInGame(game, 'GetInfo');
  if (!info.ok) throw new Error(info.error.message);
  const fxId = (info.result as { fxId: { token: string; gameToken: string; gameUid: string } }).fxId;
  expect(fxId.token).not.toBe(session);
  expect(fxId.token).toBe(fxId.gameToken);
  expect(fxId.gameUid).toBeTruthy();

  // The portal session reads the e-mail; the game's token is refused there and works for its own game.
  const mine = await apiPost<{ Email: string }>(session, '/profile', { Game: 'conformance-game' });
  expect(mine.body.Email).toMatch(/@example\.com$/);
  const asGame = await apiPost<{ Code: string; Email?: unknown }>(fxId.token, '/profile', { Game: 'conformance-game' });
  expect(asGame.status).toBe(403);
  expect(asGame.body).toMatchObject({ Code: 'GameTokenScope' });
  expect(asGame.body.Email).toBeUndefined();
  expect((await apiPost(fxId.token, '/profile/marketing', { MarketingEnabled: true })).status).toBe(403);
  // Nor does it renew itself: only the portal session mints the game's next token.
  const renew = await apiPost<{ Code: string }>(fxId.token, '/profile/fetch_fxid_game_connection', {
    Game: 'conformance-game',
  });
  expect(renew).toMatchObject({ status: 403, body: { Code: 'GameTokenScope' } });
  const own = await apiPost<{ Connected: boolean }>(session, '/profile/fetch_fxid_game_connection', {
    Game: 'conformance-game',
  });
  expect(own).toMatchObject({ status: 200, body: { Connected: true } });

  // The games origin is no CORS origin of the API: the game's own script cannot call it from the browser.
  const fromGame = await game.evaluate(
    async ([origin, token]) => {
      try {
        const res = await fetch(`${origin}/api/v1/profile`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ Game: 'conformance-game' }),
        });
        return `status ${res.status}`;
      } catch (error) {
        return (error as Error).name;
      }
    },
    [PORTAL_ORIGIN, fxId.token] as const,
  );
  expect(fromGame).toBe('TypeError');
});
