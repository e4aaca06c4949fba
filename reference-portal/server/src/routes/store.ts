import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { routerPath, storeContract as contract } from '@playport/api-contract';
import { orders, products } from '../db/schema';
import { ApiError, ErrorCode, notFound, unauthorized } from '../http/api-error';
import type { AppEnv, Deps } from '../http/app-env';
import {
  bearerToken,
  refusedToken,
  requireAuth,
  requireGameScope,
  requireSessionOrGameToken,
  tokenAndBody,
} from '../http/require-auth';
import { readJson, readParams, readQuery } from '../http/validate';
import { getAccount } from '../services/accounts';
import { crazyGamesKeys } from '../platforms/platform-secrets';
import { verifyCrazyGames } from '../platforms/verify-crazygames';
import { requireGame } from '../services/games';
import { checkoutStatus, finishPaidOrders, transitionOrder } from '../services/order-machine';
import { createOrder, findOrder, orderStatusView, requireOrderSubjects, requireOwnOrder } from '../services/orders';
import { providerPageUrl } from '../services/payment-providers';
import { priceData, productView } from '../services/products';
import { findSession } from '../services/sessions';
import { sha256Hex } from '../services/tokens';

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
  await deps.db
    .update(orders)
    .set({ email: pi.Email, phone: pi.PhoneNumber ?? null, autoConfirm: pi.IsAutoConfirm })
    .where(eq(orders.id, id));
  await transitionOrder(deps.db, id, 'WaitingForPayment', 'personal_info', deps.clock());
  return order;
}

const checkoutUrl = (deps: Deps, id: string) => new URL(`/dev/sandbox-pay/${id}`, deps.config.PUBLIC_URL).href;

/** Orders: creation, personal info, optimistic and real status, the storefront. */
export function storeRoutes() {
  const app = new Hono<AppEnv>();

  // The session is found by the statement that reads the account, game and product.
  app.post(routerPath(contract.createPayment.route), async (c) => {
    const deps = c.get('deps');
    const { token, body } = await tokenAndBody(c, contract.createPayment.body);
    const order = await startOrder(deps, token, body);
    if (!order) throw await refusedToken(deps.config, token, deps.clock());
    return c.json(order.payment);
  });

  app.get(routerPath(contract.createPaymentWithRedirectUrl.route), async (c) => {
    const deps = c.get('deps');
    const p = readParams(c, contract.createPaymentWithRedirectUrl.params);
    const q = readQuery(c, contract.createPaymentWithRedirectUrl.query);
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

  app.post(routerPath(contract.updateOrderPersonalInfo.route), requireAuth, async (c) => {
    const body = await readJson(c, contract.updateOrderPersonalInfo.body);
    await savePersonalInfo(c.get('deps'), c.get('account').id, body.PublicOrderId, body.OrderPersonalInfo);
    return c.body(null, 204);
  });

  app.post(routerPath(contract.continueRedirectWithPersonalInfo.route), async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.continueRedirectWithPersonalInfo.body);
    const bearer = bearerToken(c) ?? body.Token;
    const session = bearer ? await findSession(deps.db, bearer, deps.clock()) : null;
    if (!session) throw unauthorized();
    const order = await savePersonalInfo(deps, session.id, body.PublicOrderId, body.OrderPersonalInfo);
    const target =
      order.provider === 'Bank131' || order.provider === 'SmartGLocal'
        ? new URL(`/Store/Return/${order.id}`, deps.config.PUBLIC_URL).href
        : (providerPageUrl(deps, order.provider, order.id) ?? checkoutUrl(deps, order.id));
    return c.json({ RedirectUri: target });
  });

  app.post(routerPath(contract.setOptimisticOrderStatus.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.setOptimisticOrderStatus.body);
    const order = await requireOwnOrder(deps, c.get('account').id, body.PublicOrderId);
    await deps.db
      .update(orders)
      .set({ optimisticStatus: body.Status, updatedAt: deps.clock() })
      .where(eq(orders.id, order.id));
    // Only an order that never reached a provider can be cancelled on the client's word.
    if (body.Status === 'Cancelled' && order.status === 'Created') {
      await transitionOrder(deps.db, order.id, 'Cancelled', 'optimistic', deps.clock());
    }
    return c.body(null, 204);
  });

  // A game token reads its own game's orders; creating and paying them stays with the portal session,
  // whose answers carry the account's e-mail.
  app.post(routerPath(contract.getPaymentStatus.route), requireSessionOrGameToken, async (c) => {
    const deps = c.get('deps');
    const { PublicOrderId } = await readJson(c, contract.getPaymentStatus.body);
    let order = await requireOwnOrder(deps, c.get('account').id, PublicOrderId);
    requireGameScope(c, order.game);
    // A paid order left undelivered (a crash) is delivered when its status is asked for.
    if (order.status === 'PayedWaitingForSending' && (await finishPaidOrders(deps.db, deps.clock(), order.id))) {
      order = await requireOwnOrder(deps, c.get('account').id, PublicOrderId);
    }
    return c.json(orderStatusView(order));
  });

  app.get(routerPath(contract.aghanimPaymentStatus.route), async (c) => {
    const { PublicOrderId } = readQuery(c, contract.aghanimPaymentStatus.query);
    const order = await findOrder(c.get('deps'), PublicOrderId);
    if (!order) throw notFound('Unknown order');
    return c.json({ Status: checkoutStatus(order.status) });
  });

  app.post(routerPath(contract.merchantPaymentCompleted.route), async (c) => {
    const deps = c.get('deps');
    const { Token } = await readJson(c, contract.merchantPaymentCompleted.body);
    const [order] = await deps.db
      .select()
      .from(orders)
      .where(eq(orders.merchantTokenHash, sha256Hex(Token)))
      .limit(1);
    if (!order) return c.json({ Success: false, PublicOrderId: null, Status: null, Game: null, RedirectUri: null });
    return c.json({
      Success: order.status === 'Completed' || order.status === 'PayedWaitingForSending',
      PublicOrderId: order.id,
      Status: order.status,
      Game: order.game,
      RedirectUri: `/Store/Return/${order.id}`,
    });
  });

  app.post(routerPath(contract.checkBuyProducts.route), requireSessionOrGameToken, async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.checkBuyProducts.body);
    requireGameScope(c, body.Game);
    await requireGame(deps.db, body.Game);
    const account = await getAccount(deps.db, c.get('account').id);
    const known = await deps.db.select({ sku: products.sku }).from(products).where(eq(products.game, body.Game));
    const Products = body.Skus.map((Sku) => {
      const reason = !known.some((k) => k.sku === Sku) ? 'UnknownProduct' : account.guest ? 'GuestNotAllowed' : null;
      return { Sku, CanBuy: reason === null, Reason: reason };
    });
    return c.json({ Products });
  });

  app.post(routerPath(contract.storeAvailability.route), async (c) => {
    const body = await readJson(c, contract.storeAvailability.body);
    const game = await requireGame(c.get('deps').db, body.Game);
    const store = (game.config.Store ?? {}) as { Enabled?: boolean; Platforms?: string[] };
    const reason =
      store.Enabled === false
        ? 'StoreDisabled'
        : store.Platforms && !store.Platforms.includes(body.WebPublishingPlatform)
          ? 'PlatformNotSupported'
          : null;
    return c.json({ Available: reason === null, Reason: reason });
  });

  app.post(routerPath(contract.storeData.route), async (c) => {
    const deps = c.get('deps');
    const body = await readJson(c, contract.storeData.body);
    await requireGame(deps.db, body.Game);
    const rows = await deps.db.select().from(products).where(eq(products.game, body.Game));
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
    return c.json({
      Game: body.Game,
      Currency: currency,
      Products: visible.map((p) => productView(p, body.Locale)),
      Prices,
    });
  });

  return app;
}
