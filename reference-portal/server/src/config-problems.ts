import { adapterPlatform } from '@playport/host/adapter-kit';
import type { Config } from './config';
import { LOCAL_GAME_SERVER_SECRET, LOCAL_SECRET_VALUES } from './local/local-defaults';
import {
  PLATFORM_SECRET_VARS,
  UNDOCUMENTED_SIGNIN_PLATFORMS,
  isSecretPlatform,
  signInSwitchedOff,
  usableSecret,
} from './platforms/platform-secrets';
import { TURNSTILE_TEST_SECRETS } from './services/turnstile';
import { hs256SecretProblem, jwtSecretProblem, MIN_HS256_SECRET_BYTES } from './services/game-jwt';

/** Secrets with a development value and no platform secret of their own: production must not set them to it. */
const LOCAL_ONLY = [
  'LOCAL_IDP_SECRET',
  'FIREBASE_TEST_SECRET',
  'TWITCH_CLIENT_ID',
  'TWITCH_CLIENT_SECRET',
  'VK_SERVICE_TOKEN',
] as const;

/** A game as the start-up check sees it: its name, the adapters its config enables and its server secret. */
export interface ConfiguredGame {
  readonly systemName: string;
  readonly config: Record<string, unknown>;
  readonly serverSecret?: string;
}

/** Why a game's server secret (the key of its HS256 game-account tokens) may not serve production, or null. */
const serverSecretProblem = (secret: string) =>
  hs256SecretProblem(
    secret,
    LOCAL_GAME_SERVER_SECRET.test(secret) || LOCAL_SECRET_VALUES.has(secret)
      ? 'is a published development value'
      : null,
  );

/** The publishing platforms whose sign-in checks a signature, enabled by a game's `Adapters` section. */
export function enabledSecretPlatforms(game: ConfiguredGame): string[] {
  const adapters = game.config.Adapters;
  if (!adapters || typeof adapters !== 'object') return [];
  return Object.keys(adapters).map(adapterPlatform).filter(isSecretPlatform);
}

/**
 * Why this configuration may not serve production, one line per variable; empty when it may (and
 * always in local mode). `main` refuses to start on any line, before it listens.
 *
 * @example `configProblems(loadConfig({ MODE: 'production' }), [])[0] // 'JWT_SECRET: missing'`
 */
export function configProblems(config: Config, games: readonly ConfiguredGame[]): string[] {
  if (config.MODE === 'local') return [];
  const problems: string[] = [];
  const jwt = jwtSecretProblem(config.JWT_SECRET);
  if (jwt) problems.push(`JWT_SECRET: ${jwt} (at least 32 random bytes)`);
  if (!config.TURNSTILE_SECRET) problems.push('TURNSTILE_SECRET: missing');
  else if (Object.hasOwn(TURNSTILE_TEST_SECRETS, config.TURNSTILE_SECRET))
    problems.push('TURNSTILE_SECRET: is a Cloudflare test secret');
  for (const name of LOCAL_ONLY) {
    const value = config[name];
    if (value && LOCAL_SECRET_VALUES.has(value)) problems.push(`${name}: is the published development value`);
  }
  for (const [platform, names] of Object.entries(PLATFORM_SECRET_VARS)) {
    for (const name of names) {
      const value = config[name];
      if (value && LOCAL_SECRET_VALUES.has(value)) problems.push(`${name}: is the published development value`);
    }
    // Undocumented platforms never sign in in production (see requireSignIn): nothing to require.
    if (signInSwitchedOff(config, platform) || (UNDOCUMENTED_SIGNIN_PLATFORMS as readonly string[]).includes(platform))
      continue;
    const users = games.filter((g) => enabledSecretPlatforms(g).includes(platform)).map((g) => g.systemName);
    if (users.length && !names.some((name) => usableSecret(config, config[name]))) {
      const off = `or add ${platform} to SIGNIN_DISABLED_PLATFORMS`;
      problems.push(
        `${names.join(' or ')}: missing, and ${platform} is enabled by ${users.join(', ')} (set it, ${off})`,
      );
    }
  }
  // Telegram's payments reach the bot's webhook, which only trusts requests carrying its secret.
  const webhook = config.TELEGRAM_WEBHOOK_SECRET;
  if (webhook && LOCAL_SECRET_VALUES.has(webhook))
    problems.push('TELEGRAM_WEBHOOK_SECRET: is the published development value');
  else if (usableSecret(config, config.TELEGRAM_BOT_TOKEN) && !webhook) {
    problems.push(
      'TELEGRAM_WEBHOOK_SECRET: missing, and TELEGRAM_BOT_TOKEN is set (Telegram payments need the webhook secret)',
    );
  } else if (webhook && !/^[A-Za-z0-9_-]{1,256}$/.test(webhook)) {
    problems.push('TELEGRAM_WEBHOOK_SECRET: Telegram allows 1-256 characters A-Z, a-z, 0-9, _ and -');
  }
  if (usableSecret(config, config.STEAM_WEB_API_KEY) && !config.STEAM_APP_ID) {
    problems.push(
      'STEAM_APP_ID: missing, and STEAM_WEB_API_KEY is set (Steam session tickets are checked for one app)',
    );
  }
  // A database seeded in local mode keeps the seed's published secrets: anyone could sign its games' account tokens.
  for (const game of games) {
    const problem = game.serverSecret === undefined ? null : serverSecretProblem(game.serverSecret);
    if (problem)
      problems.push(
        `game ${game.systemName}: its server secret ${problem} (set games.server_secret to at least ${MIN_HS256_SECRET_BYTES} random bytes)`,
      );
  }
  return [...new Set(problems)];
}
