import { expect, test, type Browser, type Frame, type Page } from '@playwright/test';
import { ADAPTER_NAMES, type AdapterName } from '../../host/src/adapter/adapter-names.js';
import { METHODS, methodSchemas, type MethodName } from '../../sdk/src/protocol/index.js';
import {
  CAPABILITY_SUCCESS,
  DECLARED,
  FAILURE_RUNS,
  PURCHASES,
  RUN_OUTCOMES,
  type FailureRun,
  type Outcome,
} from '../support/adapter-outcomes.js';
import { callInGame } from '../support/call-in-game.js';
import { conformanceRows } from '../support/partner-page.js';
import type { ConformanceRow } from '../support/expect-conformant.js';
import { apiPost, dismissDialogsAsTheyOpen, frameAt, signInPortal, whileClosingDialogs } from '../support/portal.js';
import { serverOrderStatus } from '../support/portal-store.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from '../support/portal-origins.js';

// The portal's own adapters sign in by the portal's session; every other one by its signed launch data.
const PORTAL_ADAPTERS = new Set(['fxid', 'fxlauncher', 'fxnative']);
const adapterChunk = (url: string) => /\/assets\/([a-z]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

// The page's own path names the game too, so the frame is matched by the games origin.
const conformanceFrame = (page: Page): Promise<Frame> => frameAt(page, `${PORTAL_GAMES_ORIGIN}/conformance-game/`);

/** The adapter chunks the page downloads. */
function trackAdapterChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const name = adapterChunk(response.url());
    if (name && (ADAPTER_NAMES as readonly string[]).includes(name)) loaded.push(name);
  });
  return loaded;
}

type Row = ConformanceRow & { via?: string };
const outcomeOf = (row: Row): Outcome =>
  row.status === 'ok'
    ? { status: 'ok', result: row.result }
    : { status: 'error', error: { code: row.error!.code, message: row.error!.message } };
const fromCall = (call: Awaited<ReturnType<typeof callInGame>>): Outcome =>
  call.ok
    ? { status: 'ok', result: call.result }
    : { status: 'error', error: { code: call.error.code, message: call.error.message } };

/** The page of the portal that runs the host (inside the platform's frame for platform adapters). */
const portalFrame = (page: Page, adapter: string): Frame =>
  page.frames().find((f) => f.url().startsWith(`${PORTAL_ORIGIN}/play/conformance-game/iframe/${adapter}`))!;

/** Signs a fresh account in and makes it one friend (invites both ways), as the portal adapters' run expects. */
async function signInWithAFriend(page: Page, browser: Browser, tag: string): Promise<void> {
  const token = await signInPortal(page, tag);
  const context = await browser.newContext();
  const friendToken = await signInPortal(await context.newPage(), `${tag}-friend`);
  await context.close();
  const accountId = async (t: string) =>
    (await apiPost<{ AccountId: string }>(t, '/profile', { Game: 'conformance-game' })).body.AccountId;
  const [me, friend] = [await accountId(token), await accountId(friendToken)];
  for (const [from, to] of [
    [token, friend],
    [friendToken, me],
  ] as const) {
    expect(
      (await apiPost(from, '/friends/send_invite_notification', { Game: 'conformance-game', FriendAccountIds: [to] }))
        .status,
    ).toBeLessThan(300);
  }
}

/** Every row of the run against the table, all mismatches at once. */
function expectRun(rows: readonly Row[], expected: Record<MethodName, Outcome>, label: string): void {
  expect(rows.map((r) => r.method)).toEqual([...METHODS]);
  for (const row of rows) {
    expect.soft(outcomeOf(row), `${label} ${row.method}`).toEqual(expected[row.method as MethodName]);
    if (row.status === 'ok')
      expect
        .soft(
          methodSchemas[row.method as MethodName].result.safeParse(row.result).success,
          `${label} ${row.method} schema`,
        )
        .toBe(true);
  }
  expect(test.info().errors.length, 'mismatches, each shown above').toBe(0);
}

/**
 * Closes the game's info modal (its title is the game's; its close cross is the same in every UI
 * language). It holds the game's one modal slot until then.
 */
async function closeTheInfoModal(host: Frame): Promise<void> {
  const info = host.getByRole('dialog', { name: 'Conformance' });
  await expect(info).toBeVisible();
  await info.locator('.dialog-header button').click();
  await expect(host.getByRole('dialog')).toHaveCount(0);
}

// Purchases that wait for the player in the portal's own payment UI; the tests below pay them.
const PAID_BY_THE_PLAYER = new Set<string>(['fxid', 'crazygames']);

test.describe('the conformance game under each adapter in the portal, in local mode', () => {
  for (const adapter of ADAPTER_NAMES) {
    test(`${adapter}: every method gives exactly this platform's outcome, and every declared capability works`, async ({
      page,
      browser,
    }) => {
      if (PORTAL_ADAPTERS.has(adapter)) await signInWithAFriend(page, browser, `run-${adapter}`);
      const chunks = trackAdapterChunks(page);
      // Dialogs close as they open, as a player would close them; the game's own info modal stays.
      await dismissDialogsAsTheyOpen(page, ['Conformance']);
      await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/${adapter}?lng=en`);
      const game = await conformanceFrame(page);
      const rows = (await conformanceRows(game)) as Row[];
      expectRun(rows, RUN_OUTCOMES[adapter], adapter);
      expect([...new Set(chunks)]).toEqual([adapter]);
      // The account's consent reached the game once.
      expect(
        await game.evaluate(() =>
          window.__conformance.events.filter((e) => e.name === 'ConsentStatus').map((e) => e.payload),
        ),
      ).toEqual([{ status: 'denied' }]);

      // The adapter's declared capabilities, as the running page reports them in local mode.
      const host = portalFrame(page, adapter);
      const running = await host.evaluate(() => window.playportAdapter);
      expect(running.name).toBe(adapter);
      const declared = (Object.keys(running.supports) as (keyof typeof running.supports)[]).filter(
        (k) => running.supports[k],
      );
      expect(declared).toEqual(DECLARED[adapter]);

      // The game's info modal closes; what it held back now opens.
      await closeTheInfoModal(host);
      const outcomes = new Map(rows.map((r) => [r.method as MethodName, outcomeOf(r)]));
      if (running.supports.share)
        outcomes.set(
          'ShowLinkShareModal',
          fromCall(
            await callInGame(game, 'ShowLinkShareModal', {
              url: 'https://games.example/play/conformance',
              text: 'Play with me',
            }),
          ),
        );
      if (running.supports.invite)
        outcomes.set('InviteFriends', fromCall(await callInGame(game, 'InviteFriends', { text: 'Join me!' })));
      // The run asked for a product the game does not sell; now one it does (the platforms' simulators pay it).
      if (running.supports.payments && !PAID_BY_THE_PLAYER.has(adapter))
        outcomes.set('BuyProduct', fromCall(await callInGame(game, 'BuyProduct', { sku: 'test_item' })));

      for (const capability of declared) {
        if (capability === 'focus' || (capability === 'payments' && PAID_BY_THE_PLAYER.has(adapter))) continue;
        for (const [method, succeeded] of CAPABILITY_SUCCESS[capability]) {
          expect
            .soft(
              succeeded(outcomes.get(method)!),
              `${adapter} declares ${capability}: ${method} ${JSON.stringify(outcomes.get(method))}`,
            )
            .toBe(true);
        }
      }
      expect(test.info().errors.length, 'mismatches, each shown above').toBe(0);

      // A purchase the game was told about is Completed in the server's own order state.
      const token = await expect
        .poll(() => host.evaluate(() => localStorage.getItem('AuthToken')), { message: 'signed in to the portal' })
        .not.toBeNull()
        .then(() => host.evaluate(() => localStorage.getItem('AuthToken')));
      const purchase = outcomes.get('BuyProduct')!;
      if (PURCHASES[adapter]) expect(purchase).toEqual(PURCHASES[adapter]);
      if (purchase.status === 'ok')
        expect(await serverOrderStatus(token!, (purchase.result as { transactionId: string }).transactionId)).toBe(
          'Completed',
        );
      if (!PORTAL_ADAPTERS.has(adapter)) {
        const fxId = async () => {
          const info = await callInGame(game, 'GetInfo');
          return info.ok ? ((info.result as { fxId: { userId: string } | null }).fxId?.userId ?? null) : null;
        };
        await expect.poll(fxId, { message: 'signed in through authenticate_from_social' }).not.toBeNull();
      }
    });
  }

  for (const [adapter, failure] of Object.entries(FAILURE_RUNS) as [AdapterName, FailureRun][]) {
    test(`${adapter}: a scripted platform failure changes exactly its own outcomes (${JSON.stringify(failure.scenario).slice(0, 80)})`, async ({
      page,
      browser,
    }) => {
      if (PORTAL_ADAPTERS.has(adapter)) await signInWithAFriend(page, browser, `failure-${adapter}`);
      await page.addInitScript(
        ({ origin, scenario }) => {
          if (location.origin === origin)
            (window as unknown as { playportSimulatorScenario: unknown }).playportSimulatorScenario = scenario;
        },
        { origin: PORTAL_ORIGIN, scenario: failure.scenario },
      );
      await dismissDialogsAsTheyOpen(page, ['Conformance']);
      const created: string[] = [];
      page.on('response', async (r) => {
        if (r.url().endsWith('/api/v1/store/create_payment') && r.ok())
          created.push(((await r.json()) as { TransactionId: string }).TransactionId);
      });
      await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/${adapter}?lng=en`);
      const game = await conformanceFrame(page);
      expectRun(await conformanceRows(game), { ...RUN_OUTCOMES[adapter], ...failure.run }, `${adapter} (failing)`);
      const consent = await game.evaluate(() =>
        window.__conformance.events.filter((e) => e.name === 'ConsentStatus').map((e) => e.payload),
      );
      expect(consent).toEqual(failure.signedOut ? [] : [{ status: 'denied' }]);
      if (failure.purchase) {
        created.length = 0;
        expect(fromCall(await callInGame(game, 'BuyProduct', { sku: 'test_item' }))).toEqual(failure.purchase);
        // One order, still waiting for a payment the platform never confirmed (the game's word does not close it).
        await expect.poll(() => created.length).toBe(1);
        const token = await portalFrame(page, adapter).evaluate(() => localStorage.getItem('AuthToken'));
        expect(await serverOrderStatus(token!, created[0]!)).toBe('WaitingForPayment');
      }
    });
  }

  test("fxid, for a visitor: every method gives exactly the visitor's outcome", async ({ page }) => {
    const opened = await dismissDialogsAsTheyOpen(page, ['Conformance']);
    await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/fxid?lng=en`);
    const game = await conformanceFrame(page);
    expectRun(await conformanceRows(game), RUN_OUTCOMES['fxid-visitor'], 'fxid visitor');
    expect(await game.evaluate(() => window.__conformance.events.filter((e) => e.name === 'ConsentStatus'))).toEqual(
      [],
    );
    // BuyProduct asked the visitor to sign in; after the game's info modal opened, AuthenticateUser's
    // sign-in and PushRegister's prompt were refused by the one modal slot instead of stacked over it.
    // The dialogs are recorded as the page renders them, which may come after the run has reported.
    await expect.poll(async () => (await opened()).sort()).toEqual(['Conformance', 'Sign in']);
  });
});

test('fxid: BuyProduct in the portal completes through the sandbox checkout and the order ends Completed', async ({
  page,
}) => {
  const token = await signInPortal(page, 'fxid-buy');

  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/fxid?lng=en`);
  const game = await conformanceFrame(page);
  await whileClosingDialogs(page, () => conformanceRows(game));
  const checkout = page.waitForEvent('popup');
  const bought = callInGame(game, 'BuyProduct', { sku: 'test_item' });
  const popup = await checkout;
  await popup.locator('#pay').click();
  await expect(popup.locator('#result')).toHaveText('Payment completed');

  const outcome = await bought;
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  expect(methodSchemas.BuyProduct.result.safeParse(outcome.result).success).toBe(true);
  const { transactionId } = outcome.result as { transactionId: string };
  expect(await serverOrderStatus(token, transactionId)).toBe('Completed');
});

test('crazygames: BuyProduct goes through the host payment flow with the CrazyGames token, and the order ends Completed', async ({
  page,
}) => {
  const created: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/store/create_payment'))
      created.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/crazygames?lng=en`);
  const game = await whileClosingDialogs(page, async () => {
    const frame = await conformanceFrame(page);
    await conformanceRows(frame);
    return frame;
  });
  created.length = 0;
  // The run leaves the game's info modal open; the purchase's modals come after it.
  while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  const bought = callInGame(game, 'BuyProduct', { sku: 'test_item' });
  // CrazyGames orders are paid in Xsolla's PayStation (its simulator in local mode).
  const payStation = page.frameLocator('iframe[src*="/pay/xsolla/"]');
  await payStation.getByRole('heading', { name: 'Xsolla (simulator)' }).waitFor();
  await payStation.getByRole('button', { name: 'Pay' }).click();

  const outcome = await bought;
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  expect(created).toEqual([
    expect.objectContaining({
      WebPublishingPlatform: 'CrazyGames',
      Sku: 'test_item',
      CrazyGames: { AccessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
    }),
  ]);
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  const { transactionId } = outcome.result as { transactionId: string };
  expect(await serverOrderStatus(token!, transactionId)).toBe('Completed');
});

test('yandex: BuyProduct is Completed only after the server verified the signed purchase, and a replay changes nothing', async ({
  page,
}) => {
  const sent: { url: string; body: { YandexSignedData: string; YandexGetPurchasesRequest: boolean } }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/yandexgames/purchase/')) {
      sent.push({ url: request.url(), body: request.postDataJSON() as (typeof sent)[number]['body'] });
    }
  });
  await page.goto(`${PORTAL_ORIGIN}/play/conformance-game/iframe/yandex?lng=en`);
  const game = await whileClosingDialogs(page, async () => {
    const frame = await conformanceFrame(page);
    await conformanceRows(frame);
    return frame;
  });
  while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  sent.length = 0;

  const outcome = await callInGame(game, 'BuyProduct', { sku: 'test_item' });
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  const { transactionId } = outcome.result as { transactionId: string };
  expect(transactionId).toMatch(/^ord_[0-9a-f]{32}$/);
  const token = (await page.evaluate(() => localStorage.getItem('AuthToken')))!;
  expect(await serverOrderStatus(token, transactionId)).toBe('Completed');

  // The adapter sent Yandex's signature only: `<base64 signature>.<base64 payload>`, one purchase for this order.
  expect(sent).toHaveLength(1);
  const { body, url } = sent[0]!;
  expect(body.YandexGetPurchasesRequest).toBe(false);
  expect(body.YandexSignedData).toMatch(/^[A-Za-z0-9+/]+=*\.[A-Za-z0-9+/]+=*$/);
  const signed = JSON.parse(Buffer.from(body.YandexSignedData.split('.')[1]!, 'base64').toString('utf8')) as {
    data: { token: string; product: { id: string }; developerPayload: string };
  };
  expect(signed.data).toMatchObject({ product: { id: 'test_item' }, developerPayload: transactionId });

  // The same signed purchase again: the same answer, and the order stays as it was.
  const path = new URL(url).pathname.replace(/^\/api\/v1/, '');
  const replay = await apiPost<{ TokenSuccesses: unknown[] }>(token, path, body);
  expect(replay).toEqual({
    status: 200,
    body: { TokenSuccesses: [{ Success: true, PurchaseToken: signed.data.token }] },
  });
  expect(await serverOrderStatus(token, transactionId)).toBe('Completed');
  // A forged copy (one character of the payload changed) is refused.
  const at = body.YandexSignedData.indexOf('.') + 12;
  const forged =
    body.YandexSignedData.slice(0, at) +
    (body.YandexSignedData[at] === 'A' ? 'B' : 'A') +
    body.YandexSignedData.slice(at + 1);
  const refused = await apiPost<{ Code: string }>(token, path, { ...body, YandexSignedData: forged });
  expect(refused.status).toBe(401);
  expect(refused.body.Code).toBe('InvalidSignature');
});
