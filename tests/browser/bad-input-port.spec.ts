import { expect, test, type Frame } from '@playwright/test';
import { ErrorCode } from '../../sdk/src/protocol/index.js';
import { GAME_ORIGIN } from '../support/origins.js';
import type { PenpalMessage } from '../support/page-globals.js';
import {
  conformanceRows,
  gameFrame,
  installHostProbe,
  navigateFrame,
  openPartner,
  trackPageErrors,
} from '../support/partner-page.js';

// Messages straight on the MessagePort, past the SDK, from the conformance game's raw mode (raw.js).
async function openRaw(page: import('@playwright/test').Page, extra: Record<string, string> = {}): Promise<Frame> {
  await openPartner(page, { game: 'conformance-game', raw: '1', ...extra });
  const frame = await gameFrame(page);
  await frame.waitForFunction(() => window.__raw !== undefined);
  await frame.evaluate(() => window.__raw.ready);
  return frame;
}

const rawCall = (frame: Frame, methodPath: unknown, args: unknown) =>
  frame.evaluate(([p, a]) => window.__raw.call(p, a), [methodPath, args] as const);

const expectGetInfoServed = async (frame: Frame) => {
  const reply = await rawCall(frame, ['call'], ['GetInfo']);
  expect(reply.isError).toBeFalsy();
  expect(reply.value).toMatchObject({ result: { sdk: { buildNumber: 1047 } } });
};

test.describe('garbage on the port', () => {
  test('junk messages are ignored and the host keeps answering', async ({ page }) => {
    const pageErrors = trackPageErrors(page);
    const frame = await openRaw(page);
    await expectGetInfoServed(frame);

    await frame.evaluate(() => {
      const raw = window.__raw;
      const channel = raw.received.find((m) => (m as PenpalMessage).type === 'SYN') as PenpalMessage;
      for (const junk of [
        'junk',
        42,
        null,
        [1, 2, 3],
        { hello: 'world' },
        { namespace: 'penpal' },
        { namespace: 'penpal', channel: channel.channel, type: 'CALL' },
        { namespace: 'penpal', channel: channel.channel, type: 'REPLY', callId: 'nobody-asked', value: 1 },
        {
          namespace: 'penpal',
          channel: 'another-channel',
          type: 'CALL',
          id: 'x',
          methodPath: ['call'],
          args: ['GetInfo'],
        },
        { namespace: 'penpal', channel: channel.channel, type: 'NOPE', id: 'y' },
        new ArrayBuffer(1024),
      ]) {
        raw.post(junk);
      }
    });
    await expectGetInfoServed(frame);
    expect(pageErrors).toEqual([]);
  });

  test('malformed penpal calls get error replies without stacks', async ({ page }) => {
    const pageErrors = trackPageErrors(page);
    const frame = await openRaw(page);
    const malformed: [unknown, unknown][] = [
      ['call', ['GetInfo']],
      [{ 0: 'call' }, ['GetInfo']],
      [[{}], ['GetInfo']],
      [[1], ['GetInfo']],
      [['call'], 'GetInfo'],
      [['call'], { length: 2 }],
      [['call'], null],
    ];
    for (const [methodPath, args] of malformed) {
      const reply = await rawCall(frame, methodPath, args);
      const label = JSON.stringify({ methodPath, args });
      const value = reply.value as { stack?: unknown; error?: { code: string } } | undefined;
      expect(reply.isError || value?.error !== undefined, label).toBe(true);
      expect(value?.stack, label).toBeUndefined();
    }
    await expectGetInfoServed(frame);
    expect(pageErrors).toEqual([]);
  });

  test('huge argument lists are answered and do not stall the channel', async ({ page }) => {
    const pageErrors = trackPageErrors(page);
    const frame = await openRaw(page);
    const replies = await frame.evaluate(async () => {
      const many = Array.from({ length: 500_000 }, (_, i) => i);
      const big = { text: 'x'.repeat(4_000_000) };
      return Promise.all([
        window.__raw.call(['call'], many),
        window.__raw.call(['call'], ['WordsFilter', big]),
        window.__raw.call(['call'], ['GetInfo', undefined, ...many]),
      ]);
    });
    const [first, second, third] = replies;
    expect(first.isError || (first.value as { error?: unknown }).error).toBeTruthy();
    expect(second.value).toMatchObject({ error: { code: ErrorCode.PayloadTooLarge } });
    expect(third.isError || (third.value as { result?: unknown }).result).toBeTruthy();
    await expectGetInfoServed(frame);
    expect(pageErrors).toEqual([]);
  });

  test('a raw CALL to an inherited name gets METHOD_NOT_FOUND, not a result', async ({ page }) => {
    const frame = await openRaw(page);
    for (const methodPath of [
      ['toString'],
      ['constructor'],
      ['__proto__'],
      ['hasOwnProperty'],
      ['valueOf'],
      ['isPrototypeOf'],
      ['call', 'call'],
      ['call', 'bind'],
    ]) {
      const reply = await rawCall(frame, methodPath, ['GetInfo']);
      expect(reply.isError, methodPath.join('.')).toBe(true);
      expect(reply.value, methodPath.join('.')).toMatchObject({ penpalCode: 'METHOD_NOT_FOUND' });
      expect((reply.value as { stack?: unknown }).stack).toBeUndefined();
    }
    await expectGetInfoServed(frame);
  });
});

test.describe('reload of the game frame', () => {
  test('a push pending during a reload does not break the host; the new document is served', async ({ page }) => {
    const pageErrors = trackPageErrors(page);
    await installHostProbe(page);
    const frame = await openRaw(page, { 'hold-events': '1', lang: 'en' });
    // The host pushes state on connect; the raw game never answers, so those pushes stay pending.
    await frame.waitForFunction(() => window.__raw.events.length > 0);
    await page.locator('#language').selectOption('de');
    await frame.waitForFunction(() =>
      window.__raw.events.some(
        (e) => e.name === 'LanguageChanged' && (e.payload as { language: string }).language === 'de',
      ),
    );

    // Same frame, same fragment (so the same nonce), now the real game: a reload as the host sees it.
    const src = await page.locator('#slot-1 iframe').getAttribute('src');
    const reloaded = new URL(src!);
    reloaded.search = '';
    await navigateFrame(frame, reloaded.href);
    const rows = await conformanceRows(frame);
    expect(rows.find((r) => r.method === 'GetInfo')?.status).toBe('ok');
    expect(await frame.evaluate(() => location.origin)).toBe(GAME_ORIGIN);

    await page.locator('#language').selectOption('it');
    await frame.waitForFunction(() =>
      window.__conformance.events.some(
        (e) => e.name === 'LanguageChanged' && (e.payload as { language: string }).language === 'it',
      ),
    );
    expect(await page.evaluate(() => window.__probe.channels)).toBe(2);
    expect(await page.evaluate(() => window.__partner.games[0]!.mounted.connection.isConnected)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a plain reload reconnects with a fresh port', async ({ page }) => {
    await installHostProbe(page);
    await openPartner(page, { game: 'conformance-game' });
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    await navigateFrame(frame, 'reload');
    await conformanceRows(frame);
    expect(await page.evaluate(() => window.__probe.channels)).toBe(2);
  });
});

test.describe('rate limit across re-sent inits', () => {
  test('a re-sent init gets a new port but not a fresh budget: the frame keeps one bucket', async ({ page }) => {
    await installHostProbe(page);
    const frame = await openRaw(page);
    const run = await frame.evaluate(async () => {
      const raw = window.__raw;
      const codeOf = (reply: { value?: unknown }) =>
        (reply.value as { error?: { code: string } } | undefined)?.error?.code ?? 'ok';
      const flood = (n: number) =>
        Promise.all(Array.from({ length: n }, () => raw.call(['call'], ['GetUrlHash']).then(codeOf)));
      const acks = () => raw.received.filter((m) => (m as { type?: string } | null)?.type === 'ACK1').length;
      const started = performance.now();
      const first = await flood(400);
      const handshakes = acks();
      raw.sendInit();
      await new Promise<void>((resolve) => {
        const check = () => (acks() > handshakes ? resolve() : setTimeout(check, 5));
        check();
      });
      const second = await flood(400);
      return { first, second, seconds: (performance.now() - started) / 1000 };
    });
    expect(await page.evaluate(() => window.__probe.channels)).toBe(2);

    const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;
    for (const codes of [run.first, run.second]) {
      expect(count(codes, 'ok') + count(codes, ErrorCode.RateLimited)).toBe(400);
      expect(count(codes, ErrorCode.RateLimited)).toBeGreaterThan(0);
    }
    // One bucket (burst 200, 100 per second) over the whole run, whatever the machine's speed; a fresh
    // bucket per port would have served about 200 more.
    const served = count(run.first, 'ok') + count(run.second, 'ok');
    expect(served).toBeLessThanOrEqual(200 + Math.ceil(100 * run.seconds) + 1);
  });
});
