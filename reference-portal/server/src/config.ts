import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  MODE: z.enum(['local', 'production']).default('local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  PUBLIC_URL: z.url().default('http://localhost:8787'),
  MAGIC_LINK_PATH: z.string().startsWith('/').default('/login/email'),
  ALLOWED_REDIRECT_ORIGINS: csv,
  CORS_ORIGINS: csv,
  GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
  PAYMENTS_PORT: z.coerce.number().int().min(0).max(65535).default(8789),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Playport <no-reply@playport.local>'),
  JWT_SECRET: z.string().min(16).default('local-game-jwt-secret-change-me-0123456789'),
  TURNSTILE_SECRET: z.string().default('1x0000000000000000000000000000000AA'),
  SENTRY_DSN: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/).default('mailto:push@playport.local'),
  VK_APP_SECRET: z.string().default('local-vk-secret'),
  OK_APP_SECRET: z.string().default('local-ok-secret'),
  TELEGRAM_BOT_TOKEN: z.string().default('123456:local-telegram-bot-token'),
  YANDEX_APP_SECRET: z.string().default('local-yandex-secret'),
  FACEBOOK_APP_SECRET: z.string().default('local-facebook-secret'),
  CRAZYGAMES_PUBLIC_KEY: z.string().optional(),
  CRAZYGAMES_SECRET: z.string().default('local-crazygames-secret-0123456789'),
  VKPLAY_APP_SECRET: z.string().default('local-vkplay-secret'),
  KONGREGATE_API_KEY: z.string().default('local-kongregate-key'),
  WIZQ_APP_SECRET: z.string().default('local-wizq-secret'),
  AG_APP_SECRET: z.string().default('local-ag-secret'),
  STEAM_WEB_API_KEY: z.string().default('local-steam-key'),
  LOCAL_IDP_SECRET: z.string().default('local-idp-secret-0123456789'),
  FIREBASE_TEST_SECRET: z.string().default('local-firebase-secret-0123456789'),
  FIREBASE_PROJECT_ID: z.string().default('playport-local'),
  TWITCH_CLIENT_ID: z.string().default('local-twitch-client'),
  TWITCH_CLIENT_SECRET: z.string().default('local-twitch-secret'),
  TRUST_PROXY: z.stringbool().default(false),
  SIGNIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  MAGIC_LINKS_PER_IP: z.coerce.number().int().positive().default(20),
  BODY_LIMIT: z.coerce.number().int().positive().default(256 * 1024),
  ANALYTICS_BODY_LIMIT: z.coerce.number().int().positive().default(1024 * 1024),
});

/** Parsed server configuration; see the README's configuration table. */
export type Config = z.output<typeof envSchema> & {
  /** Origins that may receive redirects and make CORS requests. */
  readonly allowedOrigins: readonly string[];
  readonly gamesOrigin: string;
  /** The third origin of local mode: payment-widget simulators and their pay pages. */
  readonly paymentsOrigin: string;
};

/**
 * Parses the environment. Local mode adds the local portal, the API and the games origin to the
 * redirect allow-list and all but the games origin to the CORS list; production trusts only what is
 * configured.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.parse(env);
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
  const cors = parsed.CORS_ORIGINS.length ? parsed.CORS_ORIGINS.map(toOrigin) : allowedOrigins.filter((o) => o !== gamesOrigin);
  return { ...parsed, CORS_ORIGINS: unique(cors), allowedOrigins, gamesOrigin, paymentsOrigin };
}

function toOrigin(value: string): string {
  return new URL(value).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
