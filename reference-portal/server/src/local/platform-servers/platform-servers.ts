import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../../http/app-env';
import { readJson } from '../../http/validate';
import { hmacSha256 } from '../../crypto/digests';
import { findOrderByMerchantToken } from '../../services/orders';
import { grantPlatformPayment, PaymentRefusal } from '../../services/platform-payments';

/*
 * Local stand-ins of the platforms' own servers: what VK, OK and Telegram do between the player's
 * payment dialog and the game's server. Each signs exactly as its platform documents, with the local
 * secrets, and with its own code: nothing here is shared with the verifiers it exercises.
 *
 * - VK (dev.vk.com/ru/api/payments/notifications/overview): the order box asks the app's server for
 *   the item (`get_item`), then reports the paid order (`order_status_change`, status `chargeable`);
 *   POST form fields, `sig` = md5(sorted `k=v` concatenated + secure key).
 * - OK (apiok.ru/dev/methods/rest/callbacks/callbacks.payment): after the payment dialog OK calls the
 *   app's `callbacks.payment` with GET; `sig` = md5(sorted `k=v` concatenated + secret key).
 * - Kongregate (docs.kongregate.com/docs/api-dynamic-purchasing): `purchaseItemsRemote` has Kongregate
 *   POST `signed_request` (HMAC-SHA256 with the API key, Facebook's format) `item_order_request`, then
 *   `item_order_placed`, to the game's API callback URL.
 * - VK Play (dev.games.mail.ru/ru/docs/free_to_play/billing/): a paid `paymentFrame` makes VK Play
 *   GET the billing URL with `uid`, `sum`, `tid`, `merchant_param`, `sign` = md5(sorted `k=v` + secret).
 * - Telegram Bot API (core.telegram.org/bots/api#createinvoicelink, #precheckoutquery,
 *   #successfulpayment): the invoice link the server creates, then the updates the bot's webhook gets
 *   while the player pays in Stars, with the webhook's `X-Telegram-Bot-Api-Secret-Token`.
 *
 * Every notification sent for an order is kept, so a test can send it again (`/replay/{orderId}`).
 */

/** One notification as it was sent: its platform, method, URL and body. */
interface Sent {
  readonly platform: string;
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/** The md5 signature of VK's and OK's server notifications, computed as their documentation shows it. */
function platformMd5Sig(params: Record<string, string>, secret: string): string {
  let text = '';
  for (const key of Object.keys(params).sort()) text += `${key}=${params[key]}`;
  return createHash('md5')
    .update(text + secret, 'utf8')
    .digest('hex');
}

/** A Kongregate signed request: base64url(HMAC-SHA256 of the payload part).base64url(JSON), as Kongregate documents it. */
function kongregateSignedRequest(payload: Record<string, unknown>, apiKey: string): string {
  const body = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', ...payload })).toString('base64url');
  return `${createHmac('sha256', apiKey).update(body).digest('base64url')}.${body}`;
}

interface StoredInvoice {
  readonly payload: string;
  readonly currency: string;
  readonly amount: number;
}

const vkOrderRequest = z.object({
  item: z.string().min(1).max(128),
  user_id: z.string().max(32),
  app_id: z.string().max(32),
});
const okPaymentRequest = z.object({
  uid: z.string().max(32),
  application_key: z.string().max(64),
  product_code: z.string().max(128),
  amount: z.number().int().positive(),
  extra_attributes: z.string().max(1024),
});
const kongregatePurchaseRequest = z.object({ order_info: z.string().min(1).max(256), buyer_id: z.number().int() });
const vkplayPaymentRequest = z.object({ uid: z.string().max(32), merchant_param: z.record(z.string(), z.unknown()) });
const agPaymentRequest = z.object({ token: z.string().min(1).max(256) });
const wizqPaymentRequest = z.object({ transactionId: z.string().min(1).max(256) });
const fbPurchaseRequest = z.object({
  product: z.string().url().max(1024),
  request_id: z.string().min(1).max(256),
  quantity: z.number().int().positive().default(1),
});
const starsInvoice = z.object({
  title: z.string().min(1).max(32),
  description: z.string().min(1).max(255),
  payload: z.string().min(1).max(128),
  currency: z.string(),
  prices: z.array(z.object({ label: z.string(), amount: z.number().int() })).min(1),
  provider_token: z.string().optional(),
});
const telegramPayRequest = z.object({ url: z.string().max(512), user_id: z.number().int() });

export function platformServerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { config } = deps;
  const sent = new Map<string, Sent[]>();
  const invoices = new Map<string, StoredInvoice>();
  let nextVkOrder = 1000;
  const api = (path: string) => new URL(`/api/v1/platforms/${path}`, config.PUBLIC_URL).href;

  async function deliver(note: Sent): Promise<{ status: number; text: string }> {
    const res = await deps.fetch(note.url, {
      method: note.method,
      headers: note.headers,
      ...(note.body !== undefined ? { body: note.body } : {}),
    });
    return { status: res.status, text: await res.text() };
  }

  function send(orderId: string, note: Sent) {
    sent.set(orderId, [...(sent.get(orderId) ?? []), note]);
    return deliver(note);
  }

  // VK: the order box of VKWebAppShowOrderBox({type: 'item', item}).
  app.post('/platform-servers/vkcom/order-box', async (c) => {
    const body = await readJson(c, vkOrderRequest);
    const secret = config.VK_APP_SECRET ?? '';
    const vkOrder = String(++nextVkOrder);
    const common = {
      app_id: body.app_id,
      user_id: body.user_id,
      receiver_id: body.user_id,
      order_id: vkOrder,
      item: body.item,
      lang: 'ru_RU',
    };
    const post = (params: Record<string, string>) =>
      send(body.item, {
        platform: 'vkcom',
        method: 'POST',
        url: api('vkcom/payments'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...params, sig: platformMd5Sig(params, secret) }).toString(),
      });
    const item = JSON.parse((await post({ ...common, notification_type: 'get_item' })).text) as {
      response?: { item_id?: unknown; title?: unknown; price?: unknown; photo_url?: unknown };
      error?: { error_code?: number; error_msg?: string };
    };
    // The order box shows the app's error and closes (vk-bridge: VKWebAppShowOrderBoxFailed).
    if (!item.response)
      return c.json({ error: { error_code: 1, error_reason: item.error?.error_msg ?? 'Unknown error' } });
    const status = {
      ...common,
      notification_type: 'order_status_change',
      status: 'chargeable',
      date: String(Math.floor(deps.clock().getTime() / 1000)),
      item_id: String(item.response.item_id),
      item_title: String(item.response.title),
      item_price: String(item.response.price),
    };
    const paid = JSON.parse((await post(status)).text) as { response?: { order_id?: number } };
    if (!paid.response) return c.json({ error: { error_code: 1, error_reason: 'The app did not accept the order' } });
    return c.json({ success: true, order_id: Number(vkOrder) });
  });

  // OK: FAPI.UI.showPayment, paid; then callbacks.payment to the app's server.
  app.post('/platform-servers/ok/payment', async (c) => {
    const body = await readJson(c, okPaymentRequest);
    const { orderId: given } = JSON.parse(body.extra_attributes || '{}') as { orderId?: unknown };
    const orderId = typeof given === 'string' || typeof given === 'number' ? String(given) : '';
    const time = deps.clock().toISOString().replace('T', ' ').slice(0, 19);
    const params: Record<string, string> = {
      application_key: body.application_key,
      call_id: String(Date.now()),
      method: 'callbacks.payment',
      uid: body.uid,
      transaction_id: String(5_000_000_000 + Math.floor(Math.random() * 1e9)),
      transaction_time: time,
      product_code: body.product_code,
      amount: String(body.amount),
      extra_attributes: body.extra_attributes,
    };
    const url = `${api('ok/callback')}?${new URLSearchParams({ ...params, sig: platformMd5Sig(params, config.OK_APP_SECRET ?? '') })}`;
    const answer = await send(orderId, { platform: 'ok', method: 'GET', url, headers: {} });
    const accepted = /<callbacks_payment_response[^>]*>true<\/callbacks_payment_response>/.test(answer.text);
    return c.json(
      accepted
        ? { result: 'ok', data: JSON.stringify({ amount: body.amount }) }
        : { result: 'error', data: 'callbacks.payment refused' },
    );
  });

  // Kongregate: kongregate.mtx.purchaseItemsRemote(order_info, cb), the player confirming the Kreds.
  let nextKongOrder = 70_000;
  app.post('/platform-servers/kongregate/purchase', async (c) => {
    const body = await readJson(c, kongregatePurchaseRequest);
    const kongOrder = ++nextKongOrder;
    const event = (name: string) =>
      send(body.order_info, {
        platform: 'kongregate',
        method: 'POST',
        url: api('kongregate/callback'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          signed_request: kongregateSignedRequest(
            {
              event: name,
              game_id: 10000,
              buyer_id: body.buyer_id,
              recipient_id: body.buyer_id,
              order_id: kongOrder,
              order_info: body.order_info,
            },
            config.KONGREGATE_API_KEY ?? '',
          ),
        }).toString(),
      });
    const items = JSON.parse((await event('item_order_request')).text) as { items?: unknown[] };
    if (!items.items?.length) return c.json({ success: false });
    const placed = JSON.parse((await event('item_order_placed')).text) as { state?: string };
    return c.json(placed.state === 'completed' ? { success: true, item_order_id: kongOrder } : { success: false });
  });

  // VK Play: paymentFrame({merchant_param}) paid; VK Play calls the game's billing URL.
  app.post('/platform-servers/vkplay/payment', async (c) => {
    const body = await readJson(c, vkplayPaymentRequest);
    const orderId = typeof body.merchant_param.description === 'string' ? body.merchant_param.description : '';
    const params: Record<string, string> = {
      uid: body.uid,
      sum: String(Number(body.merchant_param.amount) || 0),
      tid: randomUUID(),
      merchant_param: JSON.stringify(body.merchant_param),
    };
    const url = `${api('vkplay/billing')}?${new URLSearchParams({ ...params, sign: platformMd5Sig(params, config.VKPLAY_APP_SECRET ?? '') })}`;
    const answer = JSON.parse((await send(orderId, { platform: 'vkplay', method: 'GET', url, headers: {} })).text) as {
      status?: string;
    };
    return c.json({ status: answer.status === 'ok' ? 'ok' : 'error' });
  });

  // Absolute Games and WizQ: no published payment confirmation; in local mode their payment dialogs
  // complete the order here, keyed on a payment id of the stand-in's own.
  const localPayment = async (platform: 'AbsoluteGames' | 'WizQ', orderId: string | undefined) => {
    if (!orderId) return false;
    try {
      await grantPlatformPayment(deps, {
        platform,
        orderId,
        transactionId: `${platform.toLowerCase()}-local-${randomUUID()}`,
        source: `local:${platform}`,
      });
      return true;
    } catch (err) {
      if (err instanceof PaymentRefusal) return false;
      throw err;
    }
  };
  app.post('/platform-servers/ag/payment', async (c) => {
    const { token } = await readJson(c, agPaymentRequest);
    const order = await findOrderByMerchantToken(deps, token);
    const paid = await localPayment('AbsoluteGames', order?.id);
    return c.json({ info: { status: paid ? 'done' : 'failed' }, status: paid });
  });
  app.post('/platform-servers/wizq/payment', async (c) => {
    const { transactionId } = await readJson(c, wizqPaymentRequest);
    // The secured order id is `{orderId}.{hex HMAC-SHA256 of it with WIZQ_APP_SECRET}` (payment-providers.ts).
    const [orderId, mac] = transactionId.split('.');
    const valid = !!orderId && mac === hmacSha256(config.WIZQ_APP_SECRET ?? '', orderId).toString('hex');
    const paid = await localPayment('WizQ', valid ? orderId : undefined);
    return c.json(paid ? { result: 'success' } : { error: 'server_error' });
  });

  // Kongregate's Authentication Web Service (docs.kongregate.com/docs/server-api-authenticate). The
  // local Kongregate simulator hands out game auth tokens of its own making: the hex HMAC-SHA256 of
  // the user id keyed with the API key; this stand-in accepts exactly those.
  app.get('/kongregate-api/api/authenticate.json', (c) => {
    const userId = c.req.query('user_id') ?? '';
    const token = c.req.query('game_auth_token') ?? '';
    if (c.req.query('api_key') !== config.KONGREGATE_API_KEY)
      return c.json({ success: false, error: 401, error_description: 'Invalid API key' });
    const expected = createHmac('sha256', config.KONGREGATE_API_KEY ?? '')
      .update(userId)
      .digest('hex');
    if (!/^\d+$/.test(userId) || token !== expected)
      return c.json({ success: false, error: 403, error_description: 'Invalid game_auth_token' });
    return c.json({ success: true, user_id: Number(userId), username: 'kong_player' });
  });

  // Steam's ISteamUserAuth/AuthenticateUserTicket (partner.steamgames.com/doc/webapi/ISteamUserAuth).
  // The local Steam simulator's session ticket is the hex of `{steamid}:{hex HMAC-SHA256 of it with the Web API key}`.
  app.get('/steam-web-api/ISteamUserAuth/AuthenticateUserTicket/v1/', (c) => {
    if (c.req.query('key') !== config.STEAM_WEB_API_KEY)
      return c.json({ response: { error: { errorcode: 3, errordesc: 'Invalid key' } } }, 403);
    if (c.req.query('appid') !== config.STEAM_APP_ID)
      return c.json({ response: { error: { errorcode: 3, errordesc: 'Invalid appid' } } });
    const text = Buffer.from(c.req.query('ticket') ?? '', 'hex').toString('utf8');
    const [steamid = '', mac = ''] = text.split(':');
    const expected = createHmac('sha256', config.STEAM_WEB_API_KEY ?? '')
      .update(steamid)
      .digest('hex');
    if (!/^\d{5,20}$/.test(steamid) || mac !== expected)
      return c.json({ response: { error: { errorcode: 101, errordesc: 'Invalid ticket' } } });
    return c.json({
      response: { params: { result: 'OK', steamid, ownersteamid: steamid, vacbanned: false, publisherbanned: false } },
    });
  });

  // Facebook's pay dialog (Web Games on Facebook): Facebook reads the product's Open Graph page for its
  // price, charges it, and answers the dialog with the payment and its signed_request.
  let nextFbPayment = 900_000_000_000_000;
  app.post('/platform-servers/facebook/pay', async (c) => {
    const body = await readJson(c, fbPurchaseRequest);
    const page = await (await deps.fetch(body.product)).text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(page)?.[1];
    const amount = meta('product:price:amount');
    const currency = meta('product:price:currency');
    if (!amount || !currency) return c.json({ error_code: 1383001, error_message: 'The product could not be read' });
    const paid = {
      payment_id: String(++nextFbPayment),
      amount: (Number(amount) * body.quantity).toFixed(2),
      currency,
      quantity: String(body.quantity),
      request_id: body.request_id,
      status: 'completed',
    };
    const part = Buffer.from(
      JSON.stringify({ algorithm: 'HMAC-SHA256', issued_at: Math.floor(deps.clock().getTime() / 1000), ...paid }),
    ).toString('base64url');
    const signed = `${createHmac('sha256', config.FACEBOOK_APP_SECRET ?? '')
      .update(part)
      .digest('base64url')}.${part}`;
    return c.json({ ...paid, signed_request: signed });
  });

  // Telegram Bot API: createInvoiceLink for the bot whose token the server holds.
  app.post('/telegram-bot-api/:bot/createInvoiceLink', async (c) => {
    if (c.req.param('bot') !== `bot${config.TELEGRAM_BOT_TOKEN ?? ''}`)
      return c.json({ ok: false, error_code: 401, description: 'Unauthorized' }, 401);
    const parsed = starsInvoice.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ ok: false, error_code: 400, description: 'Bad Request: invalid invoice' }, 400);
    const invoice = parsed.data;
    // Stars: XTR, exactly one price, no provider token.
    if (
      invoice.currency !== 'XTR' ||
      invoice.prices.length !== 1 ||
      invoice.prices[0]!.amount <= 0 ||
      invoice.provider_token
    ) {
      return c.json({ ok: false, error_code: 400, description: 'Bad Request: CURRENCY_INVALID' }, 400);
    }
    const slug = randomBytes(12).toString('base64url');
    invoices.set(slug, { payload: invoice.payload, currency: invoice.currency, amount: invoice.prices[0]!.amount });
    return c.json({ ok: true, result: `https://t.me/$${slug}` });
  });

  // Telegram: the player pays the invoice the Mini App opened; the bot's webhook gets the updates.
  app.post('/platform-servers/telegram/pay', async (c) => {
    const body = await readJson(c, telegramPayRequest);
    const slug = /^https:\/\/t\.me\/\$([\w-]+)$/.exec(body.url)?.[1];
    const invoice = slug ? invoices.get(slug) : undefined;
    if (!invoice) return c.json({ status: 'failed' });
    const webhook = (update: unknown) =>
      send(invoice.payload, {
        platform: 'telegram',
        method: 'POST',
        url: api('telegram/webhook'),
        headers: {
          'content-type': 'application/json',
          'X-Telegram-Bot-Api-Secret-Token': config.TELEGRAM_WEBHOOK_SECRET ?? '',
        },
        body: JSON.stringify(update),
      });
    const from = { id: body.user_id, is_bot: false, first_name: 'Player' };
    const check = await webhook({
      update_id: Date.now(),
      pre_checkout_query: {
        id: randomBytes(8).toString('hex'),
        from,
        currency: invoice.currency,
        total_amount: invoice.amount,
        invoice_payload: invoice.payload,
      },
    });
    const answer = JSON.parse(check.text || '{}') as { method?: string; ok?: boolean };
    if (answer.method !== 'answerPreCheckoutQuery' || answer.ok !== true) return c.json({ status: 'failed' });
    await webhook({
      update_id: Date.now() + 1,
      message: {
        message_id: 1,
        date: Math.floor(deps.clock().getTime() / 1000),
        chat: { id: body.user_id, type: 'private' },
        from,
        successful_payment: {
          currency: invoice.currency,
          total_amount: invoice.amount,
          invoice_payload: invoice.payload,
          telegram_payment_charge_id: `stxLOCAL${randomBytes(12).toString('hex')}`,
          provider_payment_charge_id: '',
        },
      },
    });
    return c.json({ status: 'paid' });
  });

  // Sends every notification of an order again, as a platform retrying would; answers what the server said.
  app.post('/platform-servers/replay/:orderId', async (c) => {
    const notes = sent.get(c.req.param('orderId')) ?? [];
    const answers = [];
    for (const note of notes) answers.push({ platform: note.platform, ...(await deliver(note)) });
    return c.json({ answers });
  });

  return app;
}
