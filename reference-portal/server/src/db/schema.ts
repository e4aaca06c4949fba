import { sql } from 'drizzle-orm';
import type { GameConnectionResult, OrderStatus } from '@playport/api-contract';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const stamp = (name: string) => ts(name).notNull().defaultNow();
const createdAt = () => stamp('created_at');

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email'),
    emailValidated: boolean('email_validated').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    geoCountry: text('geo_country').notNull().default(''),
    marketingEnabled: boolean('marketing_enabled').notNull().default(false),
    guest: boolean('guest').notNull().default(false),
    features: text('features').notNull().default('None'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_email_uq').on(t.email)],
);

export const socialIdentifiers = pgTable(
  'social_identifiers',
  {
    type: text('type').notNull(),
    externalId: text('external_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.type, t.externalId] }), index('social_identifiers_account_idx').on(t.accountId)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The session's id, no credential: the game tokens it mints carry it (`sid`) and die with it. */
    id: text('id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('sessions_id_uq').on(t.id)],
);

export const connectedGames = pgTable(
  'connected_games',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    gameUid: text('game_uid').notNull(),
    externalAccountId: text('external_account_id'),
    storeEnabled: boolean('store_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.game] }),
    uniqueIndex('connected_games_uid_uq').on(t.gameUid),
    uniqueIndex('connected_games_external_uq').on(t.game, t.externalAccountId),
  ],
);

export const twitchConnections = pgTable(
  'twitch_connections',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    userId: text('user_id').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.game] })],
);

export const magicLinks = pgTable(
  'magic_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    game: text('game'),
    redirectUri: text('redirect_uri'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    invalidatedAt: ts('invalidated_at'),
  },
  (t) => [index('magic_links_email_idx').on(t.email)],
);

export const oneTimeCodes = pgTable('one_time_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
});

export const tempTokens = pgTable('temp_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri'),
  orderPublicId: text('order_public_id'),
  merchantRedirectType: text('merchant_redirect_type'),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  game: text('game').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  createdAt: createdAt(),
});

export const games = pgTable('games', {
  systemName: text('system_name').primaryKey(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  serverSecret: text('server_secret').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    game: text('game')
      .notNull()
      .references(() => games.systemName, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productType: text('product_type').notNull().default('Consumable'),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    usdPrice: numeric('usd_price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    imageUrl: text('image_url'),
    iconUrl: text('icon_url'),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    showInWebStore: boolean('show_in_web_store').notNull().default(false),
    requiresDryRun: boolean('requires_dry_run').notNull().default(false),
    /** The price on platforms that charge in their own currency: VK votes, OK's OK, Telegram Stars (XTR), by platform. */
    platformPrices: jsonb('platform_prices')
      .$type<Record<string, { Price: number; Currency: string }>>()
      .notNull()
      .default({}),
    /** The product's id in a platform's own catalog (Yandex Games, Facebook Instant), by platform; else its Sku. */
    platformSkus: jsonb('platform_skus').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.game, t.sku] })],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    game: text('game').notNull(),
    sku: text('sku').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    provider: text('provider').notNull(),
    platform: text('platform').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    usdPrice: numeric('usd_price', { precision: 12, scale: 2 }).notNull(),
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    developerPayload: text('developer_payload'),
    email: text('email'),
    phone: text('phone'),
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    optimisticStatus: text('optimistic_status'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>().notNull().default({}),
    merchantTokenHash: text('merchant_token_hash'),
    /** The platform's own id of the payment (a Yandex purchase token, …): one order per platform payment. */
    platformTransactionId: text('platform_transaction_id'),
    /** Paid by a platform's test payment (VK `order_status_change_test`): no money moved. */
    testPayment: boolean('test_payment').notNull().default(false),
    /** When the game consumed the completed purchase (`ConsumePurchase`); null while it is still listed. */
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId),
    uniqueIndex('orders_platform_transaction_uq').on(t.platform, t.platformTransactionId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const documents = pgTable('documents', {
  id: text('id').primaryKey(),
  game: text('game').notNull(),
  documentType: text('document_type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  requiresAcceptance: boolean('requires_acceptance').notNull().default(true),
  createdAt: createdAt(),
});

export const documentVersions = pgTable('document_versions', {
  id: text('id').primaryKey(),
  documentId: text('document_id')
    .notNull()
    .references(() => documents.id, { onDelete: 'cascade' }),
  url: text('url'),
  content: text('content').notNull(),
  contentType: text('content_type').notNull().default('Markdown'),
  createdAt: createdAt(),
});

export const documentAcceptances = pgTable(
  'document_acceptances',
  {
    id: serial('id').primaryKey(),
    documentVersionId: text('document_version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    acceptedAt: stamp('accepted_at'),
  },
  (t) => [uniqueIndex('document_acceptances_uq').on(t.documentVersionId, t.accountId)],
);

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  game: text('game'),
  priority: text('priority').notNull(),
  link: text('link'),
  iconUrl: text('icon_url'),
  imageUrl: text('image_url'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const newsMessages = pgTable(
  'news_messages',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    header: text('header').notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.locale] })],
);

export const friendships = pgTable(
  'friendships',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    friendAccountId: text('friend_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.friendAccountId] })],
);

export const friendNotifications = pgTable('friend_notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fromAccountId: text('from_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  toAccountId: text('to_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  game: text('game').notNull(),
  message: text('message'),
  createdAt: createdAt(),
});

export const friendStatuses = pgTable(
  'friend_statuses',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    status: text('status').notNull(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.game] })],
);

export const gameInvites = pgTable('game_invites', {
  idHash: text('id_hash').primaryKey(),
  game: text('game').notNull(),
  gameAccountId: text('game_account_id').notNull(),
  gameAccountName: text('game_account_name').notNull(),
  status: text('status').$type<GameConnectionResult>().notNull(),
  accountId: text('account_id'),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
});

/** A link one player gives others: the first signed-in player who accepts it becomes their friend. */
export const friendInvites = pgTable(
  'friend_invites',
  {
    idHash: text('id_hash').primaryKey(),
    fromAccountId: text('from_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    game: text('game'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    acceptedBy: text('accepted_by').references(() => accounts.id, { onDelete: 'set null' }),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [index('friend_invites_from_idx').on(t.fromAccountId)],
);

export const pushTokens = pgTable('push_tokens', {
  token: text('token').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  game: text('game').notNull(),
  platform: text('platform').notNull(),
  updatedAt: stamp('updated_at'),
});

export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  game: text('game'),
  email: text('email'),
  message: text('message').notNull(),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const crossplayRules = pgTable('crossplay_rules', {
  id: serial('id').primaryKey(),
  game: text('game').notNull(),
  questId: text('quest_id').notNull(),
  code: text('code').notNull(),
  filter1: text('filter1').notNull().default(''),
  filter2: text('filter2').notNull().default(''),
  filter3: text('filter3').notNull().default(''),
});

export const crossplayQuests = pgTable('crossplay_quests', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  target: integer('target').notNull(),
});

export const crossplayProgress = pgTable(
  'crossplay_progress',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questId: text('quest_id')
      .notNull()
      .references(() => crossplayQuests.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    completedAt: ts('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.questId] })],
);

export const crossplayEvents = pgTable('crossplay_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  game: text('game').notNull(),
  eventCode: text('event_code').notNull(),
  value: text('value'),
  p1: text('p1'),
  p2: text('p2'),
  p3: text('p3'),
  createdAt: createdAt(),
});

/** One stored analytics event, as the batch's `events` column holds it (in the order sent). */
export interface StoredAnalyticsEvent {
  event_id: number;
  user_id: string | null;
  created_at: string | null;
  build: number | null;
  platform: number;
  /** The numbered fields (I1…, F1…, S1…, J1…) that were not null. */
  fields: Record<string, unknown>;
}

/**
 * Analytics: one row per batch a client sent, its events in it as one JSON array. A batch arrives
 * and is read back whole, so one row per batch is what the write path and the readers need; the
 * `analytics_events` view below unpacks the events for queries by event.
 */
export const analyticsBatches = pgTable(
  'analytics_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The client's id of the batch: a batch sent again (a lost answer, a beacon, a reload) is stored once. */
    batchKey: text('batch_key'),
    sessionId: text('session_id').notNull(),
    platform: integer('platform').notNull(),
    buildId: integer('build_id').notNull(),
    eventCount: integer('event_count').notNull(),
    receivedAt: stamp('received_at'),
    events: jsonb('events').$type<StoredAnalyticsEvent[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('analytics_batches_batch_key_idx').on(t.batchKey)],
);

/**
 * Every stored event, one row each, in the order of its batch (`position`, from 1); `server_created_at`
 * is the batch's arrival. Created by migration 0006 (drizzle-kit does not manage it).
 */
export const analyticsEvents = pgView('analytics_events', {
  batchId: bigint('batch_id', { mode: 'number' }).notNull(),
  position: bigint('position', { mode: 'number' }).notNull(),
  eventId: integer('event_id').notNull(),
  userId: text('user_id'),
  createdAt: ts('created_at'),
  serverCreatedAt: ts('server_created_at').notNull(),
  build: integer('build'),
  platform: integer('platform'),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
}).existing();

export const referralClicks = pgTable('referral_clicks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  fxref: text('fxref'),
  type: text('type'),
  createdAt: createdAt(),
});

export const launcherBuilds = pgTable('launcher_builds', {
  id: text('id').primaryKey(),
  game: text('game').notNull(),
  branch: text('branch').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  buildType: text('build_type').notNull(),
  buildNumber: integer('build_number').notNull(),
  sha: text('sha').notNull(),
  description: text('description').notNull().default(''),
  changeSet: text('change_set').notNull().default(''),
  installUrl: text('install_url').notNull(),
  version: text('version').notNull(),
  artifacts: jsonb('artifacts').$type<Record<string, unknown>[]>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const launcherKeys = pgTable('launcher_keys', {
  keyHash: text('key_hash').primaryKey(),
  game: text('game').notNull(),
  branch: text('branch').notNull(),
  accountId: text('account_id'),
  activatedAt: ts('activated_at'),
});

export const launcherDownloads = pgTable('launcher_downloads', {
  id: text('id').primaryKey(),
  game: text('game').notNull(),
  branch: text('branch').notNull(),
  platform: text('platform').notNull(),
  downloadedAt: ts('downloaded_at'),
  createdAt: createdAt(),
});

export const wizqRequests = pgTable('wizq_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  game: text('game').notNull(),
  command: text('command').notNull(),
  requestNumber: integer('request_number').notNull(),
  createdAt: createdAt(),
});

/**
 * A game's saves, per account and game (`/storage/*`): one row per key. `version` starts at 1 and grows
 * by one per write, so a client that read version n writes only while the row still has it.
 */
export const gameSaves = pgTable(
  'game_saves',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: stamp('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.game, t.key] })],
);
