import { expect, test } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { gameFrameOf, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

test('the game hears UserInfoChanged and reads the signed-in user through GetInfo', async ({ page, context }) => {
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game?lng=en`);
  const game = await gameFrameOf(page, 'conformance-game');
  await game.waitForFunction(() => window.__playport !== undefined);
  const before = await callInGame(game, 'GetInfo');
  expect(before.ok && (before.result as { fxId: unknown }).fxId).toBeNull();

  await signInPortal(await context.newPage(), 'game-user');

  await game.waitForFunction(
    () => window.__conformance.events.some((e) => e.name === 'UserInfoChanged' && (e.payload as { fxId?: unknown }).fxId),
    undefined,
    { timeout: 15_000 },
  );
  const after = await callInGame(game, 'GetInfo');
  if (!after.ok) throw new Error(after.error.message);
  const fxId = (after.result as { fxId: { userId: string; hasEmail: boolean; emailValidated: boolean } }).fxId;
  expect(fxId.userId).toBeTruthy();
  expect(fxId.emailValidated).toBe(true);
});
