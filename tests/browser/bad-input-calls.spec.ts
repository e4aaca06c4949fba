import { expect, test } from '@playwright/test';
import { ErrorCode, UNKNOWN_METHOD_MESSAGE } from '../../sdk/src/protocol/index.js';
import { callError, callInGame } from '../support/call-in-game.js';
import { conformanceRows, gameFrame, openPartner, trackPageErrors } from '../support/partner-page.js';

// Bad calls through the SDK's own client: each ends in a coded error and the host keeps answering.
test.describe('bad calls from a game', () => {
  test('invalid params name the offending field', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);

    expect(await callError(frame, 'BuyProduct', { sku: 5 })).toMatchObject({
      code: ErrorCode.InvalidParams,
      field: 'sku',
    });
    const extra = await callError(frame, 'SetStatus', { status: 'away', mood: 'happy' });
    expect(extra).toMatchObject({ code: ErrorCode.InvalidParams, field: 'mood' });
    expect(extra.message).toContain('mood');
    expect(await callError(frame, 'WordsFilter', {})).toMatchObject({ code: ErrorCode.InvalidParams, field: 'text' });
    expect(await callError(frame, 'StatEvent', { name: 'x', data: { k: {} } })).toMatchObject({
      code: ErrorCode.InvalidParams,
      field: 'data.k',
    });
    expect(await callError(frame, 'OpenModal', { type: 'popup' })).toMatchObject({
      code: ErrorCode.InvalidParams,
      field: 'type',
    });
    expect(await callError(frame, 'GetInfo', 'please')).toMatchObject({ code: ErrorCode.InvalidParams });

    // Structured clone carries values JSON cannot; the host refuses them by path.
    const date = await frame.evaluate(() =>
      window.__playport
        .call('StatEvent', { name: 'x', data: { when: new Date(0) } } as never)
        .catch((e) => ({ code: e.code, field: e.field })),
    );
    expect(date).toEqual({ code: ErrorCode.InvalidParams, field: 'data.when' });

    expect(await callInGame(frame, 'WordsFilter', { text: 'still fine' })).toEqual({
      ok: true,
      result: { text: 'still fine', filtered: false },
    });
  });

  test('an unknown method is answered UnknownMethod', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    for (const name of ['NoSuchMethod', 'getInfo', 'GetInfo ', '', 'call']) {
      expect(await callError(frame, name), name).toEqual({
        code: ErrorCode.UnknownMethod,
        message: UNKNOWN_METHOD_MESSAGE,
      });
    }
  });

  test('names of Object.prototype are unknown methods', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    for (const name of [
      'toString',
      'constructor',
      '__proto__',
      'hasOwnProperty',
      'valueOf',
      'isPrototypeOf',
      '__defineGetter__',
    ]) {
      expect(await callError(frame, name, {}), name).toEqual({
        code: ErrorCode.UnknownMethod,
        message: UNKNOWN_METHOD_MESSAGE,
      });
    }
  });

  test('an oversize payload is answered PayloadTooLarge', async ({ page }) => {
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    const huge = await callError(frame, 'WordsFilter', { text: 'x'.repeat(200_000) });
    expect(huge.code).toBe(ErrorCode.PayloadTooLarge);
    const wide = await frame.evaluate(() => {
      const data = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
      return window.__playport.call('StatEvent', { name: 'x', data }).catch((e) => e.code);
    });
    expect(wide).toBe(ErrorCode.PayloadTooLarge);
    // Under the byte cap but over the field's own cap: a validation error, not a size error.
    expect(await callError(frame, 'WordsFilter', { text: 'x'.repeat(5000) })).toMatchObject({
      code: ErrorCode.InvalidParams,
      field: 'text',
    });
    expect(await callInGame(frame, 'GetUrlHash')).toMatchObject({ ok: true });
  });

  test('a flood is rate-limited while a second game on the page is served normally', async ({ page }) => {
    const pageErrors = trackPageErrors(page);
    await openPartner(page, { game: 'conformance-game', second: 'conformance-game' });
    const flooder = await gameFrame(page, 1);
    const neighbour = await gameFrame(page, 2);
    await Promise.all([conformanceRows(flooder), conformanceRows(neighbour)]);

    await flooder.evaluate(() => {
      const calls = Array.from({ length: 3000 }, () =>
        window.__playport.getUrlHash().then(
          () => 'ok',
          (e: { code: string }) => e.code,
        ),
      );
      (window as unknown as { flood: Promise<string[]> }).flood = Promise.all(calls);
    });
    const neighbourCodes = await neighbour.evaluate(async () => {
      const codes: string[] = [];
      for (let i = 0; i < 50; i++) {
        codes.push(
          await window.__playport.getUrlHash().then(
            () => 'ok',
            (e: { code: string }) => e.code,
          ),
        );
      }
      return codes;
    });
    const floodCodes = await flooder.evaluate(() => (window as unknown as { flood: Promise<string[]> }).flood);

    expect(neighbourCodes).toEqual(Array(50).fill('ok'));
    const limited = floodCodes.filter((c) => c === ErrorCode.RateLimited).length;
    const ok = floodCodes.filter((c) => c === 'ok').length;
    expect(limited + ok).toBe(3000);
    expect(limited).toBeGreaterThan(2000);
    expect(ok).toBeGreaterThan(0);

    // The bucket refills: the flooding game is served again once it slows down.
    await expect.poll(() => callInGame(flooder, 'GetUrlHash').then((o) => o.ok)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('modals a game opens', () => {
  test('one at a time: a second OpenModal or ShowLinkShareModal, from either game, is NotSupported until the first closes', async ({
    page,
  }) => {
    const pageErrors = trackPageErrors(page);
    await openPartner(page, { game: 'conformance-game', second: 'conformance-game' });
    const first = await gameFrame(page, 1);
    const second = await gameFrame(page, 2);
    await Promise.all([conformanceRows(first), conformanceRows(second)]);
    // The conformance runs leave their own modal open; close whatever is shown.
    const dialogs = page.getByRole('dialog');
    while (await dialogs.count()) await page.keyboard.press('Escape');

    expect(await callInGame(first, 'OpenModal', { type: 'info', title: 'First', text: 'Opened first.' })).toEqual({
      ok: true,
      result: { opened: true },
    });
    await expect(page.getByRole('dialog', { name: 'First' })).toBeVisible();

    const refused = (method: string) => ({
      code: ErrorCode.NotSupported,
      message: `${method}: a modal the game opened is still open; only one is shown at a time`,
    });
    expect(
      await callError(first, 'OpenModal', { type: 'iframe', title: 'Second', url: 'https://docs.example/tos' }),
    ).toMatchObject(refused('OpenModal'));
    expect(await callError(first, 'ShowLinkShareModal', { url: 'https://games.example/play/x' })).toMatchObject(
      refused('ShowLinkShareModal'),
    );
    expect(await callError(second, 'OpenModal', { type: 'textCopy', title: 'Third', text: 'code' })).toMatchObject(
      refused('OpenModal'),
    );
    await expect(dialogs).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'First' })).toBeVisible();

    await page.getByRole('dialog', { name: 'First' }).getByRole('button', { name: 'Close' }).last().click();
    await expect(dialogs).toHaveCount(0);
    expect(
      await callInGame(second, 'OpenModal', { type: 'info', title: 'Later', text: 'After the first closed.' }),
    ).toEqual({ ok: true, result: { opened: true } });
    await expect(page.getByRole('dialog', { name: 'Later' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
