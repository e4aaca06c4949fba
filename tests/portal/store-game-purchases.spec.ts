import { expect, test, type Page } from '@playwright/test';
import { methodSchemas } from '../../sdk/src/protocol/index.js';
import { callInGame, type Outcome } from '../support/call-in-game.js';
import { signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { fillTestCard, gameWithStore, readyConformanceFrame, serverOrderStatus } from '../support/portal-store.js';

/** How a test pays with, or walks away from, one provider's simulator in the portal. */
interface ProviderCase {
  readonly name: string;
  readonly store: Record<string, boolean>;
  pay(page: Page): Promise<void>;
  cancel(page: Page): Promise<void>;
  /** The order's status on the server after `cancel`. */
  readonly cancelledStatus: string;
}

const checkoutModal = (page: Page) => page.getByTestId('card-checkout-modal');
const closeCheckout = (page: Page) => checkoutModal(page).getByRole('button', { name: 'Close', exact: true }).click();
const cardForm = (page: Page) => checkoutModal(page).frameLocator('iframe');

export const PROVIDERS: readonly ProviderCase[] = [
  {
    name: 'Xsolla',
    store: { XsollaEnabled: true },
    cancelledStatus: 'Cancelled',
    pay: (p) => p.frameLocator('iframe.xpaystation-widget-lightbox-content-iframe').locator('#pay').click(),
    cancel: (p) => p.frameLocator('iframe.xpaystation-widget-lightbox-content-iframe').locator('#decline').click(),
  },
  {
    name: 'Yookassa',
    store: { YookassaEnabled: true },
    cancelledStatus: 'WaitingForPayment',
    pay: (p) => p.frameLocator('iframe.yoomoney-checkout-widget-content-iframe').locator('#pay').click(),
    cancel: (p) => p.frameLocator('iframe.yoomoney-checkout-widget-content-iframe').locator('#close').click(),
  },
  {
    name: 'Stripe',
    store: { StripeEnabled: true },
    cancelledStatus: 'WaitingForPayment',
    pay: (p) => cardForm(p).locator('#pay').click(),
    cancel: closeCheckout,
  },
  {
    name: 'MoneyMailRu',
    store: { MoneyMailRuEnabled: true },
    cancelledStatus: 'WaitingForPayment',
    pay: (p) => cardForm(p).locator('#pay').click(),
    cancel: closeCheckout,
  },
  {
    name: 'Aghanim',
    store: { AghanimEnabled: true },
    cancelledStatus: 'Cancelled',
    async pay(p) {
      await (await p.waitForEvent('popup')).locator('#pay').click();
    },
    async cancel(p) {
      await (await p.waitForEvent('popup')).locator('#decline').click();
    },
  },
  {
    name: 'Bank131 card',
    store: { Bank131Enabled: true },
    cancelledStatus: 'WaitingForPayment',
    async pay(p) {
      const form = cardForm(p);
      await fillTestCard(form);
      await form.getByRole('button', { name: /^Pay / }).click();
      await form.frameLocator('iframe[title="Bank confirmation"]').locator('#pay').click();
    },
    cancel: closeCheckout,
  },
  {
    name: 'Bank131 SBP',
    store: { Bank131Enabled: true },
    cancelledStatus: 'WaitingForPayment',
    async pay(p) {
      const form = cardForm(p);
      await form.getByRole('button', { name: 'Fast payment (SBP)' }).click();
      await form.getByRole('button', { name: 'Get the payment link' }).click();
      await expect(form.getByRole('img', { name: 'QR code of the fast-payment link' })).toBeVisible();
      const opened = p.waitForEvent('popup');
      await form.getByRole('link', { name: 'Open the payment link' }).click();
      await (await opened).locator('#pay').click();
    },
    async cancel(p) {
      await cardForm(p).getByRole('button', { name: 'Fast payment (SBP)' }).click();
      await closeCheckout(p);
    },
  },
];

async function buyInGame(page: Page, game: string, act: (page: Page) => Promise<void>): Promise<Outcome> {
  await page.goto(`${PORTAL_ORIGIN}/play/${game}/iframe/fxid?lng=en`);
  const frame = await readyConformanceFrame(page);
  const bought = callInGame(frame, 'BuyProduct', { sku: 'test_item' });
  await act(page);
  return bought;
}

test.describe('the conformance game buys inside the portal with each provider (local simulators)', () => {
  for (const provider of PROVIDERS) {
    test(`${provider.name}: paid, the game gets its purchase and the order is Completed`, async ({ page }) => {
      const game = await gameWithStore(provider.name.replace(/\W+/g, ''), provider.store);
      const token = await signInPortal(page, 'game-buy');
      const outcome = await buyInGame(page, game, (p) => provider.pay(p));
      if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
      expect(methodSchemas.BuyProduct.result.safeParse(outcome.result).success).toBe(true);
      const result = outcome.result as { transactionId: string; stats: Record<string, unknown> };
      expect(result.stats).toEqual({ currency: 'USD', currencyAmount: 1, usdAmount: 1 });
      expect(await serverOrderStatus(token, result.transactionId)).toBe('Completed');
    });

    test(`${provider.name}: walked away from, the game gets UserCancelled and the order is not paid`, async ({
      page,
    }) => {
      const game = await gameWithStore(provider.name.replace(/\W+/g, ''), provider.store);
      const token = await signInPortal(page, 'game-cancel');
      const orders: string[] = [];
      page.on('response', async (r) => {
        if (r.url().endsWith('/api/v1/store/create_payment') && r.ok())
          orders.push(((await r.json()) as { TransactionId: string }).TransactionId);
      });
      const outcome = await buyInGame(page, game, (p) => provider.cancel(p));
      if (outcome.ok) throw new Error(`BuyProduct succeeded: ${JSON.stringify(outcome.result)}`);
      expect(outcome.error.code).toBe('UserCancelled');
      expect(outcome.error.message).not.toBe('');
      expect(orders).toHaveLength(1);
      await expect.poll(() => serverOrderStatus(token, orders[0]!)).toBe(provider.cancelledStatus);
    });
  }
});
