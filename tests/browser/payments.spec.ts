import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { openShop, PAY_API, signIn, startPaymentsServer, startShop } from '../support/payments-server.js';
import { serverOrderStatus } from '../support/portal-store.js';

type Outcome = {
  ok?: { transactionId: string; stats: Record<string, unknown> };
  error?: { code: string; message: string };
};

// One server for the file; the tests change the game's Store config, so they run one after another.
test.describe.configure({ mode: 'serial' });
let server: Awaited<ReturnType<typeof startPaymentsServer>>;
let shop: Awaited<ReturnType<typeof startShop>>;
let token = '';
test.beforeAll(async () => {
  // A fresh server migrates its database first, which takes long on a loaded machine.
  test.setTimeout(180_000);
  server = await startPaymentsServer();
  shop = await startShop(() => token);
});
test.afterAll(async () => {
  await shop?.stop();
  await server?.stop();
});

const buy = (page: Page) =>
  page.evaluate(() => (window as unknown as { buy(sku: string): Promise<Outcome> }).buy('test_item'));

const cases: [string, Record<string, boolean>, (page: Page) => FrameLocator][] = [
  ['Xsolla', { XsollaEnabled: true }, (p) => p.frameLocator('iframe.xpaystation-widget-lightbox-content-iframe')],
  ['Yookassa', { YookassaEnabled: true }, (p) => p.frameLocator('iframe.yoomoney-checkout-widget-content-iframe')],
  ['Stripe', { StripeEnabled: true }, (p) => p.frameLocator('[data-playport-checkout] iframe')],
  ['MoneyMailRu', { MoneyMailRuEnabled: true }, (p) => p.frameLocator('[data-playport-checkout] iframe')],
  ['FacebookGames', { FacebookGamesEnabled: true }, (p) => p.frameLocator('iframe.fb-pay-dialog-content-iframe')],
];

for (const [name, flags, payPage] of cases) {
  test(`${name}: pays through the simulator, the game gets the result and the order is Completed`, async ({ page }) => {
    await server.useStore('conformance-game', { Enabled: true, RequireEmail: false, ...flags });
    token = await signIn();
    await openShop(page);
    const outcome = buy(page);
    await payPage(page).locator('#pay').click();
    const result = await outcome;
    expect(result.ok?.stats).toEqual({ currency: 'USD', currencyAmount: 1, usdAmount: 1 });
    expect(await serverOrderStatus(token, result.ok!.transactionId, PAY_API)).toBe('Completed');
  });
}

test('Aghanim: the checkout opens in a window and polling sees the payment', async ({ page }) => {
  await server.useStore('conformance-game', { AghanimEnabled: true, RequireEmail: false });
  token = await signIn();
  await openShop(page);
  const popup = page.waitForEvent('popup');
  const outcome = buy(page);
  await (await popup).locator('#pay').click();
  const result = await outcome;
  expect(await serverOrderStatus(token, result.ok!.transactionId, PAY_API)).toBe('Completed');
});

test('personal info first when the product requires it, then Xsolla', async ({ page }) => {
  await server.useStore('conformance-game', { XsollaEnabled: true, RequireEmail: true });
  token = await signIn();
  await openShop(page);
  const outcome = buy(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm purchase' });
  await dialog.getByLabel('Phone (optional)').fill('12');
  await dialog.getByLabel('Phone (optional)').fill('+0 12');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.locator('[data-error-key="invalid_phone_number"]')).toBeVisible();
  await dialog.getByLabel('Phone (optional)').fill(' +4915112345678 ');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.frameLocator('iframe.xpaystation-widget-lightbox-content-iframe').locator('#pay').click();
  const result = await outcome;
  expect(await serverOrderStatus(token, result.ok!.transactionId, PAY_API)).toBe('Completed');
});

test('a declined Xsolla payment rejects with UserCancelled', async ({ page }) => {
  await server.useStore('conformance-game', { XsollaEnabled: true, RequireEmail: false });
  token = await signIn();
  await openShop(page);
  const outcome = buy(page);
  await page.frameLocator('iframe.xpaystation-widget-lightbox-content-iframe').locator('#decline').click();
  expect((await outcome).error).toEqual({
    code: 'UserCancelled',
    message: 'Payment widget closed before payment completed!',
  });
});

test('a closed money.mail.ru window cancels; a failed one fails', async ({ page }) => {
  await server.useStore('conformance-game', { MoneyMailRuEnabled: true, RequireEmail: false });
  token = await signIn();
  await openShop(page);
  const failing = buy(page);
  await page.frameLocator('[data-playport-checkout] iframe').locator('#fail').click();
  expect((await failing).error).toEqual({ code: 'Unknown', message: 'Payment not completed' });
  const closing = buy(page);
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Close', exact: true }).click();
  expect((await closing).error).toEqual({
    code: 'UserCancelled',
    message: 'Payment widget closed before payment completed!',
  });
});
