import type { OrderProduct } from '@playport/api-contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Deps } from '../http/app-env';
import { accounts, games, orders, products, sessions } from '../db/schema';
import { ApiError, ErrorCode, notFound } from '../http/api-error';
import { sessionLiveAt } from './sessions';
import { orderTransitions } from '../ops/metrics';
import { unknownGame } from './games';
import { chooseProvider, paymentBlocks, SIMULATED_PROVIDERS } from './payment-providers';
import { platformPrice, platformSku, priceData, type ProductRow, productView } from './products';
import { newId, randomToken, sha256Hex } from '../crypto/tokens';
import { runStatement } from '../db/run-statement';
import type { OrderStatus } from './order-machine';

export type OrderRow = typeof orders.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/**
 * The account, game and product of a new order, read with the session of the bearer token in one
 * statement; 404 for an unknown game or product. Null when the session is not live at `now`.
 */
export async function requireOrderSubjects(db: Db, sessionToken: string, now: Date, game: string, sku: string) {
  const [row] = await orderSubjectsQuery(db).execute({ tokenHash: sha256Hex(sessionToken), now, game, sku });
  if (!row) return null;
  if (row.game === null) throw unknownGame(game);
  if (!row.product) throw new ApiError(404, ErrorCode.UnknownProduct, `Unknown product ${sku}`);
  const orderGame: OrderGame = { systemName: row.game, store: row.store ?? {} };
  return { account: row.account, game: orderGame, product: row.product };
}

/** {@link requireOrderSubjects}' statement, built once per database: building it cost more than running it. */
const orderSubjectsQueries = new WeakMap<Db, ReturnType<typeof buildOrderSubjectsQuery>>();

const orderSubjectsQuery = (db: Db) => {
  let query = orderSubjectsQueries.get(db);
  if (!query) orderSubjectsQueries.set(db, (query = buildOrderSubjectsQuery(db)));
  return query;
};

const buildOrderSubjectsQuery = (db: Db) =>
  db
    // Of the game only what an order needs: its whole config is large, and reading it cost more than the rest.
    .select({
      account: accounts,
      game: games.systemName,
      store: sql<StoreSettings | null>`${games.config}->'Store'`,
      product: products,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(games, eq(games.systemName, sql.placeholder('game')))
    .leftJoin(products, and(eq(products.game, games.systemName), eq(products.sku, sql.placeholder('sku'))))
    .where(sessionLiveAt(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .limit(1)
    .prepare('order_subjects');

/** The store settings of a game's config (`Store`). */
type StoreSettings = Record<string, unknown> & { RequireEmail?: boolean };

/** What an order needs of its game. */
export interface OrderGame {
  readonly systemName: string;
  readonly store: StoreSettings;
}

export interface NewOrder {
  readonly game: OrderGame;
  readonly product: ProductRow;
  readonly platform: string;
  readonly developerPayload?: string | null | undefined;
  readonly nameHint?: string | null | undefined;
  readonly descriptionHint?: string | null | undefined;
  readonly embeddingType?: 'Redirect' | 'Embed';
  /** The currency the platform charges in, where the game chooses it (VK Play). */
  readonly currency?: string | null | undefined;
}

/**
 * The order and its first events in one statement: both are stored, or neither. A constant text (built
 * once, prepared once per connection): drizzle built this insert on every order in more time than the
 * database took to run it.
 */
const INSERT_ORDER = `
  with created as (
    insert into orders (id, account_id, game, sku, status, provider, platform, price, currency, usd_price,
      product, provider_data, developer_payload, merchant_token_hash, created_at, updated_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $10::numeric, $11::jsonb, $12::jsonb, $13, $14,
      $15::timestamptz, $15::timestamptz)
    returning id)
  insert into order_events (order_id, from_status, to_status, source, created_at)
  select created.id, e.from_status, e.to_status, 'create_payment', $15::timestamptz
  from created cross join unnest($16::text[], $17::text[]) with ordinality as e(from_status, to_status, n)
  order by e.n`;

/** Platforms whose payments this server cannot confirm with the platform; local mode only. */
export const LOCAL_ONLY_PAYMENT_PLATFORMS: readonly string[] = ['AbsoluteGames', 'WizQ'];

/**
 * Creates an order with its first events, in one statement, and returns its provider and the payment
 * result the client needs. An order that needs no e-mail goes straight on to WaitingForPayment.
 */
export async function createOrder(deps: Deps, account: AccountRow, input: NewOrder) {
  const { db, clock } = deps;
  const now = clock();
  const accountId = account.id;
  const settings = input.game.store;
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
  const providerData = input.product.platformSkus[input.platform]
    ? { platformSku: platformSku(input.product, input.platform) }
    : {};
  await runStatement(db, INSERT_ORDER, [
    id,
    accountId,
    input.game.systemName,
    view.Sku,
    moves.at(-1)?.to ?? 'Created',
    provider,
    input.platform,
    String(charge.Price),
    charge.Currency,
    String(view.UsdPrice),
    JSON.stringify(product),
    // The id the platform's catalog knows the product by, which its payment names (Yandex, Facebook Instant).
    JSON.stringify(providerData),
    input.developerPayload ?? null,
    sha256Hex(merchantToken),
    now.toISOString(),
    events.map((e) => e.from),
    events.map((e) => e.to),
  ]);
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

/**
 * The order whose merchant token (the one-time token of its payment page) is `token`; with `orderId`,
 * only when it is that order (a payment form names both).
 */
export async function findOrderByMerchantToken(deps: Deps, token: string, orderId?: string): Promise<OrderRow | null> {
  const byToken = eq(orders.merchantTokenHash, sha256Hex(token));
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(orderId === undefined ? byToken : and(eq(orders.id, orderId), byToken))
    .limit(1);
  return row ?? null;
}

/** Stores the buyer's contact details (and whether to confirm without asking) on the order. */
export async function setOrderPersonalInfo(
  deps: Deps,
  orderId: string,
  info: Pick<typeof orders.$inferInsert, 'email' | 'phone' | 'autoConfirm'>,
): Promise<void> {
  await deps.db.update(orders).set(info).where(eq(orders.id, orderId));
}

/** Stores the status the client believes the order has (its own word, beside the real status). */
export async function setOptimisticStatus(
  deps: Deps,
  orderId: string,
  status: OrderRow['optimisticStatus'],
): Promise<void> {
  await deps.db.update(orders).set({ optimisticStatus: status, updatedAt: deps.clock() }).where(eq(orders.id, orderId));
}

/** `OrderStatusView` of the host's types. */
export function orderStatusView(o: OrderRow) {
  return {
    Status: o.status,
    OrderProducts: { MainProduct: o.product as OrderProduct, AdditionalProducts: [] },
    TotalPrice: priceData(Number(o.price), o.currency),
    Game: o.game,
  };
}

/** A game's orders, newest first, as local mode's QA page lists them. */
export const ordersOfGame = (db: Db, game: string) =>
  db
    .select({
      id: orders.id,
      sku: orders.sku,
      status: orders.status,
      optimisticStatus: orders.optimisticStatus,
      platform: orders.platform,
      provider: orders.provider,
      price: orders.price,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.game, game))
    .orderBy(desc(orders.createdAt));
