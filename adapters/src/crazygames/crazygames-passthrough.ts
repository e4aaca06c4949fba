import { HostError, HostErrorCode } from '@playport/host/adapter-kit';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import type { CrazySdk } from './crazygames-types.js';

/**
 * The paths of the CrazyGames HTML5 SDK v3 a game may reach through SendCrazyGamesSdk, exactly
 * (https://docs.crazygames.com/sdk/html5-v3/ — the user, game, ad, banner, data and in-game
 * purchases pages): game lifecycle and invite helpers, banners, ad-block
 * detection, and the read-only state of the player and the device.
 *
 * Everything else is refused: tokens (`user.getUserToken`, `user.getXsollaUserToken`), prompts that
 * sign in or link an account in the host's name (`user.showAuthPrompt`, `user.showAccountLinkPrompt`;
 * AuthenticateUser does that), auth and settings listeners (a callback cannot cross the channel),
 * `ad.requestAd` (the Ads methods show ads), the host's cloud save (`data.*`) and order reporting
 * (`analytics.trackOrder`).
 */
export const CRAZYGAMES_ALLOWED_PATHS = Object.freeze([
  'environment',
  'ad.hasAdblock',
  'banner.requestBanner',
  'banner.requestResponsiveBanner',
  'banner.clearBanner',
  'banner.clearAllBanners',
  'game.loadingStart',
  'game.loadingStop',
  'game.gameplayStart',
  'game.gameplayStop',
  'game.happytime',
  'game.inviteLink',
  'game.showInviteButton',
  'game.hideInviteButton',
  'game.getInviteParam',
  'game.settings',
  'game.isInstantMultiplayer',
  'user.isUserAccountAvailable',
  'user.systemInfo',
  'user.getUser',
] as const);

const ALLOWED: ReadonlySet<string> = new Set(CRAZYGAMES_ALLOWED_PATHS);

/** SendCrazyGamesSdk: calls `SDK.<path>(...args)` (or reads the property) and answers its JSON value. */
export async function sendCrazyGamesSdk(
  sdk: CrazySdk,
  { path, args = [] }: MethodParams<'SendCrazyGamesSdk'>,
): Promise<MethodResult<'SendCrazyGamesSdk'>> {
  const name = path.join('.');
  // A segment holding a dot would pass for two; only the listed paths, segment by segment, get through.
  if (!ALLOWED.has(name) || path.some((key) => key.includes('.'))) {
    throw new HostError(HostErrorCode.NotSupported, `CrazyGames SDK path ${name} is not available to games`);
  }
  let owner: unknown = null;
  let target: unknown = sdk;
  for (const key of path) {
    owner = target;
    target =
      target && typeof target === 'object' && Object.prototype.hasOwnProperty.call(target, key)
        ? (target as Record<string, unknown>)[key]
        : undefined;
  }
  if (target === undefined) throw new HostError(HostErrorCode.NotSupported, `CrazyGames SDK has no ${name}`);
  try {
    const value =
      typeof target === 'function' ? await (target as (...a: unknown[]) => unknown).apply(owner, args) : target;
    return { data: JSON.parse(JSON.stringify(value ?? null)) };
  } catch (err) {
    throw new HostError(
      HostErrorCode.Unknown,
      `CrazyGames SDK ${name} failed: ${err instanceof Error ? err.message : String(err)}`,
      undefined,
      { cause: err },
    );
  }
}
