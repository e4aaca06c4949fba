import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Deps } from '../http/app-env';
import { accounts, games, orderEvents, orders, products, sessions } from '../db/schema';
import { ApiError, ErrorCode, notFound } from '../http/api-error';
import { liveSession } from './sessions';
import { orderTransitions } from '../ops/metrics';
import { type GameRow, unknownGame } from './games';
import { chooseProvider, paymentBlocks, SIMULATED_PROVIDERS } from './payment-providers';
import { platformPrice, platformSku, priceData, type ProductRow, productView } from './products';
import { newId, randomToken, sha256Hex } from './tokens';
import type { OrderStatus } from './order-machine';

export type OrderRow = typeof orders.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/**
 * The account, game and product of a new order, read with the session of the bearer token in one
 * statement; 404 for an unknown game or product. Null when the session is not live at `now`.
 */
export async function requireOrderSubjects(db: Db, sessionToken: string, now: Date, game: string, sku: string) {
  const [row] = await db
    .select({ account: accounts, game: games, product: products })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(games, eq(games.systemName, game))
    .leftJoin(products, and(eq(products.game, games.systemName), eq(products.sku, sku)))
    .where(liveSession(sessionToken, now))
    .limit(1);
  if (!row) return null;
  if (!row.game) throw unknownGame(game);
  if (!row.product) throw new ApiError(404, ErrorCode.UnknownProduct, `Unknown product ${sku}`);
  return { account: row.account, game: row.game, product: row.product };
}

export interface NewOrder {
  readonly game: GameRow;
  readonly product: ProductRow;
  readonly platform: string;
  readonly developerPayload?: string | null | undefined;
  readonly nameHint?: string | null | undefined;
  readonly descriptionHint?: string | null | undefined;
  readonly embeddingType?: 'Redirect' | 'Embed';
  /** The currency the platform charges in, where the game chooses it (VK Play). */
  readonly currency?: string | null | undefined;
}

/** Platforms whose payments this server cannot confirm with the platform; local mode only. */
export const LOCAL_ONLY_PAYMENT_PLATFORMS: readonly string[] = ['AbsoluteGames', 'WizQ'];

const storeSettings = (game: GameRow) =>
  (game.config.Store ?? {}) as Record<string, unknown> & { RequireEmail?: boolean };

/**
 * Creates an order with its first events, in one statement, and returns its provider and the payment
 * result the client needs. An order that needs no e-mail goes straight on to WaitingForPayment.
 */
export async function createOrder(deps: Deps, account: AccountRow, input: NewOrder) {
  const { db, clock } = deps;
  const now = clock();
  const accountId = account.id;
  const settings = storeSettings(input.game);
  // CrazyGames orders are paid through Xsolla (the platform has no payment API of its own).
  const provider =
    input.platform === 'FxId' ? chooseProvider(settings) : input.platform === 'CrazyGames' ? 'Xsolla' : input.platform;
  // The portal providers exist here only as local simulators; production has no integration for them.
  if (input.platform === 'FxId' && SIMULATED_PROVIDERS.includes(provider) && deps.config.MODE !== 'local') {
    throw new ApiError(503, ErrorCode.NotConfigured, 'Unsupported payment method for FxId web');
  }
  // Absolute Games and WizQ publish no payment confirmation a server could verify: their payments
  // exist in local mode only (completed by the local stand-ins), and production refuses them.
  if (LOCAL_ONLY_PAYMENT_PLATFORMS.includes(input.platform) && deps.config.MODE !== 'local') {
    throw new ApiError(
      501,
      ErrorCode.NotConfigured,
      `${input.platform} payments are not available: the platform publishes no payment confirmation this server could verify`,
    );
  }
  if (input.platform === 'CrazyGames' && deps.config.MODE !== 'local') {
    throw new ApiError(503, ErrorCode.NotConfigured, 'Xsolla is not configured for CrazyGames');
  }
  const id = `ord_${newId().replace(/-/g, '')}`;
  const merchantToken = randomToken();
  const view = productView(input.product, account.locale);
  const charge = platformPrice(input.product, input.platform, input.currency);
  const product = {
    Sku: view.Sku,
    Price: charge.Price,
    UsdPrice: view.UsdPrice,
    Currency: charge.Currency,
    LocalizedProductName: input.nameHint ?? view.LocalizedProductName,
    LocalizedProductDescription: input.descriptionHint ?? view.LocalizedProductDescription,
    ImageUrl: view.ImageUrl,
    UsedTieredProducts: false,
    TieredProductsSku: null,
  };
  const emailRequired = Boolean(settings.RequireEmail) && input.platform === 'FxId';
  // Before the order exists: a platform that refuses the invoice (Telegram's Bot API) leaves nothing behind.
  const blocks = await paymentBlocks(deps, {
    provider,
    orderId: id,
    merchantToken,
    product: input.product,
    charge,
    title: product.LocalizedProductName,
    embeddingType: input.embeddingType ?? 'Embed',
  });
  const moves: { from: OrderStatus; to: OrderStatus }[] = emailRequired
    ? []
    : [{ from: 'Created', to: 'WaitingForPayment' }];
  const events = [{ from: null, to: 'Created' }, ...moves];
  const insertOrder = db
    .insert(orders)
    .values({
      id,
      accountId,
      game: input.game.systemName,
      sku: view.Sku,
      status: moves.at(-1)?.to ?? 'Created',
      provider,
      platform: input.platform,
      price: String(charge.Price),
      currency: charge.Currency,
      usdPrice: String(view.UsdPrice),
      product,
      // The id the platform's catalog knows the product by, which its payment names (Yandex, Facebook Instant).
      providerData: input.product.platformSkus[input.platform]
        ? { platformSku: platformSku(input.product, input.platform) }
        : {},
      developerPayload: input.developerPayload ?? null,
      merchantTokenHash: sha256Hex(merchantToken),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  // The order and its events in one statement: both are stored, or neither.
  await db.execute(sql`
    with created as ${insertOrder}
    insert into ${orderEvents} (order_id, from_status, to_status, source, created_at)
    select created.id, e.from_status, e.to_status, 'create_payment', ${now.toISOString()}::timestamptz
    from created cross join (values ${sql.join(
      events.map((e, n) => sql`(${n}::int, ${e.from}::text, ${e.to}::text)`),
      sql`, `,
    )}) as e(n, from_status, to_status)
    order by e.n`);
  for (const m of moves) orderTransitions.inc({ ...m, source: 'create_payment' });
  const payment = {
    TransactionId: id,
    OrderPrice: charge.Price,
    OrderProduct: product,
    PersonalInfoRequirements: { EmailRequirement: { IsRequired: emailRequired, DefaultValue: account.email ?? '' } },
    ...blocks,
  };
  return { provider, payment };
}

/** The id the order's platform knows its product by (see `platformSkus`): recorded at creation, else the Sku. */
export const orderPlatformSku = (o: OrderRow): string =>
  typeof o.providerData.platformSku === 'string' ? o.providerData.platformSku : o.sku;

/** The caller's own order, or 404 (another account's order is not revealed). */
export async function requireOwnOrder(deps: Deps, accountId: string, orderId: string): Promise<OrderRow> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)))
    .limit(1);
  if (!row) throw notFound('Unknown order');
  return row;
}

export async function findOrder(deps: Deps, orderId: string): Promise<OrderRow | null> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** `OrderStatusView` of the host's types. */
export function orderStatusView(o: OrderRow) {
  return {
    Status: o.status,
    OrderProducts: { MainProduct: o.product, AdditionalProducts: [] },
    TotalPrice: priceData(Number(o.price), o.currency),
    Game: o.game,
  };
}
