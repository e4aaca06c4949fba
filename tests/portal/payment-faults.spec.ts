import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { callInGame, type Outcome } from '../support/call-in-game.js';
import { signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { gameWithStore, readyConformanceFrame, serverOrderStatus } from '../support/portal-store.js';

// Faults around a checkout that runs in a window of its own (Aghanim, with the local payments
// simulator): a blocked or closed window, a status request that never answers, a network blip.
// Each ends in the exact outcome the game gets, checked against the order's state on the server.

const STATUS = '**/api/v1/store/aghanim/payment/status?*';
const ORDER_STATUS = '**/api/v1/store/get_payment_status';

const notice = (page: Page) => page.getByTestId('checkout-window-modal');

interface Purchase {
  readonly token: string;
  /** The game's BuyProduct, running. */
  readonly bought: Promise<Outcome>;
  /** The order create_payment made. */
  order(): Promise<string>;
  /** The optimistic statuses the host reported, in order. */
  readonly optimistic: string[];
}

/** Signs in, opens a copy of the conformance game with Aghanim enabled and starts a BuyProduct in it. */
async function startPurchase(page: Page, tag: string): Promise<Purchase> {
  const game = await gameWithStore('Aghanim', { AghanimEnabled: true });
  const token = await signInPortal(page, tag);
  const orders: string[] = [];
  const optimistic: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/v1/store/create_payment') && r.ok())
      orders.push(((await r.json()) as { TransactionId: string }).TransactionId);
  });
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/store/set-optimistic-order-status'))
      optimistic.push((r.postDataJSON() as { Status: string }).Status);
  });
  await page.goto(`${PORTAL_ORIGIN}/play/${game}/iframe/fxid?lng=en`);
  const frame = await readyConformanceFrame(page);
  const bought = callInGame(frame, 'BuyProduct', { sku: 'test_item' });
  const order = async () => {
    await expect.poll(() => orders.length).toBe(1);
    return orders[0]!;
  };
  return { token, bought, order, optimistic };
}

const paid = (outcome: Outcome, order: string) =>
  expect(outcome).toEqual({
    ok: true,
    result: { transactionId: order, stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 } },
  });

/** Clicks Pay in the simulator's checkout window and waits until the server has the order paid. */
async function payIn(popup: Page, token: string, order: string) {
  await popup.locator('#pay').click();
  await expect(popup.locator('#state')).toHaveText('Completed');
  expect(await serverOrderStatus(token, order)).toBe('Completed');
}

test.describe('a checkout window that never reports (Aghanim in its own window)', () => {
  test('blocked by the browser: the game gets UserCancelled at once and the order is reported Cancelled', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (window.top === window) window.open = () => null;
    });
    const popups: Page[] = [];
    page.on('popup', (p) => popups.push(p));
    const purchase = await startPurchase(page, 'pay-blocked');
    const outcome = await purchase.bought;
    expect(outcome).toEqual({ ok: false, error: { code: 'UserCancelled', message: 'Payment not completed' } });
    expect(popups).toHaveLength(0);
    expect(purchase.optimistic).toEqual(['Cancelled']);
    // The order never reached the checkout; the server keeps it unpaid.
    expect(await serverOrderStatus(purchase.token, await purchase.order())).toBe('WaitingForPayment');
    await expect(notice(page)).toHaveCount(0);
  });

  test('closed by the player: the notice shows while it is open, then the game gets UserCancelled', async ({
    page,
  }) => {
    const opened = page.waitForEvent('popup');
    const purchase = await startPurchase(page, 'pay-closed');
    const popup = await opened;
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText('Complete the payment in the window that opened.');
    await expect(notice(page).getByRole('button', { name: 'Show the payment window' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('checkout-window-notice.png') });
    await popup.close();
    const outcome = await purchase.bought;
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'UserCancelled', message: 'Widget closed before payment completed' },
    });
    expect(purchase.optimistic).toEqual(['Cancelled']);
    expect(await serverOrderStatus(purchase.token, await purchase.order())).toBe('WaitingForPayment');
    await expect(notice(page)).toHaveCount(0);
  });

  test("the notice's Cancel closes the checkout window and the game gets UserCancelled", async ({ page }) => {
    const opened = page.waitForEvent('popup');
    const purchase = await startPurchase(page, 'pay-cancel');
    const popup = await opened;
    const closed = popup.waitForEvent('close');
    await notice(page).getByRole('button', { name: 'Cancel' }).click();
    await closed;
    expect(await purchase.bought).toEqual({
      ok: false,
      error: { code: 'UserCancelled', message: 'Widget closed before payment completed' },
    });
    expect(purchase.optimistic).toEqual(['Cancelled']);
    expect(await serverOrderStatus(purchase.token, await purchase.order())).toBe('WaitingForPayment');
  });

  test('paid and closed before a status poll saw it: the game gets its purchase and the order is Completed', async ({
    page,
  }) => {
    // Until the window is closed the checkout's status still says Created, as a provider that lags behind.
    let stale = true;
    await page.route(STATUS, (route) => (stale ? route.fulfill({ json: { Status: 'Created' } }) : route.continue()));
    const opened = page.waitForEvent('popup');
    const purchase = await startPurchase(page, 'pay-close-paid');
    const popup = await opened;
    const order = await purchase.order();
    await payIn(popup, purchase.token, order);
    await popup.close();
    stale = false;
    paid(await purchase.bought, order);
    expect(purchase.optimistic).toEqual(['Completed']);
    expect(await serverOrderStatus(purchase.token, order)).toBe('Completed');
  });
});

test.describe('status polling', () => {
  test('a status request that never answers: polling goes on and the game still gets its purchase', async ({
    page,
  }) => {
    const hung: Route[] = [];
    await page.route(STATUS, (route) => (hung.length < 1 ? void hung.push(route) : route.continue()));
    const opened = page.waitForEvent('popup');
    const purchase = await startPurchase(page, 'pay-hung-status');
    const popup = await opened;
    const order = await purchase.order();
    await expect.poll(() => hung.length).toBeGreaterThan(0);
    await payIn(popup, purchase.token, order);
    paid(await purchase.bought, order);
    expect(hung).toHaveLength(1);
    expect(purchase.optimistic).toEqual(['Completed']);
    expect(await serverOrderStatus(purchase.token, order)).toBe('Completed');
    await expect(notice(page)).toHaveCount(0);
  });

  test('a network blip over every status check: a payment the server completed is still reported to the game', async ({
    page,
  }) => {
    // The checkout's status route is unreachable throughout, and the first order-status request fails too.
    await page.route(STATUS, (route) => route.abort('internetdisconnected'));
    const orderChecks: Request[] = [];
    await page.route(ORDER_STATUS, (route) => {
      orderChecks.push(route.request());
      return orderChecks.length === 1 ? route.abort('internetdisconnected') : route.continue();
    });
    const opened = page.waitForEvent('popup');
    const purchase = await startPurchase(page, 'pay-blip');
    const popup = await opened;
    const order = await purchase.order();
    await payIn(popup, purchase.token, order);
    await popup.close();
    paid(await purchase.bought, order);
    expect(orderChecks.map((r) => r.postDataJSON())).toEqual([{ PublicOrderId: order }, { PublicOrderId: order }]);
    expect(purchase.optimistic).toEqual(['Completed']);
    expect(await serverOrderStatus(purchase.token, order)).toBe('Completed');
  });
});
