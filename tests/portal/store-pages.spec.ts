import { expect, test } from '@playwright/test';
import { apiPost, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';
import { fillTestCard, gameWithStore, orderIdFromReturnLink, serverOrderStatus } from '../support/portal-store.js';

type Created = {
  TransactionId: string;
  Checkout?: { Token: string; PublicId: string; ConfirmationUrl: string } | null;
};

test('/Store/{game} lists the web-store products, localized, and asks a signed-out visitor to sign in', async ({
  page,
}) => {
  await page.goto(`${PORTAL_ORIGIN}/Store/hello-game?lng=ru`);
  await expect(page.getByRole('heading', { name: 'Магазин: Hello Game' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '100 кристаллов' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '500 кристаллов' })).toBeVisible();
  await expect(page.getByText('Набор новичка')).toHaveCount(0);
  await page.getByRole('button', { name: /^Купить 100 кристаллов за / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('/Store/{game} of an unknown game shows the coded error', async ({ page }) => {
  await page.goto(`${PORTAL_ORIGIN}/Store/no-such-game?lng=en`);
  await expect(page.getByTestId('store-error')).toHaveText(/^Error ApiError 404: /);
});

test('/Store/{game}: Xsolla pays in the page, the order status page shows Completed', async ({ page }) => {
  const game = await gameWithStore('pagexsolla', { XsollaEnabled: true });
  const token = await signInPortal(page, 'store-xsolla');
  await page.goto(`${PORTAL_ORIGIN}/Store/${game}?lng=en`);
  await page.getByRole('button', { name: /^Buy Test item for / }).click();
  await page.frameLocator('iframe.xpaystation-widget-lightbox-content-iframe').locator('#pay').click();
  // The widget's payment, the server's completion and the page's status check take a few round trips.
  await expect(page.getByTestId('purchase-result')).toContainText('Paid. The purchase is delivered.', {
    timeout: 15_000,
  });
  const id = await orderIdFromReturnLink(page);
  expect(await serverOrderStatus(token, id)).toBe('Completed');
  await page.goto(`${PORTAL_ORIGIN}/Store/Return/${id}?lng=en`);
  await expect(page.getByTestId('order-status')).toHaveText('Paid. The purchase is delivered.');
  await expect(page.getByTestId('order-product')).toHaveText('Test item');
  await expect(page.getByTestId('order-total')).toContainText('1');
});

test('/Store/{game}: a declined Xsolla payment shows UserCancelled and the order is Cancelled', async ({ page }) => {
  const game = await gameWithStore('pagedecline', { XsollaEnabled: true });
  const token = await signInPortal(page, 'store-decline');
  const orders: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/v1/store/create_payment') && r.ok())
      orders.push(((await r.json()) as Created).TransactionId);
  });
  await page.goto(`${PORTAL_ORIGIN}/Store/${game}?lng=en`);
  await page.getByRole('button', { name: /^Buy Test item for / }).click();
  await page.frameLocator('iframe.xpaystation-widget-lightbox-content-iframe').locator('#decline').click();
  await expect(page.getByRole('alert')).toHaveText(
    'The purchase was cancelled (UserCancelled): Payment widget closed before payment completed!',
  );
  expect(await serverOrderStatus(token, orders[0]!)).toBe('Cancelled');
});

test('/Store/{game}: the Bank131 card form pays by card; closing it before paying cancels', async ({ page }) => {
  const game = await gameWithStore('pagecard', { Bank131Enabled: true });
  const token = await signInPortal(page, 'store-card');
  await page.goto(`${PORTAL_ORIGIN}/Store/${game}?lng=en`);
  await page.getByRole('button', { name: /^Buy Test item for / }).click();
  const form = page.getByTestId('card-checkout-modal').frameLocator('iframe');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(form.getByText('Enter a valid card number.')).toBeVisible();
  await fillTestCard(form);
  await form.getByLabel('Card number').fill('4242 4242 4242 4241');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(form.getByText('Enter a valid card number.')).toBeVisible();
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: /^Pay / }).click();
  await form.frameLocator('iframe[title="Bank confirmation"]').locator('#pay').click();
  // The widget's payment, the server's completion and the page's status check take a few round trips.
  await expect(page.getByTestId('purchase-result')).toContainText('Paid. The purchase is delivered.', {
    timeout: 15_000,
  });
  expect(await serverOrderStatus(token, await orderIdFromReturnLink(page))).toBe('Completed');

  await page.getByRole('button', { name: /^Buy Test item for / }).click();
  await page.getByTestId('card-checkout-modal').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The purchase was cancelled (UserCancelled): Widget closed before payment completed',
  );
});

test('the card form page on its own pays by the SBP link; the merchant completion page shows the order', async ({
  page,
  context,
}) => {
  const game = await gameWithStore('pagesbp', { Bank131Enabled: true });
  const token = await signInPortal(page, 'store-sbp');
  const created = await apiPost<Created>(token, '/store/create_payment', {
    Game: game,
    Sku: 'test_item',
    WebPublishingPlatform: 'FxId',
  });
  expect(created.status).toBe(200);
  const checkout = created.body.Checkout!;
  await page.goto(`${checkout.ConfirmationUrl}&lng=en`);
  await expect(page.getByTestId('card-form-price')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Fast payment (SBP)' }).click();
  await page.getByRole('button', { name: 'Get the payment link' }).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open the payment link' }).click();
  await (await opened).locator('#pay').click();
  await expect(page.getByTestId('card-form-result')).toHaveText('Paid. The purchase is delivered.');
  expect(await serverOrderStatus(token, created.body.TransactionId)).toBe('Completed');

  // The merchant's completion link names the same order.
  await page.goto(`${PORTAL_ORIGIN}/Store/MerchantPaymentCompleted/${checkout.Token}?lng=en`);
  await expect(page.getByTestId('merchant-result')).toHaveText('Paid. The purchase is delivered.');
  await expect(page.getByTestId('order-status')).toHaveText('Paid. The purchase is delivered.');
});

test('the Return page follows a waiting order until it is paid', async ({ page }) => {
  const game = await gameWithStore('pagereturn', { Bank131Enabled: true });
  const token = await signInPortal(page, 'store-return');
  const created = await apiPost<Created>(token, '/store/create_payment', {
    Game: game,
    Sku: 'test_item',
    WebPublishingPlatform: 'FxId',
  });
  await page.goto(`${PORTAL_ORIGIN}/Store/Return/${created.body.TransactionId}?lng=en`);
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for the payment…');
  const paid = await fetch(`${PORTAL_ORIGIN}/dev/sandbox-pay/${created.body.TransactionId}/pay`, { method: 'POST' });
  expect(paid.ok).toBe(true);
  await expect(page.getByTestId('order-status')).toHaveText('Paid. The purchase is delivered.');
});

test('invalid links give their error text: unknown order, merchant token, PublicId, missing order id', async ({
  page,
}) => {
  await signInPortal(page, 'store-invalid');
  await page.goto(`${PORTAL_ORIGIN}/Store/Return/no-such-order?lng=en`);
  await expect(page.getByTestId('order-error')).toHaveText(/^Error ApiError 404: /);
  await page.goto(`${PORTAL_ORIGIN}/Store/MerchantPaymentCompleted/not-a-real-token?lng=en`);
  await expect(page.getByTestId('merchant-error')).toHaveText('This payment link is invalid or has expired.');
  await page.goto(`${PORTAL_ORIGIN}/aaaaaaaaaaaaaaaaaaaaaaaa?PublicId=no-such-order&lng=en`);
  await expect(page.getByTestId('card-form-error')).toHaveText('Error ApiError 404: Not Found: Unknown payment form');
  await page.goto(`${PORTAL_ORIGIN}/Store/ContinueWithPI?lng=en`);
  await expect(page.getByTestId('pi-error')).toHaveText('The payment link is incomplete: it names no order.');
});

test('/Store/ContinueWithPI checks the e-mail, then goes on to the provider with the details saved', async ({
  page,
}) => {
  const game = await gameWithStore('pagepi', { XsollaEnabled: true, RequireEmail: true });
  const token = await signInPortal(page, 'store-pi');
  await page.goto(`${PORTAL_ORIGIN}/api/v1/store/create_payment_with_redirect/${game}/test_item?Token=${token}`);
  await expect(page).toHaveURL(/\/Store\/ContinueWithPI\?PublicOrderId=/);
  const id = new URL(page.url()).searchParams.get('PublicOrderId')!;
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail').fill(' buyer@example.com ');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/xsolla/${id}`));
  expect(await serverOrderStatus(token, id)).toBe('WaitingForPayment');
});

test('/LoginWithTempToken lands on the store page its token names', async ({ page }) => {
  const token = await signInPortal(page, 'store-temp');
  const temp = await apiPost<{ TempToken: string }>(token, '/auth/create_temp_token', {
    RedirectUri: `${PORTAL_ORIGIN}/Store/hello-game`,
  });
  expect(temp.status).toBe(200);
  await page.evaluate(() => localStorage.removeItem('AuthToken'));
  await page.goto(`${PORTAL_ORIGIN}/LoginWithTempToken?token=${encodeURIComponent(temp.body.TempToken)}&lng=en`);
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}/Store/hello-game`);
  await expect(page.getByRole('button', { name: /^Buy 100 gems for / })).toHaveText('Buy');
});
