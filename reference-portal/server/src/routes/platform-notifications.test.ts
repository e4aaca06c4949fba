import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../db/schema';
import { LOCAL_SECRET_DEFAULTS as L } from '../local/local-defaults';
import { verifyFacebookRequest, verifySignedRequest } from '../platforms/verify-facebook';
import { verifyMd5Params } from '../platforms/verify-payment-callback';
import type { Deps } from '../http/app-env';
import { grantPlatformPayment } from '../services/platform-payments';
import { json, useTestApp } from '../test/test-app';

/** Outbound calls (the Bot API stand-in, the platforms' stand-ins calling back) go to the same app. */
let botApiDown = false;
const t = useTestApp({ MAGIC_LINKS_PER_IP: '1000' }, async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (botApiDown && url.includes('/telegram-bot-api/')) throw new TypeError('fetch failed');
  return t().app.request(url, init);
});

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

const newOrder = async (platform: string, Sku = 'gems_100') => {
  const { token, accountId } = await t().signIn();
  const res = await t().post(
    '/api/v1/store/create_payment',
    { Game: 'hello-game', Sku, WebPublishingPlatform: platform },
    token,
  );
  expect(res.status).toBe(200);
  const body = await json<{
    TransactionId: string;
    OrderPrice: number;
    OrderProduct: { Price: number; Currency: string };
    Telegram?: { InvoiceUrl: string };
    Odnoklassniki?: { ExtraAttributes: string };
  }>(res);
  return { token, accountId, id: body.TransactionId, body };
};
const row = async (id: string) => (await t().database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const events = async (id: string) =>
  (await t().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;
const paidEvents = async (id: string) =>
  (
    await t()
      .database.db.select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'PayedWaitingForSending')))
  ).length;
const waiting = async (id: string) => {
  const o = await row(id);
  expect(o.status).toBe('WaitingForPayment');
  expect(o.platformTransactionId).toBeNull();
};

describe('the md5 signature of VK and OK payment notifications', () => {
  // A get_item_test notification with its sig and the app's secure key, published with the
  // elum-utils/sign library (vkmashop/README.md), which follows dev.vk.com/api/payments/notifications/overview.
  const VK_VECTOR =
    'app_id=52333469&item=Subscribtion_Item_NoAd30&lang=ru_RU&notification_type=get_item_test&order_id=2256399&receiver_id=262959639&user_id=262959639&sig=871447748e3803be83acb30dec37b5e5';
  const VK_KEY = '5STCdDl55VezBzYt0AUA';

  it('accepts the published VK notification and refuses it with any byte changed', () => {
    expect(Object.fromEntries(verifyMd5Params(new URLSearchParams(VK_VECTOR), VK_KEY)!)).toEqual({
      app_id: '52333469',
      item: 'Subscribtion_Item_NoAd30',
      lang: 'ru_RU',
      notification_type: 'get_item_test',
      order_id: '2256399',
      receiver_id: '262959639',
      user_id: '262959639',
    });
    expect(
      verifyMd5Params(new URLSearchParams(VK_VECTOR.replace('order_id=2256399', 'order_id=2256398')), VK_KEY),
    ).toBeNull();
    expect(verifyMd5Params(new URLSearchParams(VK_VECTOR.replace('sig=8714', 'sig=8715')), VK_KEY)).toBeNull();
    expect(verifyMd5Params(new URLSearchParams(VK_VECTOR), `${VK_KEY}x`)).toBeNull();
    expect(verifyMd5Params(new URLSearchParams(`${VK_VECTOR}&item=other`), VK_KEY)).toBeNull();
    expect(verifyMd5Params(new URLSearchParams(VK_VECTOR.replace(/&sig=.*/, '')), VK_KEY)).toBeNull();
  });

  it('accepts an OK callbacks.payment signed by the documented rule and refuses a changed byte', () => {
    // OK publishes no callback example: the signature is written out here by hand from apiok.ru's rule
    // (sorted key=value pairs, concatenated, then the secret key), not by any code of the server.
    const base =
      'amount=7application_key=CBAKEYcall_id=1extra_attributes={"orderId":"ord_1"}method=callbacks.paymentproduct_code=gems_100transaction_id=88transaction_time=2026-11-24 10:00:00uid=5';
    const query = new URLSearchParams({
      uid: '5',
      transaction_id: '88',
      transaction_time: '2026-11-24 10:00:00',
      product_code: 'gems_100',
      amount: '7',
      extra_attributes: '{"orderId":"ord_1"}',
      method: 'callbacks.payment',
      application_key: 'CBAKEY',
      call_id: '1',
      sig: md5(`${base}okSecret`),
    });
    expect(verifyMd5Params(query, 'okSecret')?.get('transaction_id')).toBe('88');
    query.set('amount', '8');
    expect(verifyMd5Params(query, 'okSecret')).toBeNull();
  });
});

describe('create_payment on the platforms that charge in their own currency', () => {
  it("charges VK votes, OK and Telegram Stars from the product's platform prices", async () => {
    expect((await newOrder('VkontakteCom')).body.OrderProduct).toMatchObject({ Price: 2, Currency: 'VOTE' });
    expect((await newOrder('Odnoklassniki')).body.OrderProduct).toMatchObject({ Price: 15, Currency: 'OK' });
    const tg = await newOrder('Telegram');
    expect(tg.body.OrderProduct).toMatchObject({ Price: 50, Currency: 'XTR' });
    expect(tg.body.OrderPrice).toBe(50);
    expect(tg.body.Telegram!.InvoiceUrl).toMatch(/^https:\/\/t\.me\/\$[\w-]+$/);
    const o = await row(tg.id);
    expect([o.price, o.currency]).toEqual(['50.00', 'XTR']);
  });

  it('refuses a product without a price on the platform (404 UnknownProduct)', async () => {
    const { products } = await import('../db/schema');
    await t()
      .database.db.update(products)
      .set({ platformPrices: {} })
      .where(and(eq(products.game, 'hello-game'), eq(products.sku, 'starter_pack')));
    const { token } = await t().signIn();
    const res = await t().post(
      '/api/v1/store/create_payment',
      { Game: 'hello-game', Sku: 'starter_pack', WebPublishingPlatform: 'VkontakteCom' },
      token,
    );
    expect(res.status).toBe(404);
    expect((await json(res)).Code).toBe('UnknownProduct');
  });

  it('answers 502 PlatformUnavailable and keeps no order when the Bot API cannot create the invoice', async () => {
    const { token, accountId } = await t().signIn();
    botApiDown = true;
    try {
      const res = await t().post(
        '/api/v1/store/create_payment',
        { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'Telegram' },
        token,
      );
      expect(res.status).toBe(502);
      expect(await json(res)).toMatchObject({ Code: 'PlatformUnavailable' });
    } finally {
      botApiDown = false;
    }
    expect(await t().database.db.select().from(orders).where(eq(orders.accountId, accountId))).toEqual([]);
  });
});

const VK_PATH = '/api/v1/platforms/vkcom/payments';
const vkSigned = (params: Record<string, string>, secret: string = L.VK_APP_SECRET) => {
  const base = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('');
  return new URLSearchParams({ ...params, sig: md5(base + secret) }).toString();
};
const vkPost = async (params: Record<string, string>, secret?: string) =>
  json<{ response?: Record<string, unknown>; error?: { error_code: number; critical: boolean } }>(
    await t().request('POST', VK_PATH, {
      body: vkSigned(params, secret),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
const vkPaid = (item: string, orderId: string, price: string) => ({
  app_id: '51',
  user_id: '7',
  receiver_id: '7',
  order_id: orderId,
  item,
  notification_type: 'order_status_change',
  status: 'chargeable',
  date: '1795000000',
  item_id: 'gems_100',
  item_title: '100 gems',
  item_price: price,
});

describe('POST /api/v1/platforms/vkcom/payments (VK payment notifications)', () => {
  it('describes the order for get_item in votes', async () => {
    const { id } = await newOrder('VkontakteCom');
    const answer = await vkPost({
      app_id: '51',
      user_id: '7',
      receiver_id: '7',
      order_id: '9001',
      item: id,
      lang: 'ru_RU',
      notification_type: 'get_item',
    });
    expect(answer).toEqual({ response: { item_id: 'gems_100', title: '100 gems', price: 2, expiration: 3600 } });
  });

  it('completes the order on order_status_change, once, and answers a replay the same', async () => {
    const { id, token } = await newOrder('VkontakteCom');
    const first = await vkPost(vkPaid(id, '9002', '2'));
    expect(first).toEqual({ response: { order_id: 9002 } });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: '9002' });
    const count = await events(id);
    expect(await vkPost(vkPaid(id, '9002', '2'))).toEqual(first);
    expect(await events(id)).toBe(count);
    expect((await json(await t().post('/api/v1/store/get_payment_status', { PublicOrderId: id }, token))).Status).toBe(
      'Completed',
    );
  });

  it('a delivery that looked its transaction up just before another delivery committed it answers the same, granting nothing again', async () => {
    const { id } = await newOrder('VkontakteCom');
    const db = t().database.db;
    // The late delivery's first read (by transaction id) runs at once and finds nothing; its answer is held back
    // until the other delivery has committed.
    let readDone!: () => void;
    let release!: () => void;
    const read = new Promise<void>((r) => (readDone = r));
    const gate = new Promise<void>((r) => (release = r));
    const held = (query: object): object =>
      new Proxy(query, {
        get(target, prop) {
          if (prop === 'then') {
            return (ok: (v: unknown) => unknown, ko: (e: unknown) => unknown) =>
              Promise.resolve(target as PromiseLike<unknown>)
                .then(async (rows) => (readDone(), await gate, rows))
                .then(ok, ko);
          }
          const value = Reflect.get(target, prop) as unknown;
          return typeof value === 'function'
            ? (...args: unknown[]) => held((value as (...a: unknown[]) => object).apply(target, args))
            : value;
        },
      });
    let first = true;
    const lateDb = new Proxy(db, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (prop === 'select' && first) {
          first = false;
          return (...args: unknown[]) => held((value as (...a: unknown[]) => object).apply(target, args));
        }
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const payment = { platform: 'VkontakteCom', transactionId: '9101', orderId: id, source: 'vkcom' } as const;
    const late = grantPlatformPayment({ db: lateDb, clock: () => t().now() } as unknown as Deps, payment);
    await read;
    const winner = await grantPlatformPayment({ db, clock: () => t().now() } as unknown as Deps, payment);
    release();
    const loser = await late;
    expect([winner.replay, loser.replay, loser.order.id, loser.order.status]).toEqual([
      false,
      true,
      id,
      winner.order.status,
    ]);
    expect(await paidEvents(id)).toBe(1);
  });

  it('grants once under concurrent deliveries of the same notification', async () => {
    const { id } = await newOrder('VkontakteCom');
    const answers = await Promise.all([1, 2, 3].map(() => vkPost(vkPaid(id, '9003', '2'))));
    expect(answers).toEqual([1, 2, 3].map(() => ({ response: { order_id: 9003 } })));
    expect(await paidEvents(id)).toBe(1);
  });

  it('refuses a forged signature (10), a wrong price (11), an unknown order (20) and a second payment (21), changing nothing', async () => {
    const { id } = await newOrder('VkontakteCom');
    expect((await vkPost(vkPaid(id, '9004', '2'), 'not-the-key')).error).toMatchObject({
      error_code: 10,
      critical: true,
    });
    await waiting(id);
    expect((await vkPost(vkPaid(id, '9004', '1'))).error).toMatchObject({ error_code: 11, critical: true });
    await waiting(id);
    expect((await vkPost(vkPaid('ord_unknown', '9005', '2'))).error).toMatchObject({ error_code: 20 });
    expect((await vkPost({ ...vkPaid(id, '9004', '2'), status: 'refunded' })).error).toMatchObject({ error_code: 11 });
    await waiting(id);
    expect((await vkPost(vkPaid(id, '9004', '2'))).response).toEqual({ order_id: 9004 });
    // Another VK order for the same, already paid, order: refused, and the first payment stays.
    expect((await vkPost(vkPaid(id, '9006', '2'))).error).toMatchObject({ error_code: 21 });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: '9004' });
    // The same VK order id claimed for another order: refused.
    const other = await newOrder('VkontakteCom');
    expect((await vkPost(vkPaid(other.id, '9004', '2'))).error).toMatchObject({ error_code: 11 });
    await waiting(other.id);
  });

  it('answers get_item for an order that can no longer be paid with 21 (out of stock), an unknown one with 20', async () => {
    const { id } = await newOrder('VkontakteCom');
    const getItem = (item: string) =>
      vkPost({
        app_id: '51',
        user_id: '7',
        receiver_id: '7',
        order_id: '9201',
        item,
        lang: 'ru_RU',
        notification_type: 'get_item',
      });
    expect((await vkPost(vkPaid(id, '9202', '2'))).response).toEqual({ order_id: 9202 });
    expect(await getItem(id)).toEqual({
      error: { error_code: 21, error_msg: 'The order is Completed', critical: true },
    });
    expect(await getItem('ord_unknown')).toEqual({
      error: { error_code: 20, error_msg: 'Unknown order ord_unknown', critical: true },
    });
  });

  it("does not pay another platform's order", async () => {
    const { id } = await newOrder('Odnoklassniki');
    expect((await vkPost(vkPaid(id, '9007', '15'))).error).toMatchObject({ error_code: 20 });
    await waiting(id);
  });
});

describe("VK's test payments (order_status_change_test: an administrator's purchase, no votes move)", () => {
  const PROD_KEY = 'vk-production-secure-key-0123456789';
  const production = (more: Record<string, string> = {}) =>
    t().withEnv({
      MODE: 'production',
      PUBLIC_URL: 'https://portal.test',
      JWT_SECRET: 'p'.repeat(48),
      TURNSTILE_SECRET: '0x4AAAAAAAproductionSecretValue000000',
      VK_APP_SECRET: PROD_KEY,
      ...more,
    });
  const postTo = async (app: ReturnType<typeof production>, params: Record<string, string>) =>
    json<{ response?: Record<string, unknown>; error?: Record<string, unknown> }>(
      await app.request(VK_PATH, {
        method: 'POST',
        body: vkSigned(params, PROD_KEY),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
  const testPaid = (item: string, orderId: string) => ({
    ...vkPaid(item, orderId, '2'),
    notification_type: 'order_status_change_test',
  });
  const testItem = (item: string) => ({
    app_id: '51',
    user_id: '7',
    receiver_id: '7',
    order_id: '9301',
    item,
    lang: 'ru_RU',
    notification_type: 'get_item_test',
  });
  const OFF = {
    error: { error_code: 100, error_msg: 'Test payments are switched off on this server', critical: true },
  };

  it('production, by default: refused (100, critical) and the order stays unpaid; real notifications still pay', async () => {
    const { id } = await newOrder('VkontakteCom');
    const prod = production();
    expect(await postTo(prod, testItem(id))).toEqual(OFF);
    expect(await postTo(prod, testPaid(id, '9302'))).toEqual(OFF);
    await waiting(id);
    expect(await postTo(prod, vkPaid(id, '9302', '2'))).toEqual({ response: { order_id: 9302 } });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: '9302', testPayment: false });
  });

  it('switched on (VK_TEST_PAYMENTS=on, the default in local mode): granted once and the order marked as a test payment', async () => {
    const { id } = await newOrder('VkontakteCom');
    const prod = production({ VK_TEST_PAYMENTS: 'on' });
    expect((await postTo(prod, testItem(id))).response).toMatchObject({ item_id: 'gems_100', price: 2 });
    expect(await postTo(prod, testPaid(id, '9303'))).toEqual({ response: { order_id: 9303 } });
    expect(await row(id)).toMatchObject({ status: 'Completed', testPayment: true });
    const count = await events(id);
    expect(await postTo(prod, testPaid(id, '9303'))).toEqual({ response: { order_id: 9303 } });
    expect(await events(id)).toBe(count);
    const local = await newOrder('VkontakteCom');
    expect(await vkPost(testPaid(local.id, '9304'))).toEqual({ response: { order_id: 9304 } });
    expect(await row(local.id)).toMatchObject({ status: 'Completed', testPayment: true });
  });

  it("a test order id may be a real order's id too (VK numbers them apart): both pay their own order", async () => {
    const test = await newOrder('VkontakteCom');
    const real = await newOrder('VkontakteCom');
    expect(await vkPost(testPaid(test.id, '9305'))).toEqual({ response: { order_id: 9305 } });
    expect(await vkPost(vkPaid(real.id, '9305', '2'))).toEqual({ response: { order_id: 9305 } });
    expect(await row(test.id)).toMatchObject({ status: 'Completed', testPayment: true });
    expect(await row(real.id)).toMatchObject({
      status: 'Completed',
      testPayment: false,
      platformTransactionId: '9305',
    });
  });
});

const okQuery = (params: Record<string, string>, secret: string = L.OK_APP_SECRET) => {
  const base = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('');
  return new URLSearchParams({ ...params, sig: md5(base + secret) }).toString();
};
const okCall = (params: Record<string, string>, secret?: string) =>
  t().request('GET', `/api/v1/platforms/ok/callback?${okQuery(params, secret)}`);
const okPayment = (orderId: string, transactionId: string, amount = '15', sku = 'gems_100') => ({
  application_key: 'okkey',
  call_id: '1',
  method: 'callbacks.payment',
  uid: '5',
  transaction_id: transactionId,
  transaction_time: '2026-11-24 10:00:00',
  product_code: sku,
  amount,
  extra_attributes: JSON.stringify({ orderId }),
});
const OK_TRUE =
  '<?xml version="1.0" encoding="UTF-8"?>\n<callbacks_payment_response xmlns="http://api.forticom.com/1.0/">true</callbacks_payment_response>';

describe('GET /api/v1/platforms/ok/callback (OK callbacks.payment)', () => {
  it("confirms the payment in OK's XML, completes the order once and confirms a replay the same", async () => {
    const { id, body } = await newOrder('Odnoklassniki');
    expect(JSON.parse(body.Odnoklassniki!.ExtraAttributes)).toEqual({ orderId: id });
    const res = await okCall(okPayment(id, 'okt-1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('invocation-error')).toBeNull();
    expect(await res.text()).toBe(OK_TRUE);
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: 'okt-1' });
    const count = await events(id);
    expect(await (await okCall(okPayment(id, 'okt-1'))).text()).toBe(OK_TRUE);
    expect(await events(id)).toBe(count);
  });

  it('refuses a forged signature (104), a wrong amount, product or order (1001) with Invocation-error, changing nothing', async () => {
    const { id } = await newOrder('Odnoklassniki');
    const forged = await okCall(okPayment(id, 'okt-2'), 'wrong');
    expect(forged.headers.get('invocation-error')).toBe('104');
    expect(await forged.text()).toContain('<error_code>104</error_code>');
    for (const bad of [
      okPayment(id, 'okt-2', '14'),
      okPayment(id, 'okt-2', '15', 'gems_500'),
      okPayment('ord_nope', 'okt-2'),
      { ...okPayment(id, 'okt-2'), currency: 'RUB' },
    ]) {
      const res = await okCall(bad);
      expect(res.headers.get('invocation-error')).toBe('1001');
      expect(await res.text()).toMatch(/<error_code>1001<\/error_code><error_msg>CALLBACK_INVALID_PAYMENT : /);
    }
    await waiting(id);
  });
});

const WEBHOOK = '/api/v1/platforms/telegram/webhook';
const hook = (update: unknown, secret: string | null = L.TELEGRAM_WEBHOOK_SECRET) =>
  t().request('POST', WEBHOOK, {
    body: update,
    headers: secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret },
  });
const preCheckout = (payload: string, amount = 50, currency = 'XTR') => ({
  update_id: 1,
  pre_checkout_query: {
    id: 'pcq-1',
    from: { id: 77, is_bot: false, first_name: 'Tim' },
    currency,
    total_amount: amount,
    invoice_payload: payload,
  },
});
const paidUpdate = (payload: string, charge: string, amount = 50) => ({
  update_id: 2,
  message: {
    message_id: 5,
    date: 1795000000,
    chat: { id: 77, type: 'private' },
    from: { id: 77, is_bot: false, first_name: 'Tim' },
    successful_payment: {
      currency: 'XTR',
      total_amount: amount,
      invoice_payload: payload,
      telegram_payment_charge_id: charge,
      provider_payment_charge_id: '',
    },
  },
});

/** The update Telegram sends when a Stars payment is refunded (Bot API: Message.refunded_payment, RefundedPayment). */
const refundUpdate = (payload: string, charge: string, amount = 50) => ({
  update_id: 3,
  message: {
    message_id: 6,
    date: 1795000100,
    chat: { id: 77, type: 'private' },
    from: { id: 77, is_bot: false, first_name: 'Tim' },
    refunded_payment: {
      currency: 'XTR',
      total_amount: amount,
      invoice_payload: payload,
      telegram_payment_charge_id: charge,
    },
  },
});

describe('POST /api/v1/platforms/telegram/webhook: refunded_payment', () => {
  const refunds = async (id: string) =>
    (
      await t()
        .database.db.select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'CancelledPaid')))
    ).map((e) => [e.fromStatus, e.source]);
  const gameToken = async (session: string) =>
    (
      await json<{ ConnectedGames: { Game: string; GameJwt: string }[] }>(
        await t().post('/api/v1/profile', { Game: 'hello-game' }, session),
      )
    ).ConnectedGames.find((g) => g.Game === 'hello-game')!.GameJwt;

  it('moves the paid order to CancelledPaid once, and the game reads CancelledPaid', async () => {
    const { id, token } = await newOrder('Telegram');
    expect(await json(await hook(paidUpdate(id, 'ch-r1')))).toEqual({ ok: true });
    expect(await json(await hook(refundUpdate(id, 'ch-r1')))).toEqual({ ok: true });
    expect(await row(id)).toMatchObject({ status: 'CancelledPaid', platformTransactionId: 'ch-r1' });
    expect(await refunds(id)).toEqual([['Completed', 'telegram_refunded_payment']]);
    // A repeated refund update changes nothing and is answered the same.
    const count = await events(id);
    expect(await json(await hook(refundUpdate(id, 'ch-r1')))).toEqual({ ok: true });
    expect(await events(id)).toBe(count);
    const status = (bearer: string) => t().post('/api/v1/store/get_payment_status', { PublicOrderId: id }, bearer);
    expect((await json(await status(token))).Status).toBe('CancelledPaid');
    expect((await json(await status(await gameToken(token)))).Status).toBe('CancelledPaid');
    // GetInfo's fxId.hasCompletedOrder comes from the account view: a refunded order is not a completed one.
    expect(
      (await json<{ HasCompletedOrder: boolean }>(await t().post('/api/v1/profile', { Game: 'hello-game' }, token)))
        .HasCompletedOrder,
    ).toBe(false);
    // The payment replayed after its refund grants nothing again.
    expect(await json(await hook(paidUpdate(id, 'ch-r1')))).toEqual({ ok: true });
    expect((await row(id)).status).toBe('CancelledPaid');
  });

  it('records concurrent deliveries of one refund once', async () => {
    const { id } = await newOrder('Telegram');
    expect(await json(await hook(paidUpdate(id, 'ch-r2')))).toEqual({ ok: true });
    const answers = await Promise.all([1, 2, 3].map(() => hook(refundUpdate(id, 'ch-r2'))));
    for (const a of answers) expect(await json(a)).toEqual({ ok: true });
    expect(await refunds(id)).toEqual([['Completed', 'telegram_refunded_payment']]);
  });

  it('changes nothing for a refund of an unknown charge or of a charge that paid another order', async () => {
    const { id } = await newOrder('Telegram');
    const other = await newOrder('Telegram');
    expect(await json(await hook(paidUpdate(id, 'ch-r3')))).toEqual({ ok: true });
    expect(await json(await hook(refundUpdate(id, 'ch-unknown')))).toEqual({ ok: true });
    expect(await json(await hook(refundUpdate(other.id, 'ch-r3')))).toEqual({ ok: true });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: 'ch-r3' });
    await waiting(other.id);
    expect(await refunds(id)).toEqual([]);
  });
});

describe("POST /api/v1/platforms/telegram/webhook (the bot's updates)", () => {
  it("reads nothing without the webhook's secret token (401)", async () => {
    const { id } = await newOrder('Telegram');
    expect((await hook(paidUpdate(id, 'ch-0'), null)).status).toBe(401);
    expect((await hook(paidUpdate(id, 'ch-0'), 'wrong')).status).toBe(401);
    await waiting(id);
  });

  it('approves the pre-checkout of a waiting order and refuses a changed amount or currency', async () => {
    const { id } = await newOrder('Telegram');
    expect(await json(await hook(preCheckout(id)))).toEqual({
      method: 'answerPreCheckoutQuery',
      pre_checkout_query_id: 'pcq-1',
      ok: true,
    });
    for (const bad of [preCheckout(id, 49), preCheckout(id, 50, 'USD'), preCheckout('ord_nope')]) {
      expect(await json(await hook(bad))).toMatchObject({ method: 'answerPreCheckoutQuery', ok: false });
    }
    await waiting(id);
  });

  it('completes the order on successful_payment, once per telegram_payment_charge_id', async () => {
    const { id } = await newOrder('Telegram');
    expect(await json(await hook(paidUpdate(id, 'ch-1')))).toEqual({ ok: true });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: 'ch-1' });
    const count = await events(id);
    expect(await json(await hook(paidUpdate(id, 'ch-1')))).toEqual({ ok: true });
    expect(await events(id)).toBe(count);
    // Completed now: a new pre-checkout for it is refused.
    expect(await json(await hook(preCheckout(id)))).toMatchObject({ ok: false });
  });

  it('logs and keeps a payment that does not match its order, without completing it', async () => {
    const { id } = await newOrder('Telegram');
    expect(await json(await hook(paidUpdate(id, 'ch-2', 1)))).toEqual({ ok: true });
    await waiting(id);
  });

  it('answers 400 to a body that is not an update', async () => {
    expect((await hook({ nope: true })).status).toBe(400);
    expect(
      (
        await t().request('POST', WEBHOOK, {
          body: '{',
          headers: { 'X-Telegram-Bot-Api-Secret-Token': L.TELEGRAM_WEBHOOK_SECRET },
        })
      ).status,
    ).toBe(400);
  });
});

describe("the local stand-ins of the platforms' servers", () => {
  it('VK: the order box asks for the item and pays it; a replay of both notifications changes nothing', async () => {
    const { id } = await newOrder('VkontakteCom');
    const res = await t().post('/dev/platform-servers/vkcom/order-box', { item: id, user_id: '7', app_id: '51' });
    expect(await json(res)).toMatchObject({ success: true });
    expect((await row(id)).status).toBe('Completed');
    const count = await events(id);
    const replay = await json<{ answers: { text: string }[] }>(await t().post(`/dev/platform-servers/replay/${id}`));
    expect(replay.answers.map((a) => JSON.parse(a.text))).toEqual([
      { error: { error_code: 21, error_msg: 'The order is Completed', critical: true } },
      { response: { order_id: expect.any(Number) } },
    ]);
    expect(await events(id)).toBe(count);
  });

  it('OK: callbacks.payment after the payment dialog', async () => {
    const { id, body } = await newOrder('Odnoklassniki');
    const res = await t().post('/dev/platform-servers/ok/payment', {
      uid: '5',
      application_key: 'okkey',
      product_code: 'gems_100',
      amount: 15,
      extra_attributes: body.Odnoklassniki!.ExtraAttributes,
    });
    expect(await json(res)).toEqual({ result: 'ok', data: '{"amount":15}' });
    expect((await row(id)).status).toBe('Completed');
  });

  it("Telegram: the Bot API refuses another bot's token and a non-Stars invoice", async () => {
    const url = (token: string) => `/dev/telegram-bot-api/bot${token}/createInvoiceLink`;
    const invoice = {
      title: 'T',
      description: 'D',
      payload: 'p',
      currency: 'XTR',
      prices: [{ label: 'T', amount: 5 }],
    };
    expect((await t().post(url('1:other'), invoice)).status).toBe(401);
    expect((await t().post(url(L.TELEGRAM_BOT_TOKEN), { ...invoice, currency: 'USD' })).status).toBe(400);
    expect(await json(await t().post(url(L.TELEGRAM_BOT_TOKEN), invoice))).toMatchObject({
      ok: true,
      result: expect.stringMatching(/^https:\/\/t\.me\/\$/),
    });
  });

  it('Telegram: paying the invoice runs pre-checkout and successful_payment through the webhook', async () => {
    const { id, body } = await newOrder('Telegram');
    expect(
      await json(await t().post('/dev/platform-servers/telegram/pay', { url: body.Telegram!.InvoiceUrl, user_id: 77 })),
    ).toEqual({ status: 'paid' });
    expect((await row(id)).status).toBe('Completed');
    expect(
      await json(await t().post('/dev/platform-servers/telegram/pay', { url: 'https://t.me/$unknown', user_id: 77 })),
    ).toEqual({ status: 'failed' });
  });
});

/** A Facebook signed request, built here from Facebook's documented format (not by the server's code). */
const fbSigned = (payload: Record<string, unknown>, secret: string = L.FACEBOOK_APP_SECRET) => {
  const body = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', ...payload })).toString('base64url');
  return `${createHmac('sha256', secret).update(body).digest('base64url')}.${body}`;
};

describe('POST /api/v1/fbinstant/purchase (a Facebook Instant signed purchase)', () => {
  it("verifies Facebook's published signed request and refuses it with a byte changed", () => {
    // The example request and secret of Facebook's canvas signed-request documentation
    // (developers.facebook.com/docs/authentication/canvas, as quoted by the Facebook SDKs' tests).
    const example =
      'vlXgu64BQGFSQrY0ZcJBZASMvYvTHu9GQ0YM9rjPSso.eyJhbGdvcml0aG0iOiJITUFDLVNIQTI1NiIsIjAiOiJwYXlsb2FkIn0';
    expect(verifyFacebookRequest(example, 'secret')).toEqual({ algorithm: 'HMAC-SHA256', 0: 'payload' });
    expect(() => verifyFacebookRequest(example.replace('vlX', 'vlY'), 'secret')).toThrow();
    expect(() => verifyFacebookRequest(`${example.slice(0, -1)}1`, 'secret')).toThrow();
  });

  const fbPurchase = (orderId: string, paymentId: string, productId = 'gems_100') => ({
    app_id: '1000001',
    is_consumed: false,
    issued_at: 1795000000,
    payment_action_type: 'charge',
    payment_id: paymentId,
    product_id: productId,
    purchase_time: 1795000000,
    purchase_token: `tok-${paymentId}`,
    developer_payload: orderId,
  });
  const send = async (token: string, signed: string) =>
    t().post('/api/v1/fbinstant/purchase', { Game: 'hello-game', FbInstantPurchaseSignedData: signed }, token);

  it('completes the order named by developer_payload once, keyed on payment_id', async () => {
    const { token, id } = await newOrder('FacebookInstantGames');
    const signed = fbSigned(fbPurchase(id, 'fbp-1'));
    expect(await json(await send(token, signed))).toEqual({ Success: true });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: 'fbp-1' });
    const count = await events(id);
    expect(await json(await send(token, signed))).toEqual({ Success: true });
    expect(await events(id)).toBe(count);
  });

  it("refuses another account's order, another product, a second payment and a forged request", async () => {
    const { token, id } = await newOrder('FacebookInstantGames');
    const stranger = await t().signIn();
    expect(await json(await send(stranger.token, fbSigned(fbPurchase(id, 'fbp-2'))))).toEqual({ Success: false });
    expect(await json(await send(token, fbSigned(fbPurchase(id, 'fbp-2', 'gems_500'))))).toEqual({ Success: false });
    const forged = await send(token, fbSigned(fbPurchase(id, 'fbp-2'), 'not-the-secret'));
    expect(forged.status).toBe(401);
    await waiting(id);
    expect(await json(await send(token, fbSigned(fbPurchase(id, 'fbp-2'))))).toEqual({ Success: true });
    // The replay of a granted payment by another account is refused, and nothing moves.
    expect(await json(await send(stranger.token, fbSigned(fbPurchase(id, 'fbp-2'))))).toEqual({ Success: false });
    expect(await json(await send(token, fbSigned(fbPurchase(id, 'fbp-3'))))).toEqual({ Success: false });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: 'fbp-2' });
  });
});

const KONG_PATH = '/api/v1/platforms/kongregate/callback';
const kongPost = async (payload: Record<string, unknown>, key: string = L.KONGREGATE_API_KEY) =>
  t().request('POST', KONG_PATH, {
    body: new URLSearchParams({ signed_request: fbSigned(payload, key) }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
const kongEvent = (event: string, orderInfo: string, orderId = 555) => ({
  event,
  game_id: 10000,
  buyer_id: 765,
  recipient_id: 765,
  order_id: orderId,
  order_info: orderInfo,
});

describe('POST /api/v1/platforms/kongregate/callback (Kongregate dynamic purchasing)', () => {
  it("verifies Kongregate's published signed request and refuses it with a byte changed", () => {
    // The example of docs.kongregate.com/docs/concepts-signed-requests, with its API key.
    const example =
      'GbmlDg_VNvaFZFKMR6iIXBqQWtdCyzgwSPTc1IB7pC8.eyJhbGdvcml0aG0iOiJITUFDLVNIQTI1NiIsImV2ZW50IjoidGVzdCJ9';
    expect(verifySignedRequest(example, '748e63d7-c48c-418c-aa25-80456de2b98c', 'Kongregate')).toEqual({
      algorithm: 'HMAC-SHA256',
      event: 'test',
    });
    expect(() =>
      verifySignedRequest(example.replace('Gbml', 'Gbmm'), '748e63d7-c48c-418c-aa25-80456de2b98c', 'Kongregate'),
    ).toThrow();
    expect(() => verifySignedRequest(example, '748e63d7-c48c-418c-aa25-80456de2b98d', 'Kongregate')).toThrow();
  });

  it("describes the order's item in Kreds, completes it on item_order_placed once, and answers a replay the same", async () => {
    const { id } = await newOrder('Kongregate');
    expect(await json(await kongPost(kongEvent('item_order_request', id)))).toEqual({
      items: [{ name: '100 gems', description: 'A pouch of gems', price: 10, image_url: '', data: id }],
    });
    expect(await json(await kongPost(kongEvent('item_order_placed', id, 556)))).toEqual({ state: 'completed' });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: '556', currency: 'KRED' });
    const count = await events(id);
    expect(await json(await kongPost(kongEvent('item_order_placed', id, 556)))).toEqual({ state: 'completed' });
    expect(await events(id)).toBe(count);
    expect(await json(await kongPost(kongEvent('item_order_request', id)))).toEqual({ items: [] });
  });

  it('refuses a forged request (401), cancels an unknown order and a second payment, changing nothing', async () => {
    const { id } = await newOrder('Kongregate');
    const forged = await kongPost(kongEvent('item_order_placed', id, 557), 'not-the-key');
    expect(forged.status).toBe(401);
    expect(await json(await kongPost(kongEvent('item_order_placed', 'ord_nope', 557)))).toEqual({ state: 'canceled' });
    await waiting(id);
    expect(await json(await kongPost(kongEvent('item_order_placed', id, 557)))).toEqual({ state: 'completed' });
    expect(await json(await kongPost(kongEvent('item_order_placed', id, 558)))).toEqual({ state: 'canceled' });
    expect(await row(id)).toMatchObject({ platformTransactionId: '557' });
    expect(await json(await kongPost({ event: 'invalidate_user_inventory', user_id: 765 }))).toEqual({});
  });
});

const VKP_PATH = '/api/v1/platforms/vkplay/billing';
const vkpCall = (params: Record<string, string>, secret: string = L.VKPLAY_APP_SECRET) => {
  const base = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('');
  return t().request('GET', `${VKP_PATH}?${new URLSearchParams({ ...params, sign: md5(base + secret) })}`);
};
const vkpPaid = (orderId: string, tid: string, amount: number, currency = 'RUB') => ({
  uid: '31',
  sum: String(amount),
  tid,
  merchant_param: JSON.stringify({ amount, description: orderId, currency }),
});

describe('GET /api/v1/platforms/vkplay/billing (VK Play billing URL)', () => {
  it("prices a VK Play order in the currency the game asks for: the product's own, its VK Play price, or 404", async () => {
    const { token } = await t().signIn();
    const order = (Currency?: string) =>
      t().post(
        '/api/v1/store/create_payment',
        {
          Game: 'conformance-game',
          Sku: 'test_item',
          WebPublishingPlatform: 'VkontaktePlay',
          ...(Currency ? { Currency } : {}),
        },
        token,
      );
    expect((await json(await order('RUB'))).OrderProduct).toMatchObject({ Price: 95, Currency: 'RUB' });
    expect((await json(await order('USD'))).OrderProduct).toMatchObject({ Price: 1, Currency: 'USD' });
    expect((await json(await order())).OrderProduct).toMatchObject({ Price: 1, Currency: 'USD' });
    const eur = await order('EUR');
    expect(eur.status).toBe(404);
    expect(await json(eur)).toMatchObject({
      Code: 'UnknownProduct',
      detail: 'Product test_item has no EUR price on VkontaktePlay',
    });
  });

  it("signs as the documentation's worked example: md5 of the sorted k=v pairs and the secret", () => {
    // dev.games.mail.ru/ru/docs/free_to_play/billing/ gives the string for uid 596343600, sum 120.5,
    // tid 51aa3c7d-…, merchant_param {}; its secret is not published, so this one is ours.
    const doc = 'merchant_param={}sum=120.5tid=51aa3c7d-a32b-45ec-973e-10e6e9f70851uid=596343600';
    const query = new URLSearchParams({
      uid: '596343600',
      sum: '120.5',
      tid: '51aa3c7d-a32b-45ec-973e-10e6e9f70851',
      merchant_param: '{}',
      sign: md5(`${doc}gameSecret`),
    });
    expect(verifyMd5Params(query, 'gameSecret', 'sign')?.get('tid')).toBe('51aa3c7d-a32b-45ec-973e-10e6e9f70851');
    query.set('sum', '120.6');
    expect(verifyMd5Params(query, 'gameSecret', 'sign')).toBeNull();
  });

  it('completes the order named by merchant_param.description once per tid', async () => {
    const { id } = await newOrder('VkontaktePlay');
    expect(await json(await vkpCall(vkpPaid(id, 'tid-1', 99)))).toEqual({ status: 'ok' });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: 'tid-1' });
    const count = await events(id);
    expect(await json(await vkpCall(vkpPaid(id, 'tid-1', 99)))).toEqual({ status: 'ok' });
    expect(await events(id)).toBe(count);
  });

  it('refuses a forged sign, a changed amount or currency and an unknown order, changing nothing', async () => {
    const { id } = await newOrder('VkontaktePlay');
    expect(await json(await vkpCall(vkpPaid(id, 'tid-2', 99), 'wrong'))).toMatchObject({ status: 'error', errcode: 1 });
    expect(await json(await vkpCall(vkpPaid(id, 'tid-2', 1)))).toMatchObject({ status: 'error', errcode: 3 });
    expect(await json(await vkpCall(vkpPaid(id, 'tid-2', 99, 'USD')))).toMatchObject({ status: 'error', errcode: 3 });
    expect(await json(await vkpCall(vkpPaid('ord_nope', 'tid-2', 99)))).toMatchObject({ status: 'error', errcode: 2 });
    await waiting(id);
  });
});

describe('GET /api/v1/platforms/vkplay/billing: what VK Play charged', () => {
  /** A 1 USD order of conformance-game (its test_item's own price). */
  const usdOrder = async () => {
    const { token } = await t().signIn();
    const res = await t().post(
      '/api/v1/store/create_payment',
      { Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'VkontaktePlay', Currency: 'USD' },
      token,
    );
    const body = await json<{ TransactionId: string; OrderProduct: { Price: number; Currency: string } }>(res);
    expect(body.OrderProduct).toMatchObject({ Price: 1, Currency: 'USD' });
    return body.TransactionId;
  };
  const bill = (id: string, tid: string, sum: string, merchant: Record<string, unknown>) =>
    vkpCall({ uid: '31', sum, tid, merchant_param: JSON.stringify({ description: id, ...merchant }) });

  it('refuses a 1 USD order charged sum=0.01 without a currency (errcode 3), and the order stays unpaid', async () => {
    const id = await usdOrder();
    expect(await json(await bill(id, 'tid-usd-1', '0.01', { amount: 1 }))).toEqual({
      status: 'error',
      errcode: 3,
      errmsg: 'The payment names no currency; the order is in USD',
    });
    await waiting(id);
  });

  it('refuses a charged sum other than the price, whatever merchant_param.amount says, and another currency', async () => {
    const id = await usdOrder();
    expect(await json(await bill(id, 'tid-usd-2', '0.01', { amount: 1, currency: 'USD' }))).toEqual({
      status: 'error',
      errcode: 3,
      errmsg: 'The payment is 0.01, the order costs 1',
    });
    expect(await json(await bill(id, 'tid-usd-2', '1', { amount: 1, currency: 'RUB' }))).toEqual({
      status: 'error',
      errcode: 3,
      errmsg: 'The payment is in RUB, the order in USD',
    });
    expect(await json(await bill(id, 'tid-usd-2', 'abc', { amount: 1, currency: 'USD' }))).toEqual({
      status: 'error',
      errcode: 3,
      errmsg: 'tid or sum missing',
    });
    await waiting(id);
    expect(await json(await bill(id, 'tid-usd-2', '1.00', { amount: 1, currency: 'USD' }))).toEqual({ status: 'ok' });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: 'tid-usd-2' });
  });
});

describe('the local stand-ins of Kongregate and VK Play', () => {
  it('Kongregate: purchaseItemsRemote has the order described and placed', async () => {
    const { id } = await newOrder('Kongregate');
    expect(
      await json(await t().post('/dev/platform-servers/kongregate/purchase', { order_info: id, buyer_id: 4242 })),
    ).toEqual({ success: true, item_order_id: expect.any(Number) });
    expect((await row(id)).status).toBe('Completed');
  });

  it('VK Play: a paid payment frame calls the billing URL', async () => {
    const { id } = await newOrder('VkontaktePlay');
    expect(
      await json(
        await t().post('/dev/platform-servers/vkplay/payment', {
          uid: '31',
          merchant_param: { amount: 99, description: id, currency: 'RUB' },
        }),
      ),
    ).toEqual({ status: 'ok' });
    expect((await row(id)).status).toBe('Completed');
  });
});

describe('Absolute Games and WizQ: payments without a published confirmation', () => {
  it('production refuses their orders (501 NotConfigured) and keeps none', async () => {
    const { token, accountId } = await t().signIn();
    const prod = t().withEnv({
      MODE: 'production',
      PUBLIC_URL: 'https://portal.test',
      JWT_SECRET: 'p'.repeat(48),
      TURNSTILE_SECRET: '0x4AAAAAAAproductionSecretValue000000',
    });
    for (const platform of ['AbsoluteGames', 'WizQ']) {
      const res = await prod.request('/api/v1/store/create_payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: platform }),
      });
      expect(res.status).toBe(501);
      expect(await json(res)).toMatchObject({
        Code: 'NotConfigured',
        detail: `${platform} payments are not available: the platform publishes no payment confirmation this server could verify`,
      });
    }
    expect(await t().database.db.select().from(orders).where(eq(orders.accountId, accountId))).toEqual([]);
  });

  it('local mode: the AG stand-in completes the order of its payment token once; another token pays nothing', async () => {
    const { id, body } = await newOrder('AbsoluteGames');
    const token = (body as unknown as { AbsoluteGames: { Token: string } }).AbsoluteGames.Token;
    expect(await json(await t().post('/dev/platform-servers/ag/payment', { token: 'nope' }))).toEqual({
      info: { status: 'failed' },
      status: false,
    });
    await waiting(id);
    expect(await json(await t().post('/dev/platform-servers/ag/payment', { token }))).toEqual({
      info: { status: 'done' },
      status: true,
    });
    expect((await row(id)).status).toBe('Completed');
    expect(await json(await t().post('/dev/platform-servers/ag/payment', { token }))).toMatchObject({ status: false });
  });

  it('local mode: the WizQ stand-in completes the order of a genuine secured order id only', async () => {
    const { id, body } = await newOrder('WizQ');
    const secured = (body as unknown as { WizQ: { SecuredOrderId: string } }).WizQ.SecuredOrderId;
    expect(
      await json(await t().post('/dev/platform-servers/wizq/payment', { transactionId: `${id}.${'0'.repeat(64)}` })),
    ).toEqual({ error: 'server_error' });
    await waiting(id);
    expect(await json(await t().post('/dev/platform-servers/wizq/payment', { transactionId: secured }))).toEqual({
      result: 'success',
    });
    expect((await row(id)).status).toBe('Completed');
  });
});

describe("products with their own id in a platform's catalog", () => {
  it("hand the platform's id to Yandex and Facebook Instant, and a payment must name it", async () => {
    const { products } = await import('../db/schema');
    await t()
      .database.db.update(products)
      .set({ platformSkus: { YandexGames: 'ya_gems_500', FacebookInstantGames: 'fb_gems_500' } })
      .where(and(eq(products.game, 'hello-game'), eq(products.sku, 'gems_500')));
    const { token } = await t().signIn();
    const create = async (platform: string) =>
      json<Record<string, { StoreSpecificOrderProductSku: string }> & { TransactionId: string }>(
        await t().post(
          '/api/v1/store/create_payment',
          { Game: 'hello-game', Sku: 'gems_500', WebPublishingPlatform: platform },
          token,
        ),
      );
    expect((await create('YandexGames')).YandexGames).toEqual({ StoreSpecificOrderProductSku: 'ya_gems_500' });
    const fb = await create('FacebookInstantGames');
    expect(fb.FacebookInstantGames).toEqual({ StoreSpecificOrderProductSku: 'fb_gems_500' });
    const pay = (productId: string, paymentId: string) =>
      t().post(
        '/api/v1/fbinstant/purchase',
        {
          Game: 'hello-game',
          FbInstantPurchaseSignedData: fbSigned({
            payment_id: paymentId,
            product_id: productId,
            purchase_token: `t-${paymentId}`,
            developer_payload: fb.TransactionId,
          }),
        },
        token,
      );
    expect(await json(await pay('gems_500', 'fbs-1'))).toEqual({ Success: false });
    await waiting(fb.TransactionId);
    expect(await json(await pay('fb_gems_500', 'fbs-2'))).toEqual({ Success: true });
    expect((await row(fb.TransactionId)).status).toBe('Completed');
  });
});

describe("Web Games on Facebook: the pay dialog's signed result", () => {
  it('serves the Open Graph product page Facebook charges by', async () => {
    const { body } = await newOrder('FacebookGames');
    const url = new URL((body as unknown as { FacebookGames: { ProductOgUrl: string } }).FacebookGames.ProductOgUrl);
    const page = await (await t().request('GET', url.pathname)).text();
    expect(page).toContain('<meta property="og:type" content="og:product">');
    expect(page).toContain('<meta property="product:price:amount" content="99.00">');
    expect(page).toContain('<meta property="product:price:currency" content="RUB">');
    expect((await t().request('GET', '/og/products/hello-game/nope')).status).toBe(404);
  });

  const paid = (orderId: string, paymentId: string, amount = '99.00', currency = 'RUB', status = 'completed') =>
    fbSigned({
      payment_id: paymentId,
      amount,
      currency,
      quantity: '1',
      request_id: orderId,
      status,
      issued_at: 1795000000,
    });
  const send = (token: string, signed: string) =>
    t().post('/api/v1/fbgames/purchase', { Game: 'hello-game', SignedRequest: signed }, token);

  it("completes the caller's order named by request_id once per payment_id", async () => {
    const { id, token } = await newOrder('FacebookGames');
    expect(await json(await send(token, paid(id, '4001')))).toEqual({ Success: true });
    expect(await row(id)).toMatchObject({ status: 'Completed', platformTransactionId: '4001' });
    const count = await events(id);
    expect(await json(await send(token, paid(id, '4001')))).toEqual({ Success: true });
    expect(await events(id)).toBe(count);
  });

  it('refuses a forged result, another amount or currency, an unpaid status and another account', async () => {
    const { id, token } = await newOrder('FacebookGames');
    expect(
      (
        await send(
          token,
          fbSigned(
            { payment_id: '4002', amount: '99.00', currency: 'RUB', request_id: id, status: 'completed' },
            'wrong',
          ),
        )
      ).status,
    ).toBe(401);
    for (const bad of [
      paid(id, '4002', '1.00'),
      paid(id, '4002', '99.00', 'USD'),
      paid(id, '4002', '99.00', 'RUB', 'initiated'),
    ]) {
      expect(await json(await send(token, bad))).toEqual({ Success: false });
    }
    const stranger = await t().signIn();
    expect(await json(await send(stranger.token, paid(id, '4002')))).toEqual({ Success: false });
    await waiting(id);
  });

  it('local mode: the pay dialog stand-in charges the Open Graph price and signs the result', async () => {
    const { id, token, body } = await newOrder('FacebookGames');
    const product = (body as unknown as { FacebookGames: { ProductOgUrl: string } }).FacebookGames.ProductOgUrl;
    const dialog = await json<{ status: string; amount: string; currency: string; signed_request: string }>(
      await t().post('/dev/platform-servers/facebook/pay', { product, request_id: id }),
    );
    expect(dialog).toMatchObject({ status: 'completed', amount: '99.00', currency: 'RUB', request_id: id });
    expect(await json(await send(token, dialog.signed_request))).toEqual({ Success: true });
    expect((await row(id)).status).toBe('Completed');
  });
});
