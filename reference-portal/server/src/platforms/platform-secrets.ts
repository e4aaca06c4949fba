import type { Config } from '../config';
import { ApiError, ErrorCode } from '../http/api-error';
import { LOCAL_SECRET_VALUES } from '../local/local-defaults';
import type { SocialPlatform } from './social-blocks';

/** The platforms whose sign-in checks a signature, and the variable(s) holding the key; CrazyGames takes either. */
export const PLATFORM_SECRET_VARS = Object.freeze({
  VkontakteCom: ['VK_APP_SECRET'],
  Odnoklassniki: ['OK_APP_SECRET'],
  VkontaktePlay: ['VKPLAY_APP_SECRET'],
  Telegram: ['TELEGRAM_BOT_TOKEN'],
  YandexGames: ['YANDEX_APP_SECRET'],
  FacebookGames: ['FACEBOOK_APP_SECRET'],
  FacebookInstantGames: ['FACEBOOK_APP_SECRET'],
  CrazyGames: ['CRAZYGAMES_PUBLIC_KEY', 'CRAZYGAMES_SECRET'],
  Kongregate: ['KONGREGATE_API_KEY'],
  WizQ: ['WIZQ_APP_SECRET'],
  AbsoluteGames: ['AG_APP_SECRET'],
  Steam: ['STEAM_WEB_API_KEY'],
} as const satisfies Record<Exclude<SocialPlatform, 'FxId'>, readonly (keyof Config)[]>);

export type SecretPlatform = keyof typeof PLATFORM_SECRET_VARS;
type SecretVar = (typeof PLATFORM_SECRET_VARS)[SecretPlatform][number];

export const isSecretPlatform = (name: string): name is SecretPlatform => Object.hasOwn(PLATFORM_SECRET_VARS, name);

/** A value this server may sign or verify with: set, and in production not a published development value. */
export function usableSecret(config: Pick<Config, 'MODE'>, value: string | undefined): value is string {
  return !!value && (config.MODE === 'local' || !LOCAL_SECRET_VALUES.has(value));
}

/** Whether `SIGNIN_DISABLED_PLATFORMS` switches the platform's sign-in off. */
export function signInSwitchedOff(config: Pick<Config, 'SIGNIN_DISABLED_PLATFORMS'>, platform: string): boolean {
  return config.SIGNIN_DISABLED_PLATFORMS.includes(platform);
}

const notConfigured = (what: string) => new ApiError(501, ErrorCode.NotConfigured, `${what} on this server`);

/**
 * Platforms that publish no documentation of what they sign (Absolute Games, WizQ): their sign-in
 * follows third-party code and runs in local mode only.
 */
export const UNDOCUMENTED_SIGNIN_PLATFORMS: readonly SecretPlatform[] = ['AbsoluteGames', 'WizQ'];

/**
 * Refuses (501 NotConfigured) a sign-in through a platform that is switched off or has no usable
 * secret, and in production one whose signing is not documented.
 */
export function requireSignIn(config: Config, platform: SecretPlatform): void {
  if (config.MODE !== 'local' && UNDOCUMENTED_SIGNIN_PLATFORMS.includes(platform)) {
    throw new ApiError(
      501,
      ErrorCode.NotConfigured,
      `${platform} sign-in is not available: the platform publishes no documentation of what it signs`,
    );
  }
  if (signInSwitchedOff(config, platform)) throw notConfigured(`${platform} sign-in is switched off`);
  if (!PLATFORM_SECRET_VARS[platform].some((name: SecretVar) => usableSecret(config, config[name])))
    throw notConfigured(`${platform} sign-in is not configured`);
}

/** The platform's key, or a 501 NotConfigured when this server has no usable one. */
export function platformSecret(config: Config, platform: Exclude<SecretPlatform, 'CrazyGames'>): string {
  const value = config[PLATFORM_SECRET_VARS[platform][0]];
  if (!usableSecret(config, value)) throw notConfigured(`${platform} is not configured`);
  return value;
}

/** CrazyGames' keys: the RS256 public key and/or the HS256 secret that are usable here. */
export function crazyGamesKeys(config: Config): { publicKey?: string; secret?: string } {
  const publicKey = usableSecret(config, config.CRAZYGAMES_PUBLIC_KEY) ? config.CRAZYGAMES_PUBLIC_KEY : undefined;
  const secret = usableSecret(config, config.CRAZYGAMES_SECRET) ? config.CRAZYGAMES_SECRET : undefined;
  if (!publicKey && !secret) throw notConfigured('CrazyGames is not configured');
  return { ...(publicKey ? { publicKey } : {}), ...(secret ? { secret } : {}) };
}
