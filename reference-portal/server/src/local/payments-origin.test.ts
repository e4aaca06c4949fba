import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../db/schema';
import { json, useTestApp } from '../test/test-app';
import { createPaymentsOriginApp } from './payments-origin';

const t = useTestApp();
const P = 'http://localhost:8789';

const payments = () =>
  createPaymentsOriginApp({
    db: t().database.db,
    config: t().config,
    clock: t().now,
    logger: pino({ level: 'silent' }),
    mailer: { send: async () => {} },
    fetch,
  });

async function useStore(store: Record<string, unknown>) {
  await t().database.db.execute(
    sql`update games set config = jsonb_set(config, '{Store}', ${JSON.stringify(store)}::jsonb) where system_name = 'conformance-game'`,
  );
}

async function buy(token: string, EmbeddingType = 'Embed') {
  const res = await t().post(
    '/api/v1/store/create_payment',
    { Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'FxId', EmbeddingType },
    token,
  );
  expect(res.status).toBe(200);
  return json<Record<string, Record<string, unknown>> & { TransactionId: string }>(res);
}

const events = async (id: string) =>
  (await t().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map(
    (e) => `${e.fromStatus ?? '-'}>${e.toStatus} ${e.source}`,
  );

describe('provider choice from the Store config', () => {
  it.each([
    [
      { XsollaEnabled: true },
      'Xsolla',
      { ConfirmationUrl: expect.stringMatching(`^${P}/pay/xsolla/ord_`), Sandbox: true },
    ],
    [
      { YookassaEnabled: true },
      'Yookassa',
      { Redirect: false, ConfirmationToken: expect.stringMatching(/^ct-local-ord_/) },
    ],
    [
      { StripeEnabled: true },
      'Stripe',
      { SessionClientSecret: expect.stringMatching(/^cs_test_ord_\w+_secret_local$/), PublishableKey: 'pk_test_local' },
    ],
    [{ MoneyMailRuEnabled: true }, 'MoneyMailRu', { PaymentUri: expect.stringMatching(`^${P}/pay/moneymailru/ord_`) }],
    [{ AghanimEnabled: true }, 'Aghanim', { CheckoutUrl: expect.stringMatching(`^${P}/pay/aghanim/ord_`) }],
    [
      { FacebookGamesEnabled: true },
      'FacebookGames',
      { ProductOgUrl: 'http://localhost:8787/og/products/conformance-game/test_item' },
    ],
    [{ SmartGLocalEnabled: true }, 'Checkout', { Merchant: 'SmartGLocal' }],
    [{ XsollaEnabled: false, YookassaEnabled: true, StripeEnabled: true }, 'Yookassa', {}],
    [{ Provider: 'Sandbox' }, 'Aghanim', { CheckoutUrl: expect.stringContaining('/dev/sandbox-pay/') }],
  ])('%j gives the %s block', async (store, block, fields) => {
    await useStore({ Enabled: true, RequireEmail: false, ...store });
    const { token } = await t().signIn();
    const pay = await buy(token);
    expect(pay[block]).toMatchObject(fields);
  });

  it.each([
    [{ XsollaEnabled: true }, 'Xsolla'],
    [{ XsollaEnabled: false, YookassaEnabled: true, StripeEnabled: true }, 'Yookassa'],
    [{ StripeEnabled: true }, 'Stripe'],
    [{ Provider: 'Sandbox' }, 'Aghanim'],
  ])('the public game config reports the Store switches of %j that create_payment uses', async (store, block) => {
    await useStore({ Enabled: true, RequireEmail: false, ...store });
    const config = await json<{ Store: Record<string, boolean>; PublicGameData: { Store: Record<string, boolean> } }>(
      await t().request('GET', '/api/v1/public_game_config/conformance-game?WebPublishingPlatform=FxId'),
    );
    const { token } = await t().signIn();
    const pay = await buy(token);
    const expected = {
      XsollaEnabled: 'Xsolla' in pay,
      YookassaEnabled: 'Yookassa' in pay,
      StripeEnabled: 'Stripe' in pay,
    };
    expect(pay[block]).toBeDefined();
    expect(config.Store).toEqual(expected);
    expect(config.PublicGameData.Store).toEqual(expected);
  });

  it('Yookassa in redirect mode', async () => {
    await useStore({ YookassaEnabled: true });
    const { token } = await t().signIn();
    expect((await buy(token, 'Redirect')).Yookassa).toMatchObject({
      Redirect: true,
      ConfirmationUrl: expect.stringContaining('/pay/yookassa/'),
    });
  });

  it('the redirect flow goes to the provider page, after personal info when required', async () => {
    await useStore({ MoneyMailRuEnabled: true });
    const { token } = await t().signIn();
    const direct = await t().request(
      'GET',
      `/api/v1/store/create_payment_with_redirect/conformance-game/test_item?Token=${token}`,
    );
    expect(direct.headers.get('location')).toContain(`${P}/pay/moneymailru/ord_`);
    await useStore({ MoneyMailRuEnabled: true, RequireEmail: true });
    const first = await t().request(
      'GET',
      `/api/v1/store/create_payment_with_redirect/conformance-game/test_item?Token=${token}`,
    );
    const id = new URL(first.headers.get('location')!).searchParams.get('PublicOrderId');
    const next = await t().post(
      '/api/v1/store/continue_redirect_with_pi',
      { PublicOrderId: id, OrderPersonalInfo: { Email: 'a@example.com', PhoneNumber: null, IsAutoConfirm: false } },
      token,
    );
    expect(await json(next)).toEqual({ RedirectUri: `${P}/pay/moneymailru/${id}` });
  });

  it('refuses the simulated providers in production', async () => {
    await useStore({ XsollaEnabled: true });
    const { token } = await t().signIn();
    const prod = t().withEnv({ MODE: 'production', PUBLIC_URL: 'https://portal.example' });
    const res = await prod.request('/api/v1/store/create_payment', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'FxId' }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ detail: 'Unsupported payment method for FxId web' });
  });
});

describe('payments origin', () => {
  it('serves the pay page framable by the portal only, and Pay completes the order with every transition recorded', async () => {
    await useStore({ XsollaEnabled: true });
    const { token } = await t().signIn();
    const { TransactionId: id } = await buy(token);
    const page = await payments().request(`/pay/xsolla/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^frame-ancestors .*http:\/\/localhost:8787/);
    const html = await page.text();
    for (const button of ['pay', 'decline', 'close', 'fail']) expect(html).toContain(`id="${button}"`);
    expect(await json(await payments().request(`/pay/xsolla/${id}/pay`, { method: 'POST' }))).toEqual({
      Status: 'Completed',
    });
    expect(await events(id)).toEqual([
      '->Created create_payment',
      'Created>WaitingForPayment create_payment',
      'WaitingForPayment>PayedWaitingForSending simulator:xsolla:pay',
      'PayedWaitingForSending>Completed delivery',
    ]);
    expect((await payments().request(`/pay/xsolla/${id}/decline`, { method: 'POST' })).status).toBe(409);
  });

  it('Decline and Fail cancel; the page of another provider or an unknown order is 404', async () => {
    await useStore({ MoneyMailRuEnabled: true });
    const { token } = await t().signIn();
    const a = (await buy(token)).TransactionId;
    const b = (await buy(token)).TransactionId;
    expect((await payments().request(`/pay/xsolla/${a}`)).status).toBe(404);
    expect((await payments().request('/pay/moneymailru/ord_nope')).status).toBe(404);
    expect(await json(await payments().request(`/pay/moneymailru/${a}/decline`, { method: 'POST' }))).toEqual({
      Status: 'Cancelled',
    });
    expect(await json(await payments().request(`/pay/moneymailru/${b}/fail`, { method: 'POST' }))).toEqual({
      Status: 'Cancelled',
    });
    expect((await events(b)).at(-1)).toBe('WaitingForPayment>Cancelled simulator:moneymailru:fail');
    const status = await json(await t().post('/api/v1/store/get_payment_status', { PublicOrderId: a }, token));
    expect(status.Status).toBe('Cancelled');
  });

  it('Aghanim polling sees the simulated payment', async () => {
    await useStore({ AghanimEnabled: true });
    const { token } = await t().signIn();
    const { TransactionId: id } = await buy(token);
    const poll = async () =>
      (await json(await t().request('GET', `/api/v1/store/aghanim/payment/status?PublicOrderId=${id}`))).Status;
    expect(await poll()).toBe('Created');
    await payments().request(`/pay/aghanim/${id}/pay`, { method: 'POST' });
    expect(await poll()).toBe('Payed');
  });

  it('bundles each widget simulator as a classic script defining the real global', async () => {
    for (const [file, global] of [
      ['xsolla', 'XPayStationWidget'],
      ['yookassa', 'YooMoneyCheckoutWidget'],
      ['stripe', 'Stripe'],
      ['facebook', 'FB'],
    ]) {
      const res = await payments().request(`/simulators/${file}.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/javascript');
      const code = await res.text();
      expect(code).toContain(global);
      expect(code).toContain(JSON.stringify(P));
      expect(code).not.toMatch(/^\s*(import|export)\s/m);
    }
    expect((await payments().request('/simulators/other.js')).status).toBe(404);
  });

  it('redirects the Pay Station URL shape to the pay page', async () => {
    const res = await payments().request('/paystation2/?access_token=xs-local-ord_1');
    expect(res.headers.get('location')).toBe('/pay/xsolla/ord_1');
  });
});
