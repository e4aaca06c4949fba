import { Hono } from 'hono';
import type { z } from 'zod';
import { storeContract as contract } from '@playport/api-contract';
import { ApiError, ErrorCode, notFound, unauthorized } from '../http/api-error';
import { implement, implementRaw } from '../http/implement';
import type { AppEnv, Deps } from '../http/app-env';
import {
  bearerToken,
  refusedToken,
  requireAuth,
  requireGameScope,
  requireSessionOrGameToken,
  SESSION_IN_OWN_STATEMENT,
  sessionToken,
} from '../http/require-auth';
import { getAccount } from '../services/accounts';
import { crazyGamesKeys } from '../platforms/platform-secrets';
import { verifyCrazyGames } from '../platforms/verify-crazygames';
import { requireGame } from '../services/games';
import { checkoutStatus, finishPaidOrders, transitionOrder } from '../services/order-machine';
import {
  createOrder,
  findOrder,
  findOrderByMerchantToken,
  orderStatusView,
  requireOrderSubjects,
  requireOwnOrder,
  setOptimisticStatus,
  setOrderPersonalInfo,
} from '../services/orders';
import { providerPageUrl } from '../services/payment-providers';
import { consumePurchase, unconsumedPurchases } from '../services/purchases';
import { priceData, productSkusOf, productsOf, productView } from '../services/products';
import { findSession } from '../services/sessions';

/** Makes the order of a session's account (its bearer token); null when the session is not live. */
async function startOrder(deps: Deps, sessionToken: string, body: z.output<typeof contract.createPayment.body>) {
  const subjects = await requireOrderSubjects(deps.db, sessionToken, deps.clock(), body.Game, body.Sku);
  if (!subjects) return null;
  const { account, game, product } = subjects;
  if (account.guest && ['Kongregate', 'AbsoluteGames'].includes(body.WebPublishingPlatform)) {
    throw new ApiError(403, ErrorCode.Forbidden, 'Not authorized');
  }
  // A CrazyGames order is made by a registered CrazyGames user: the request carries their user token.
  if (body.WebPublishingPlatform === 'CrazyGames') {
    const token = body.CrazyGames?.AccessToken;
    if (!token) throw new ApiError(403, ErrorCode.Forbidden, 'No registration to crazygames!');
    await verifyCrazyGames(token, crazyGamesKeys(deps.config), deps.clock());
  }
  return createOrder(deps, account, {
    game,
    product,
    platform: body.WebPublishingPlatform,
    developerPayload: body.DeveloperPayload?.MerchantDeveloperPayload,
    nameHint: body.ProductNameHint,
    descriptionHint: body.ProductDescriptionHint,
    embeddingType: body.EmbeddingType,
    currency:
      body.WebPublishingPlatform === 'VkontaktePlay' ? (body.Currency ?? body.VkontaktePlay?.Currency ?? null) : null,
  });
}

async function savePersonalInfo(
  deps: Deps,
  accountId: string,
  id: string,
  pi: z.output<typeof contract.updateOrderPersonalInfo.body>['OrderPersonalInfo'],
) {
  const order = await requireOwnOrder(deps, accountId, id);
  if (order.status !== 'Created')
    throw new ApiError(409, ErrorCode.InvalidTransition, `Failed to update personal information for order ${id}`);
  await setOrderPersonalInfo(deps, id, {
    email: pi.Email,
    phone: pi.PhoneNumber ?? null,
    autoConfirm: pi.IsAutoConfirm,
  });
  await transitionOrder(deps.db, id, 'WaitingForPayment', 'personal_info', deps.clock());
  return order;
}

const checkoutUrl = (deps: Deps, id: string) => new URL(`/dev/sandbox-pay/${id}`, deps.config.PUBLIC_URL).href;

/** Orders: creation, personal info, optimistic and real status, the storefront. */
export function storeRoutes() {
  const app = new Hono<AppEnv>();

  // The session is found by the statement that reads the account, game and product.
  implement(app, contract.createPayment, SESSION_IN_OWN_STATEMENT, async (c, { body }) => {
    const deps = c.get('deps');
    const token = sessionToken(c);
    const order = await startOrder(deps, token, body);
    if (!order) throw await refusedToken(deps.config, token, deps.clock());
    return order.payment;
  });

  implementRaw(app, contract.createPaymentWithRedirectUrl, async (c, input) => {
    const deps = c.get('deps');
    const p = input.params;
    const q = input.query;
    const order = await startOrder(deps, q.Token, {
      Game: p.Game,
      Sku: p.Sku,
      WebPublishingPlatform: q.WebPublishingPlatform,
      EmbeddingType: 'Redirect',
      DeveloperPayload: q.DeveloperPayload ? { MerchantDeveloperPayload: q.DeveloperPayload } : null,
      ProductNameHint: q.ProductNameHint,
      ProductDescriptionHint: q.ProductDescriptionHint,
    });
    if (!order) throw unauthorized('The token is invalid or expired');
    const { provider, payment: result } = order;
    const next = result.PersonalInfoRequirements.EmailRequirement.IsRequired
      ? new URL(`/Store/ContinueWithPI?PublicOrderId=${result.TransactionId}`, deps.config.PUBLIC_URL).href
      : (providerPageUrl(deps, provider, result.TransactionId) ??
        result.Aghanim?.CheckoutUrl ??
        result.Checkout?.ConfirmationUrl ??
        checkoutUrl(deps, result.TransactionId));
    return c.redirect(next, 302);
  });

  implement(app, contract.updateOrderPersonalInfo, { use: [requireAuth] }, async (c, { body }) => {
    await savePersonalInfo(c.get('deps'), c.get('account').id, body.PublicOrderId, body.OrderPersonalInfo);
  });

  implement(app, contract.continueRedirectWithPersonalInfo, async (c, { body }) => {
    const deps = c.get('deps');
    const bearer = bearerToken(c) ?? body.Token;
    const session = bearer ? await findSession(deps.db, bearer, deps.clock()) : null;
    if (!session) throw unauthorized();
    const order = await savePersonalInfo(deps, session.id, body.PublicOrderId, body.OrderPersonalInfo);
    const target =
      order.provider === 'Bank131' || order.provider === 'SmartGLocal'
        ? new URL(`/Store/Return/${order.id}`, deps.config.PUBLIC_URL).href
        : (providerPageUrl(deps, order.provider, order.id) ?? checkoutUrl(deps, order.id));
    return { RedirectUri: target };
  });

  implement(app, contract.setOptimisticOrderStatus, { use: [requireAuth] }, async (c, { body }) => {
    const deps = c.get('deps');
    const order = await requireOwnOrder(deps, c.get('account').id, body.PublicOrderId);
    await setOptimisticStatus(deps, order.id, body.Status);
    // Only an order that never reached a provider can be cancelled on the client's word.
    if (body.Status === 'Cancelled' && order.status === 'Created') {
      await transitionOrder(deps.db, order.id, 'Cancelled', 'optimistic', deps.clock());
    }
  });

  // A game token reads its own game's orders; creating and paying them stays with the portal session,
  // whose answers carry the account's e-mail.
  implement(app, contract.getPaymentStatus, { use: [requireSessionOrGameToken] }, async (c, input) => {
    const deps = c.get('deps');
    const { PublicOrderId } = input.body;
    let order = await requireOwnOrder(deps, c.get('account').id, PublicOrderId);
    requireGameScope(c, order.game);
    // A paid order left undelivered (a crash) is delivered when its status is asked for.
    if (order.status === 'PayedWaitingForSending' && (await finishPaidOrders(deps.db, deps.clock(), order.id))) {
      order = await requireOwnOrder(deps, c.get('account').id, PublicOrderId);
    }
    return orderStatusView(order);
  });

  implement(app, contract.aghanimPaymentStatus, async (c, input) => {
    const { PublicOrderId } = input.query;
    const order = await findOrder(c.get('deps'), PublicOrderId);
    if (!order) throw notFound('Unknown order');
    return { Status: checkoutStatus(order.status) };
  });

  implement(app, contract.merchantPaymentCompleted, async (c, input) => {
    const deps = c.get('deps');
    const { Token } = input.body;
    const order = await findOrderByMerchantToken(deps, Token);
    if (!order) return { Success: false, PublicOrderId: null, Status: null, Game: null, RedirectUri: null };
    return {
      Success: order.status === 'Completed' || order.status === 'PayedWaitingForSending',
      PublicOrderId: order.id,
      Status: order.status,
      Game: order.game,
      RedirectUri: `/Store/Return/${order.id}`,
    };
  });

  implement(app, contract.checkBuyProducts, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const deps = c.get('deps');
    requireGameScope(c, body.Game);
    await requireGame(deps.db, body.Game);
    const account = await getAccount(deps.db, c.get('account').id);
    const known = await productSkusOf(deps.db, body.Game);
    const Products = body.Skus.map((Sku) => {
      const reason = !known.some((k) => k.sku === Sku) ? 'UnknownProduct' : account.guest ? 'GuestNotAllowed' : null;
      return { Sku, CanBuy: reason === null, Reason: reason };
    });
    return { Products };
  });

  // A purchase completed while the game was away (the tab closed, then paid) is listed at its next start.
  implement(app, contract.getPurchases, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const deps = c.get('deps');
    requireGameScope(c, body.Game);
    await requireGame(deps.db, body.Game);
    return { Purchases: await unconsumedPurchases(deps.db, c.get('account').id, body.Game) };
  });

  implement(app, contract.consumePurchase, { use: [requireSessionOrGameToken] }, async (c, { body }) => {
    const deps = c.get('deps');
    requireGameScope(c, body.Game);
    return consumePurchase(deps.db, c.get('account').id, body.Game, body.TransactionId, deps.clock());
  });

  implement(app, contract.storeAvailability, async (c, { body }) => {
    const game = await requireGame(c.get('deps').db, body.Game);
    const store = (game.config.Store ?? {}) as { Enabled?: boolean; Platforms?: string[] };
    const reason =
      store.Enabled === false
        ? 'StoreDisabled'
        : store.Platforms && !store.Platforms.includes(body.WebPublishingPlatform)
          ? 'PlatformNotSupported'
          : null;
    return { Available: reason === null, Reason: reason };
  });

  implement(app, contract.storeData, async (c, { body }) => {
    const deps = c.get('deps');
    await requireGame(deps.db, body.Game);
    const rows = await productsOf(deps.db, body.Game);
    const visible = rows
      .filter((p) => body.WebPublishingPlatform !== 'FxId' || p.showInWebStore)
      .sort((a, b) => Number(a.price) - Number(b.price));
    const currency = body.Currency === 'USD' ? 'USD' : (visible[0]?.currency ?? 'USD');
    const Prices = Object.fromEntries(
      visible.map((p) => [
        p.sku,
        priceData(
          currency === 'USD' ? Number(p.usdPrice) : Number(p.price),
          currency === 'USD' ? 'USD' : p.currency,
          body.Locale,
        ),
      ]),
    );
    return {
      Game: body.Game,
      Currency: currency,
      Products: visible.map((p) => productView(p, body.Locale)),
      Prices,
    };
  });

  return app;
}
