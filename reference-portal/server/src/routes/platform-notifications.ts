import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/app-env';
import { platformSecret, usableSecret } from '../platforms/platform-secrets';
import { verifySignedRequest } from '../platforms/verify-facebook';
import { verifyMd5Params } from '../platforms/verify-payment-callback';
import { safeEqual } from '../crypto/tokens';
import {
  checkCharge,
  checkPayable,
  grantPlatformPayment,
  logRefusal,
  PaymentRefusal,
  refundPlatformPayment,
  requirePlatformOrder,
  type RefusalReason,
} from '../services/platform-payments';

// ---------------------------------------------------------------------------------------------
// VK: payment notifications (dev.vk.com/ru/api/payments/notifications/overview, get_item,
// order_status_change). POST form fields signed with the app's secure key; the answer is always
// HTTP 200 JSON, `{response: …}` or `{error: {error_code, error_msg, critical}}`.
// ---------------------------------------------------------------------------------------------

/**
 * VK's error codes for payment notifications (dev.vk.com/ru/api/payments/notifications/errors, as
 * SevereCloud/vksdk `payments` lists them): 1 common error (not critical: VK retries), 10 signature,
 * 11 parameters, 20 the product does not exist, 21 the product is out of stock (an order that exists
 * but can no longer be paid).
 */
const VK_ERROR: Readonly<
  Record<RefusalReason | 'Signature' | 'Retry' | 'TestPayments', { code: number; critical: boolean }>
> = {
  Signature: { code: 10, critical: true },
  Mismatch: { code: 11, critical: true },
  UnknownOrder: { code: 20, critical: true },
  NotPayable: { code: 21, critical: true },
  Retry: { code: 1, critical: false },
  // 100–999 are the app's own codes, each with its message.
  TestPayments: { code: 100, critical: true },
};

const vkError = (c: Context<AppEnv>, kind: keyof typeof VK_ERROR, message: string) =>
  c.json({ error: { error_code: VK_ERROR[kind].code, error_msg: message, critical: VK_ERROR[kind].critical } });

/** A whole, non-negative number sent as text, or undefined. */
const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined;

/** A non-negative decimal number sent as text (VK Play's float `sum`: `120.5`), or undefined. */
const decimalNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,15}(\.\d{1,6})?$/.test(text) ? Number(text) : undefined;

async function vkNotification(c: Context<AppEnv>, deps: Deps, form: URLSearchParams) {
  const params = verifyMd5Params(form, platformSecret(deps.config, 'VkontakteCom'));
  if (!params) {
    deps.logger.warn(
      { platform: 'VkontakteCom', type: form.get('notification_type') },
      'VkontakteCom notification refused: signature not verified',
    );
    return vkError(c, 'Signature', 'Signature mismatch');
  }
  const type = params.get('notification_type') ?? '';
  const orderId = params.get('item') ?? '';
  const vkOrderId = params.get('order_id') ?? '';
  const fields = { type, item: orderId.slice(0, 64), vkOrderId, userId: params.get('user_id') };
  // VK's test mode (the `_test` types) moves no votes: granted only where the operator allows it.
  const test = type === 'get_item_test' || type === 'order_status_change_test';
  if (test && deps.config.VK_TEST_PAYMENTS !== 'on') {
    deps.logger.warn(fields, 'VkontakteCom test payment refused: VK_TEST_PAYMENTS is off');
    return vkError(c, 'TestPayments', 'Test payments are switched off on this server');
  }
  try {
    if (type === 'get_item' || type === 'get_item_test') {
      const order = await requirePlatformOrder(deps, 'VkontakteCom', orderId);
      checkPayable(order);
      const name = order.product.LocalizedProductName;
      const title = (typeof name === 'string' ? name : order.sku).slice(0, 48);
      const image = typeof order.product.ImageUrl === 'string' ? { photo_url: order.product.ImageUrl } : {};
      return c.json({
        response: { item_id: order.sku, title, ...image, price: Number(order.price), expiration: 3600 },
      });
    }
    if (type === 'order_status_change' || type === 'order_status_change_test') {
      if (params.get('status') !== 'chargeable')
        throw new PaymentRefusal('Mismatch', `Unsupported order status ${params.get('status')}`);
      const price = wholeNumber(params.get('item_price'));
      if (!/^\d{1,20}$/.test(vkOrderId) || price === undefined)
        throw new PaymentRefusal('Mismatch', 'order_id or item_price missing');
      const { replay } = await grantPlatformPayment(deps, {
        platform: 'VkontakteCom',
        // Test orders are numbered apart from real ones and may repeat their ids (vk.com/dev/payments_testmode).
        transactionId: test ? `test-${vkOrderId}` : vkOrderId,
        orderId,
        amount: price,
        source: `vk_${type}`,
        test,
      });
      if (replay) deps.logger.info(fields, 'VkontakteCom notification repeated: already granted');
      return c.json({ response: { order_id: Number(vkOrderId) } });
    }
    throw new PaymentRefusal('Mismatch', `Unknown notification_type ${type.slice(0, 64)}`);
  } catch (err) {
    if (!(err instanceof PaymentRefusal)) {
      deps.logger.error({ ...fields, err: (err as Error).message }, 'VkontakteCom notification failed');
      return vkError(c, 'Retry', 'Temporary error, try again');
    }
    logRefusal(deps, 'VkontakteCom', err, fields);
    return vkError(c, err.reason, err.message);
  }
}

// ---------------------------------------------------------------------------------------------
// OK: callbacks.payment (apiok.ru/dev/methods/rest/callbacks/callbacks.payment). GET query signed
// with the application's secret key; XML answers; an error's code also goes in `Invocation-error`.
// ---------------------------------------------------------------------------------------------

const OK_NS = 'http://api.forticom.com/1.0/';
/** OK's callback error codes: 104 PARAM_SIGNATURE, 1001 CALLBACK_INVALID_PAYMENT, 2 SERVICE (try again). */
const OK_ERROR: Readonly<Record<RefusalReason | 'Signature' | 'Retry', { code: number; name: string }>> = {
  Signature: { code: 104, name: 'PARAM_SIGNATURE' },
  Mismatch: { code: 1001, name: 'CALLBACK_INVALID_PAYMENT' },
  UnknownOrder: { code: 1001, name: 'CALLBACK_INVALID_PAYMENT' },
  NotPayable: { code: 1001, name: 'CALLBACK_INVALID_PAYMENT' },
  Retry: { code: 2, name: 'SERVICE' },
};

const xmlText = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function okError(c: Context<AppEnv>, kind: keyof typeof OK_ERROR, message: string) {
  const { code, name } = OK_ERROR[kind];
  c.header('Invocation-error', String(code));
  return c.body(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ns2:error_response xmlns:ns2="${OK_NS}"><error_code>${code}</error_code><error_msg>${name} : ${xmlText(message)}</error_msg></ns2:error_response>`,
    200,
    { 'content-type': 'application/xml' },
  );
}

const okSuccess = (c: Context<AppEnv>) =>
  c.body(
    `<?xml version="1.0" encoding="UTF-8"?>\n<callbacks_payment_response xmlns="${OK_NS}">true</callbacks_payment_response>`,
    200,
    { 'content-type': 'application/xml' },
  );

/** The order id the OK adapter put in `extra_attributes` (`{"orderId": …}`), or ''. */
function okOrderId(extra: string | undefined): string {
  try {
    const value = (JSON.parse(extra ?? '') as { orderId?: unknown } | null)?.orderId;
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

async function okCallback(c: Context<AppEnv>, deps: Deps) {
  const query = new URL(c.req.url).searchParams;
  const params = verifyMd5Params(query, platformSecret(deps.config, 'Odnoklassniki'));
  if (!params) {
    deps.logger.warn(
      { platform: 'Odnoklassniki', method: query.get('method') },
      'Odnoklassniki callback refused: signature not verified',
    );
    return okError(c, 'Signature', 'Invalid signature');
  }
  const transactionId = params.get('transaction_id') ?? '';
  const orderId = okOrderId(params.get('extra_attributes'));
  const fields = { transactionId, orderId, uid: params.get('uid'), product: params.get('product_code') };
  try {
    if (params.get('method') !== 'callbacks.payment')
      throw new PaymentRefusal('Mismatch', `Unknown method ${params.get('method')?.slice(0, 64)}`);
    const amount = wholeNumber(params.get('amount'));
    if (!transactionId || transactionId.length > 128 || amount === undefined)
      throw new PaymentRefusal('Mismatch', 'transaction_id or amount missing');
    const { replay } = await grantPlatformPayment(deps, {
      platform: 'Odnoklassniki',
      transactionId,
      orderId,
      amount,
      sku: params.get('product_code') ?? '',
      // Payments in OK's own currency carry no `currency`.
      currency: params.get('currency') ?? 'OK',
      source: 'ok_callbacks_payment',
    });
    if (replay) deps.logger.info(fields, 'Odnoklassniki callback repeated: already granted');
    return okSuccess(c);
  } catch (err) {
    if (!(err instanceof PaymentRefusal)) {
      deps.logger.error({ ...fields, err: (err as Error).message }, 'Odnoklassniki callback failed');
      return okError(c, 'Retry', 'Service is temporarily unavailable');
    }
    logRefusal(deps, 'Odnoklassniki', err, fields);
    return okError(c, err.reason, err.message);
  }
}

// ---------------------------------------------------------------------------------------------
// Telegram: the bot's webhook (core.telegram.org/bots/api#setwebhook, #update; payments in Stars:
// core.telegram.org/bots/payments-stars). Only requests carrying the webhook's secret token are
// read. `pre_checkout_query` is answered in the webhook's reply (answerPreCheckoutQuery);
// `successful_payment` completes the order, once per `telegram_payment_charge_id`; `refunded_payment`
// moves the order that charge paid to CancelledPaid, once.
// ---------------------------------------------------------------------------------------------

const telegramUpdate = z
  .object({
    update_id: z.number().int(),
    pre_checkout_query: z
      .object({
        id: z.string().min(1).max(256),
        from: z.object({ id: z.number().int() }).loose(),
        currency: z.string().max(8),
        total_amount: z.number().int(),
        invoice_payload: z.string().max(128),
      })
      .loose()
      .optional(),
    message: z
      .object({
        from: z.object({ id: z.number().int() }).loose().optional(),
        successful_payment: z
          .object({
            currency: z.string().max(8),
            total_amount: z.number().int(),
            invoice_payload: z.string().max(128),
            telegram_payment_charge_id: z.string().min(1).max(256),
          })
          .loose()
          .optional(),
        // core.telegram.org/bots/api#refundedpayment: currency (always XTR), total_amount,
        // invoice_payload, telegram_payment_charge_id, provider_payment_charge_id?
        refunded_payment: z
          .object({
            currency: z.string().max(8),
            total_amount: z.number().int(),
            invoice_payload: z.string().max(128),
            telegram_payment_charge_id: z.string().min(1).max(256),
          })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

async function telegramWebhook(c: Context<AppEnv>, deps: Deps) {
  const expected = deps.config.TELEGRAM_WEBHOOK_SECRET;
  const given = c.req.header('X-Telegram-Bot-Api-Secret-Token') ?? '';
  if (!usableSecret(deps.config, expected) || !safeEqual(given, expected)) {
    deps.logger.warn({ platform: 'Telegram' }, 'Telegram webhook refused: secret token missing or wrong');
    return c.json({ ok: false, description: 'Unauthorized' }, 401);
  }
  const parsed = telegramUpdate.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    deps.logger.warn({ platform: 'Telegram' }, 'Telegram webhook: not an update');
    return c.json({ ok: false, description: 'Not an update' }, 400);
  }
  const update = parsed.data;
  const query = update.pre_checkout_query;
  if (query) {
    const fields = { queryId: query.id, orderId: query.invoice_payload, from: query.from.id };
    try {
      const order = await requirePlatformOrder(deps, 'Telegram', query.invoice_payload);
      checkCharge(order, { amount: query.total_amount, currency: query.currency });
      checkPayable(order);
      return c.json({ method: 'answerPreCheckoutQuery', pre_checkout_query_id: query.id, ok: true });
    } catch (err) {
      if (!(err instanceof PaymentRefusal)) throw err;
      logRefusal(deps, 'Telegram', err, fields);
      return c.json({
        method: 'answerPreCheckoutQuery',
        pre_checkout_query_id: query.id,
        ok: false,
        error_message: 'This purchase is no longer available.',
      });
    }
  }
  const paid = update.message?.successful_payment;
  if (paid) {
    const fields = {
      charge: paid.telegram_payment_charge_id,
      orderId: paid.invoice_payload,
      from: update.message?.from?.id,
    };
    try {
      const { replay } = await grantPlatformPayment(deps, {
        platform: 'Telegram',
        transactionId: paid.telegram_payment_charge_id,
        orderId: paid.invoice_payload,
        amount: paid.total_amount,
        currency: paid.currency,
        source: 'telegram_successful_payment',
      });
      if (replay) deps.logger.info(fields, 'Telegram payment repeated: already granted');
    } catch (err) {
      // A refused payment is logged for a refund; answering an error would only make Telegram resend it.
      if (!(err instanceof PaymentRefusal)) throw err;
      logRefusal(deps, 'Telegram', err, fields);
    }
  }
  const refunded = update.message?.refunded_payment;
  if (refunded) {
    const fields = {
      charge: refunded.telegram_payment_charge_id,
      orderId: refunded.invoice_payload,
      amount: refunded.total_amount,
      from: update.message?.from?.id,
    };
    try {
      // Telegram refunds a Stars payment whole (refundStarPayment takes no amount); the charge id names it.
      const { replay } = await refundPlatformPayment(deps, {
        platform: 'Telegram',
        transactionId: refunded.telegram_payment_charge_id,
        orderId: refunded.invoice_payload,
        source: 'telegram_refunded_payment',
      });
      deps.logger.info(fields, replay ? 'Telegram refund repeated: already recorded' : 'Telegram payment refunded');
    } catch (err) {
      if (!(err instanceof PaymentRefusal)) throw err;
      logRefusal(deps, 'Telegram', err, fields);
    }
  }
  return c.json({ ok: true });
}

// ---------------------------------------------------------------------------------------------
// Kongregate: dynamic item purchasing (docs.kongregate.com/docs/api-dynamic-purchasing). The game's
// API callback URL gets POST `signed_request` (Facebook's format, HMAC-SHA256 with the game's API
// key: docs.kongregate.com/docs/concepts-signed-requests): `item_order_request` asks for the items
// of an order (`order_info` = this server's order id), `item_order_placed` reports it paid.
// ---------------------------------------------------------------------------------------------

async function kongregateCallback(c: Context<AppEnv>, deps: Deps) {
  const form = new URLSearchParams(await c.req.text());
  let request: Record<string, unknown>;
  try {
    request = verifySignedRequest(
      form.get('signed_request') ?? '',
      platformSecret(deps.config, 'Kongregate'),
      'Kongregate',
    );
  } catch (err) {
    deps.logger.warn(
      { platform: 'Kongregate', event: form.get('event') },
      'Kongregate callback refused: signed request not verified',
    );
    throw err;
  }
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const event = text(request.event);
  const orderId = text(request.order_info);
  const kongOrder =
    typeof request.order_id === 'number' || typeof request.order_id === 'string' ? String(request.order_id) : '';
  const fields = { event, orderId: orderId.slice(0, 64), kongOrder, buyer: request.buyer_id };
  try {
    if (event === 'item_order_request') {
      const order = await requirePlatformOrder(deps, 'Kongregate', orderId);
      checkPayable(order);
      const product = order.product as {
        LocalizedProductName?: string | null;
        LocalizedProductDescription?: string | null;
        ImageUrl?: string | null;
      };
      const name = product.LocalizedProductName ?? order.sku;
      return c.json({
        items: [
          {
            name,
            description: product.LocalizedProductDescription || name,
            price: Number(order.price),
            image_url: product.ImageUrl ?? '',
            data: order.id,
          },
        ],
      });
    }
    if (event === 'item_order_placed') {
      if (!/^\d{1,20}$/.test(kongOrder)) throw new PaymentRefusal('Mismatch', 'order_id missing');
      const { replay } = await grantPlatformPayment(deps, {
        platform: 'Kongregate',
        transactionId: kongOrder,
        orderId,
        source: 'kongregate_item_order_placed',
      });
      if (replay) deps.logger.info(fields, 'Kongregate order repeated: already granted');
      return c.json({ state: 'completed' });
    }
    // Other callbacks (invalidate_user_inventory, …) need nothing from this server.
    return c.json({});
  } catch (err) {
    if (!(err instanceof PaymentRefusal)) throw err;
    logRefusal(deps, 'Kongregate', err, fields);
    // An order request that is refused has no items; a refused placed order is cancelled (Kongregate refunds the Kreds).
    return event === 'item_order_request' ? c.json({ items: [] }) : c.json({ state: 'canceled' });
  }
}

// ---------------------------------------------------------------------------------------------
// VK Play (ex games.mail.ru): the billing URL (dev.games.mail.ru/ru/docs/free_to_play/billing/).
// GET `uid`, `sum`, `tid`, `merchant_param` (the JSON the game opened paymentFrame with: amount,
// description = this server's order id, currency) and `sign` = md5(sorted `k=v` + the game's secret).
// ---------------------------------------------------------------------------------------------

const vkPlayAnswer = (c: Context<AppEnv>, errcode?: number, errmsg?: string) =>
  c.json(errcode === undefined ? { status: 'ok' } : { status: 'error', errcode, errmsg });

async function vkPlayBilling(c: Context<AppEnv>, deps: Deps) {
  const query = new URL(c.req.url).searchParams;
  const params = verifyMd5Params(query, platformSecret(deps.config, 'VkontaktePlay'), 'sign');
  if (!params) {
    deps.logger.warn(
      { platform: 'VkontaktePlay', tid: query.get('tid') },
      'VkontaktePlay billing refused: signature not verified',
    );
    return vkPlayAnswer(c, 1, 'Invalid signature');
  }
  let merchant: { amount?: unknown; description?: unknown; currency?: unknown } = {};
  try {
    merchant = (JSON.parse(params.get('merchant_param') ?? '') as typeof merchant | null) ?? {};
  } catch {
    merchant = {};
  }
  const tid = params.get('tid') ?? '';
  const orderId = typeof merchant.description === 'string' ? merchant.description : '';
  const fields = { tid, orderId: orderId.slice(0, 64), uid: params.get('uid'), sum: params.get('sum') };
  try {
    // `sum` is what VK Play charged (signed by VK Play); merchant_param is what the game's page asked
    // for. The charge must be the order's price, in the order's currency, which merchant_param must name.
    const sum = decimalNumber(params.get('sum'));
    if (!tid || tid.length > 64 || sum === undefined) throw new PaymentRefusal('Mismatch', 'tid or sum missing');
    const order = await requirePlatformOrder(deps, 'VkontaktePlay', orderId);
    if (typeof merchant.currency !== 'string' || !merchant.currency)
      throw new PaymentRefusal('Mismatch', `The payment names no currency; the order is in ${order.currency}`);
    const { replay } = await grantPlatformPayment(deps, {
      platform: 'VkontaktePlay',
      transactionId: tid,
      orderId,
      amount: sum,
      currency: merchant.currency,
      source: 'vkplay_billing',
    });
    if (replay) deps.logger.info(fields, 'VkontaktePlay billing repeated: already granted');
    return vkPlayAnswer(c);
  } catch (err) {
    if (!(err instanceof PaymentRefusal)) throw err;
    logRefusal(deps, 'VkontaktePlay', err, fields);
    return vkPlayAnswer(c, err.reason === 'Mismatch' ? 3 : 2, err.message);
  }
}

/**
 * The endpoints the platforms' own servers call with payments (see the server README, "Platform
 * payment endpoints"). Each verifies the platform's signature or secret, answers in the platform's
 * own format, and grants an order once per platform transaction id.
 */
export function platformNotificationRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/platforms/vkcom/payments', async (c) => {
    const deps = c.get('deps');
    return vkNotification(c, deps, new URLSearchParams(await c.req.text()));
  });
  app.get('/platforms/ok/callback', (c) => okCallback(c, c.get('deps')));
  app.post('/platforms/telegram/webhook', (c) => telegramWebhook(c, c.get('deps')));
  app.post('/platforms/kongregate/callback', (c) => kongregateCallback(c, c.get('deps')));
  app.get('/platforms/vkplay/billing', (c) => vkPlayBilling(c, c.get('deps')));
  return app;
}
