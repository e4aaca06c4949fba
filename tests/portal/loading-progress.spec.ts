import { expect, test, type Request } from '@playwright/test';
import { callInGame } from '../support/call-in-game.js';
import { openDrivenConformanceGame } from '../support/portal.js';

test("the play page shows the game's loading progress as a progress bar until LoadingReady", async ({ page }) => {
  const game = await openDrivenConformanceGame(page);
  const bar = page.getByRole('progressbar', { name: 'Conformance game loading progress' });
  await expect(page.getByTestId('player-stage')).toHaveClass(/player-stage-connected/);
  await expect(bar).toHaveCount(0);

  expect(await callInGame(game, 'LoadingProgress', { percent: 0 })).toEqual({
    ok: true,
    result: { acknowledged: false },
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  expect(await callInGame(game, 'LoadingProgress', { percent: 42.6 })).toEqual({
    ok: true,
    result: { acknowledged: false },
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '43');
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(page.getByTestId('player-progress')).toContainText('43%');
  await page.getByTestId('player-stage').screenshot({ path: test.info().outputPath('loading-progress.png') });

  // A percent out of range is refused with the field named, and the bar keeps what it showed.
  expect(await callInGame(game, 'LoadingProgress', { percent: 101 })).toEqual({
    ok: false,
    error: { code: 'InvalidParams', message: 'Invalid field "percent": must be at most 100', field: 'percent' },
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '43');

  expect(await callInGame(game, 'LoadingReady')).toEqual({ ok: true, result: { acknowledged: false } });
  await expect(bar).toHaveCount(0);
  await callInGame(game, 'LoadingProgress', { percent: 90 });
  await expect(page.getByTestId('player-progress')).toHaveCount(0);
});

test('ProgressionEvent reaches /analytics/track with its id, the level in S1 and the score in F1', async ({ page }) => {
  const tracks: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/analytics/track') tracks.push(request);
  });
  await page.clock.install();
  const game = await openDrivenConformanceGame(page);
  const level = `level-${Math.floor(Math.random() * 1_000_000)}`;
  expect(await callInGame(game, 'ProgressionEvent', { status: 'complete', level, score: 1200 })).toEqual({
    ok: true,
    result: { queued: true },
  });
  expect(await callInGame(game, 'ProgressionEvent', { status: 'fail', level: '' })).toEqual({
    ok: false,
    error: {
      code: 'InvalidParams',
      message: 'Invalid field "level": must be at least 1 character long',
      field: 'level',
    },
  });
  await page.clock.runFor(15_000);
  const events = () =>
    tracks
      .flatMap((r) => (r.postDataJSON() as { Events: Record<string, unknown>[] }).Events)
      .filter((e) => e.S1 === level);
  await expect.poll(() => events().length).toBe(1);
  expect(events()[0]).toMatchObject({ EventId: 781965188, S1: level, F1: 1200, Platform: 24 });
});
