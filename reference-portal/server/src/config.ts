import { z } from 'zod';
import { LOCAL_SECRET_DEFAULTS } from './local/local-defaults';

const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

/** A secret: unset (or empty) is `undefined`; only local mode fills in the development values. */
const secret = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  MODE: z.enum(['local', 'production']).default('local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  PUBLIC_URL: z.url().default('http://localhost:8787'),
  MAGIC_LINK_PATH: z.string().startsWith('/').default('/LoginValidateEmail'),
  ALLOWED_REDIRECT_ORIGINS: csv,
  CORS_ORIGINS: csv,
  /** Extra origins (CSP source expressions) that may frame the game-player routes. */
  FRAME_ANCESTORS: csv,
  GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
  PAYMENTS_PORT: z.coerce.number().int().min(0).max(65535).default(8789),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Playport <no-reply@playport.local>'),
  JWT_SECRET: secret,
  TURNSTILE_SECRET: secret,
  SENTRY_DSN: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .default('mailto:push@playport.local'),
  VK_APP_SECRET: secret,
  /**
   * Whether VK's test payments (`get_item_test`, `order_status_change_test`: administrators and
   * listed testers buying without votes) are granted. Unset: `on` in local mode, `off` in production.
   */
  VK_TEST_PAYMENTS: z.enum(['on', 'off']).optional(),
  OK_APP_SECRET: secret,
  TELEGRAM_BOT_TOKEN: secret,
  /** The `secret_token` the bot's webhook was set with: Telegram sends it in `X-Telegram-Bot-Api-Secret-Token`. */
  TELEGRAM_WEBHOOK_SECRET: secret,
  /** The Bot API's base URL (local mode: this server's stand-in under /dev/telegram-bot-api). */
  TELEGRAM_BOT_API_URL: z.url().optional(),
  /** Kongregate's web API (authenticate.json); local mode: the stand-in under /dev/kongregate-api. */
  KONGREGATE_API_URL: z.url().optional(),
  /** Steam's Web API (AuthenticateUserTicket); local mode: the stand-in under /dev/steam-web-api. */
  STEAM_WEB_API_URL: z.url().optional(),
  /** VK's API (friends.get at a VK sign-in); unset: api.vk.com in production, none in local mode. */
  VK_API_URL: z.url().optional(),
  /** The VK app's service token, for reading a VK player's friends at sign-in. */
  VK_SERVICE_TOKEN: secret,
  /** OK's REST API (friends.getAppUsers at an OK sign-in); unset: api.ok.ru in production, none in local mode. */
  OK_API_URL: z.url().optional(),
  /** Facebook's Graph API (/me/friends at a Facebook sign-in); unset: graph.facebook.com in production, none in local mode. */
  FACEBOOK_GRAPH_URL: z.url().optional(),
  /** The Steam app id session tickets are checked for. */
  STEAM_APP_ID: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  YANDEX_APP_SECRET: secret,
  FACEBOOK_APP_SECRET: secret,
  CRAZYGAMES_PUBLIC_KEY: secret,
  CRAZYGAMES_SECRET: secret,
  VKPLAY_APP_SECRET: secret,
  KONGREGATE_API_KEY: secret,
  WIZQ_APP_SECRET: secret,
  AG_APP_SECRET: secret,
  STEAM_WEB_API_KEY: secret,
  LOCAL_IDP_SECRET: secret,
  FIREBASE_TEST_SECRET: secret,
  FIREBASE_PROJECT_ID: secret,
  TWITCH_CLIENT_ID: secret,
  TWITCH_CLIENT_SECRET: secret,
  SIGNIN_DISABLED_PLATFORMS: csv,
  /** Trusted proxy hops in front of the server: `false`/`0` none, `true` one, or a count. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim().toLowerCase();
      if (value === 'false' || value === '') return 0;
      if (value === 'true') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false or a number of proxy hops' });
      return z.NEVER;
    }),
  SIGNIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  MAGIC_LINKS_PER_IP: z.coerce.number().int().positive().default(20),
  /** Analytics events a client address may send per minute (`POST /analytics/track` needs no sign-in). */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1000).default(10_000),
  /** PostgreSQL pool: most connections per instance. */
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** How long a request waits for a PostgreSQL connection before it answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** The server-side `statement_timeout` of each connection; a client-side read timeout follows 1 s later. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * `on`: each statement with parameters is prepared once per connection (db/named-statements.ts). `off`
   * behind a pooler in transaction mode that keeps no prepared statements (PgBouncer before 1.21).
   */
  DB_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  /** How long an idle pooled connection is kept. */
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** The embedded database's fsync: `on` (durable, the default) or `off` (faster, loses commits on a crash; tests only). */
  PGLITE_FSYNC: z.enum(['on', 'off']).default('on'),
  /**
   * On SIGTERM: how long readiness fails while the server still accepts, so a load balancer stops
   * routing to it first. Default {@link SHUTDOWN_DEFAULTS} (5 s in production, 0 in local mode).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** On SIGTERM, after the delay: how long in-flight requests may take before their connections are closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).optional(),
  /** Bearer token of `GET /metrics`; without it (and without METRICS_PORT) the endpoint answers 404 in production. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Serve `/metrics` on this port instead (unauthenticated; bind it to a private interface). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * The Absolute Games SDK the portal's AG adapter loads outside local mode: a build fixed to one
   * version (https) and its SRI hash, both or neither. AG.ru publishes no versioned build, so without
   * them the adapter refuses to start rather than load an unversioned file.
   */
  PORTAL_AG_SDK_URL: z.url({ protocol: /^https$/ }).optional(),
  PORTAL_AG_SDK_INTEGRITY: z
    .string()
    .regex(/^sha(?:384|512)-[A-Za-z0-9+/]{64,}={0,2}$/, 'must be a sha384 or sha512 SRI hash')
    .optional(),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  ANALYTICS_BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
});

/**
 * The drain's defaults. Production sits behind a load balancer, which needs a few probe intervals to see
 * readiness fail: until then it still sends requests, and the listener must accept them. Delay, grace
 * and closing the database (`closeMs`, after which `main.ts` exits anyway) stay within the 10 s Docker waits
 * between SIGTERM and SIGKILL (`docker stop -t`, https://docs.docker.com/reference/cli/docker/container/stop/);
 * Kubernetes waits 30 s (`terminationGracePeriodSeconds`). Local mode stops at once: nothing routes to it.
 */
export const SHUTDOWN_DEFAULTS = Object.freeze({
  production: { delayMs: 5000, graceMs: 3000, closeMs: 1500 },
  local: { delayMs: 0, graceMs: 10_000, closeMs: 5000 },
});

/** Parsed server configuration; see the README's configuration table. */
export type Config = z.output<typeof envSchema> & {
  readonly SHUTDOWN_DELAY_MS: number;
  readonly SHUTDOWN_GRACE_MS: number;
  /** Origins that may receive redirects and make CORS requests. */
  readonly allowedOrigins: readonly string[];
  readonly gamesOrigin: string;
  /** The third origin of local mode: payment-widget simulators and their pay pages. */
  readonly paymentsOrigin: string;
  /** The Bot API's base URL: `TELEGRAM_BOT_API_URL`, else Telegram's own (local mode: the stand-in). */
  readonly TELEGRAM_BOT_API_URL: string;
  /** `KONGREGATE_API_URL`, else Kongregate's own (local mode: the stand-in). */
  readonly KONGREGATE_API_URL: string;
  /** `STEAM_WEB_API_URL`, else Steam's partner Web API (local mode: the stand-in). */
  readonly STEAM_WEB_API_URL: string;
  /** `VK_TEST_PAYMENTS`, else `on` in local mode and `off` in production. */
  readonly VK_TEST_PAYMENTS: 'on' | 'off';
};

/**
 * Parses the environment. Local mode fills every unset secret with its development value (see
 * `local/local-defaults.ts`) and adds the local portal, the API and the games origin to the
 * redirect allow-list and all but the games origin to the CORS list; production applies no secret
 * default and trusts only what is configured. Whether a production configuration may start is
 * `configProblems`'s question (see `config-problems.ts`).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = envSchema.parse(env);
  if (!raw.PORTAL_AG_SDK_URL !== !raw.PORTAL_AG_SDK_INTEGRITY)
    throw new Error('PORTAL_AG_SDK_URL and PORTAL_AG_SDK_INTEGRITY go together: set both or neither');
  const parsed = raw.MODE === 'local' ? withLocalDefaults(raw) : raw;
  const publicOrigin = new URL(parsed.PUBLIC_URL).origin;
  const gamesOrigin = `http://localhost:${parsed.GAMES_PORT}`;
  const paymentsOrigin = `http://localhost:${parsed.PAYMENTS_PORT}`;
  const localDefaults =
    parsed.MODE === 'local'
      ? [publicOrigin, gamesOrigin, 'http://localhost:5173', 'http://localhost:4173', `http://127.0.0.1:${parsed.PORT}`]
      : [publicOrigin];
  const allowedOrigins = unique([...localDefaults, ...parsed.ALLOWED_REDIRECT_ORIGINS].map(toOrigin));
  // Games run with a game-scoped token only and talk to the portal through the host's channel, so the
  // games origin never calls the API from a browser: it is left out of the default CORS list (in local
  // mode too, where it stays a redirect target). Listing it in CORS_ORIGINS is a deliberate choice.
  const cors = parsed.CORS_ORIGINS.length
    ? parsed.CORS_ORIGINS.map(toOrigin)
    : allowedOrigins.filter((o) => o !== gamesOrigin);
  const TELEGRAM_BOT_API_URL =
    parsed.TELEGRAM_BOT_API_URL ??
    (parsed.MODE === 'local' ? new URL('/dev/telegram-bot-api', parsed.PUBLIC_URL).href : 'https://api.telegram.org');
  const local = (path: string) => (parsed.MODE === 'local' ? new URL(path, parsed.PUBLIC_URL).href : null);
  const KONGREGATE_API_URL = parsed.KONGREGATE_API_URL ?? local('/dev/kongregate-api') ?? 'https://api.kongregate.com';
  const STEAM_WEB_API_URL = parsed.STEAM_WEB_API_URL ?? local('/dev/steam-web-api') ?? 'https://partner.steam-api.com';
  const STEAM_APP_ID = parsed.STEAM_APP_ID ?? (parsed.MODE === 'local' ? '480' : undefined);
  const drain = SHUTDOWN_DEFAULTS[parsed.MODE];
  return {
    ...parsed,
    SHUTDOWN_DELAY_MS: parsed.SHUTDOWN_DELAY_MS ?? drain.delayMs,
    SHUTDOWN_GRACE_MS: parsed.SHUTDOWN_GRACE_MS ?? drain.graceMs,
    CORS_ORIGINS: unique(cors),
    allowedOrigins,
    gamesOrigin,
    paymentsOrigin,
    TELEGRAM_BOT_API_URL,
    KONGREGATE_API_URL,
    STEAM_WEB_API_URL,
    VK_TEST_PAYMENTS: parsed.VK_TEST_PAYMENTS ?? (parsed.MODE === 'local' ? 'on' : 'off'),
    ...(STEAM_APP_ID ? { STEAM_APP_ID } : {}),
  };
}

function withLocalDefaults(parsed: z.output<typeof envSchema>): z.output<typeof envSchema> {
  const filled: Record<string, unknown> = { ...parsed };
  for (const [name, value] of Object.entries(LOCAL_SECRET_DEFAULTS)) filled[name] ??= value;
  return filled as z.output<typeof envSchema>;
}

function toOrigin(value: string): string {
  return new URL(value).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
