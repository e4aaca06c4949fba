import { Hono, type Context } from 'hono';
import { fbGamesContract, fbInstantContract, nativeContract, yandexGamesContract } from '@playport/api-contract';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { platformSecret } from '../platforms/platform-secrets';
import { verifyFacebookRequest } from '../platforms/verify-facebook';
import { verifyYandexData } from '../platforms/verify-yandex';
import { requireGame } from '../services/games';
import { grantPlatformPayment, logRefusal, PaymentRefusal, type PlatformPayment } from '../services/platform-payments';
import { findSession } from '../services/sessions';
import { ApiError, badRequest, unauthorized } from '../http/api-error';
import { grantYandexPurchase, readYandexPurchase } from '../services/yandex-purchases';

/** A signed field as text ('' when absent or not a string or number). */
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

type SignedPayment = Omit<PlatformPayment, 'platform' | 'owner'>;

/**
 * A payment a player's client hands in as Facebook signed it (HMAC-SHA256 with the app secret):
 * verified (401 when forged), read by `read` (a reason string when it is not a payment), then granted
 * once for the caller's own order of `game`. `Success: false` for refusals, each logged.
 */
async function grantFacebookSigned(
  c: Context<AppEnv>,
  platform: 'FacebookInstantGames' | 'FacebookGames',
  game: string,
  signed: string,
  read: (payload: Record<string, unknown>) => SignedPayment | string,
): Promise<{ Success: boolean }> {
  const deps = c.get('deps');
  await requireGame(deps.db, game);
  const accountId = c.get('account').id;
  let payload: Record<string, unknown>;
  try {
    payload = verifyFacebookRequest(signed, platformSecret(deps.config, platform));
  } catch (err) {
    deps.logger.warn({ accountId, game }, `${platform} purchase refused: signature not verified`);
    throw err;
  }
  const payment = read(payload);
  const fields = {
    accountId,
    game,
    paymentId: text(payload.payment_id),
    orderId: typeof payment === 'string' ? null : payment.orderId,
  };
  if (typeof payment === 'string') {
    deps.logger.warn(fields, `${platform} purchase refused: ${payment}`);
    return { Success: false };
  }
  try {
    const { replay } = await grantPlatformPayment(deps, { ...payment, platform, owner: { accountId, game } });
    if (replay) deps.logger.info(fields, `${platform} purchase repeated: already granted`);
    return { Success: true };
  } catch (err) {
    if (!(err instanceof PaymentRefusal)) throw err;
    logRefusal(deps, platform, err, fields);
    return { Success: false };
  }
}

/** Purchases confirmed by a platform's signature (Yandex, Facebook Instant) and the native builds. */
export function platformPurchaseRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, yandexGamesContract.purchase, { use: [requireAuth] }, async (c, { body, params }) => {
    const deps = c.get('deps');
    const { Game } = params;
    await requireGame(deps.db, Game);
    const accountId = c.get('account').id;
    let data: unknown;
    try {
      data = verifyYandexData(body.YandexSignedData, platformSecret(deps.config, 'YandexGames'));
    } catch (err) {
      deps.logger.warn({ accountId, game: Game }, 'yandex purchase refused: signature not verified');
      throw err;
    }
    const refuse = (err: unknown, token: string | null) => {
      if (!(err instanceof ApiError)) throw err;
      deps.logger.warn({ accountId, game: Game, token, code: err.code }, `yandex purchase refused: ${err.message}`);
      return err;
    };
    // A purchase() signature carries one purchase; a getPurchases() signature an array of them.
    if (!body.YandexGetPurchasesRequest) {
      if (Array.isArray(data))
        throw refuse(badRequest('The signed data is a purchase list; YandexGetPurchasesRequest must be true'), null);
      const purchase = readYandexPurchase(data);
      if (!purchase) throw refuse(badRequest('The signed data is not a purchase'), null);
      try {
        await grantYandexPurchase(deps, accountId, Game, purchase);
      } catch (err) {
        throw refuse(err, purchase.token);
      }
      return { TokenSuccesses: [{ Success: true, PurchaseToken: purchase.token }] };
    }
    if (!Array.isArray(data)) throw refuse(badRequest('The signed data is not a purchase list'), null);
    const TokenSuccesses = [];
    for (const item of data) {
      const purchase = readYandexPurchase(item);
      if (!purchase) {
        refuse(badRequest('A listed purchase is not a purchase'), null);
        continue;
      }
      const Success = await grantYandexPurchase(deps, accountId, Game, purchase).catch(
        (err: unknown) => (refuse(err, purchase.token), false),
      );
      TokenSuccesses.push({ Success, PurchaseToken: purchase.token });
    }
    return { TokenSuccesses };
  });

  implement(app, yandexGamesContract.redeemBonus, { use: [requireAuth] }, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.GameSystemName);
    const data = verifyYandexData(body.YandexSecret, platformSecret(deps.config, 'YandexGames')) as {
      bonuses?: { consumeToken?: string }[];
    };
    const Records = (data?.bonuses ?? []).map((b) => ({
      SucccessData: typeof b.consumeToken === 'string' ? { ConsumeToken: b.consumeToken } : null,
    }));
    return { Success: true, Data: { Records } };
  });

  implement(app, fbInstantContract.purchase, { use: [requireAuth] }, async (c, { body }) => {
    // The documented signed purchase (developers.facebook.com/docs/games/monetize/in-app-purchases,
    // "Verifying purchases"): payment_id, product_id, purchase_token, developer_payload (our order id).
    return await grantFacebookSigned(
      c,
      'FacebookInstantGames',
      body.Game,
      body.FbInstantPurchaseSignedData,
      (payload) => {
        const paymentId = text(payload.payment_id);
        const sku = text(payload.product_id);
        if (!paymentId || paymentId.length > 128 || !sku) return 'the signed request is not a purchase';
        return {
          transactionId: paymentId,
          orderId: text(payload.developer_payload),
          sku,
          source: 'fbinstant_signed_purchase',
        };
      },
    );
  });

  implement(app, fbGamesContract.purchase, { use: [requireAuth] }, async (c, { body }) => {
    // The pay dialog's signed result (developers.facebook.com/docs/games/payments, "Pay dialog"):
    // payment_id, amount, currency, quantity, request_id (our order id), status.
    return await grantFacebookSigned(c, 'FacebookGames', body.Game, body.SignedRequest, (payload) => {
      const paymentId = text(payload.payment_id);
      const amount = Number(payload.amount);
      if (!/^\d{1,32}$/.test(paymentId) || payload.status !== 'completed' || !Number.isFinite(amount))
        return 'not a completed payment';
      return {
        transactionId: paymentId,
        orderId: text(payload.request_id),
        amount,
        currency: text(payload.currency),
        source: 'fbgames_pay_dialog',
      };
    });
  });

  implement(app, nativeContract.validateInApp, async (c, input) => {
    const deps = c.get('deps');
    const { Game } = input.params;
    await requireGame(deps.db, Game);
    return {
      Success: false,
      PublicOrderId: null,
      Error: { Message: 'Store receipts are not verified by this reference server', ErrorCode: 'NotConfigured' },
    };
  });

  implement(app, nativeContract.status, async (c, input) => {
    const deps = c.get('deps');
    const q = input.query;
    const game = await requireGame(deps.db, q.Game);
    if (!(await findSession(deps.db, q.Token, deps.clock()))) throw unauthorized('The token is invalid or expired');
    const store = (game.config.Store ?? {}) as { Enabled?: boolean };
    const Country = q.ClientCountryAlpha3 ?? q.AppStoreCountry ?? q.GooglePlayCountry ?? null;
    return { StoreEnabled: store.Enabled !== false, WebStoreEnabled: store.Enabled !== false, Country };
  });

  return app;
}
