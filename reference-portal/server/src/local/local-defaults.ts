import manifest from '../../../../platforms.json' with { type: 'json' };
import type { Config } from '../config';
import { ApiError, ErrorCode } from '../http/api-error';

/**
 * The published development secrets: local mode uses them when the environment sets none, and the
 * simulators sign with them. Production never applies them and refuses to start on any of them
 * (see `config-problems.ts`). The platforms' values are platforms.json's `localSecrets`, the one place
 * they are written (the simulators' `SIMULATOR_SECRETS` is generated from it).
 */
const platform = manifest.localSecrets;

export const LOCAL_SECRET_DEFAULTS = Object.freeze({
  JWT_SECRET: 'local-game-jwt-secret-change-me-0123456789',
  TURNSTILE_SECRET: '1x0000000000000000000000000000000AA',
  VK_APP_SECRET: platform.vk,
  OK_APP_SECRET: platform.ok,
  VK_SERVICE_TOKEN: 'local-vk-service-token',
  TELEGRAM_BOT_TOKEN: platform.telegramBotToken,
  TELEGRAM_WEBHOOK_SECRET: 'local-telegram-webhook-secret',
  YANDEX_APP_SECRET: platform.yandex,
  FACEBOOK_APP_SECRET: platform.facebook,
  CRAZYGAMES_SECRET: platform.crazyGames,
  VKPLAY_APP_SECRET: platform.vkPlay,
  KONGREGATE_API_KEY: platform.kongregate,
  WIZQ_APP_SECRET: platform.wizq,
  AG_APP_SECRET: platform.ag,
  STEAM_WEB_API_KEY: platform.steam,
  LOCAL_IDP_SECRET: 'local-idp-secret-0123456789',
  FIREBASE_TEST_SECRET: 'local-firebase-secret-0123456789',
  FIREBASE_PROJECT_ID: 'playport-local',
  TWITCH_CLIENT_ID: 'local-twitch-client',
  TWITCH_CLIENT_SECRET: 'local-twitch-secret',
});

export type LocalSecretName = keyof typeof LOCAL_SECRET_DEFAULTS;

/**
 * The server secret local mode gives a game (the seed's example games, and `playport dev`'s game):
 * published, so a database seeded in local mode must not serve production with it.
 */
export function localGameServerSecret(systemName: string): string {
  return `local-${systemName}-server-secret`;
}

/** Any server secret made by {@link localGameServerSecret}, whatever the game it was made for. */
export const LOCAL_GAME_SERVER_SECRET = /^local-.*-server-secret$/;

/** Every development value, for the production refusal: none of them may be used there. */
export const LOCAL_SECRET_VALUES: ReadonlySet<string> = new Set(Object.values(LOCAL_SECRET_DEFAULTS));

/** A development-only value (`LOCAL_IDP_SECRET`, `FIREBASE_TEST_SECRET`, …): usable in local mode only. */
export function localOnlySecret(
  config: Config,
  name: 'LOCAL_IDP_SECRET' | 'FIREBASE_TEST_SECRET' | 'FIREBASE_PROJECT_ID',
): string {
  const value = config[name];
  if (config.MODE !== 'local' || !value)
    throw new ApiError(501, ErrorCode.NotConfigured, `${name} is used in local mode only`);
  return value;
}
