import type { AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import type { SocialInfo } from '@playport/sdk/protocol';
import { socialInfo } from '../shared/social-info.js';
import { isSignedIn } from './portal-session.js';

/**
 * The portal as the game's platform: the signed-in player's account id, name and locale from the
 * profile (`POST /profile`), so a game can greet the player by name; null for a visitor.
 */
export async function portalSocialInfo(host: AdapterHost, api: ApiClient): Promise<SocialInfo | null> {
  if (!isSignedIn(host)) return null;
  const profile = await api.profile.get({ Game: host.game });
  return socialInfo('FxId', {
    userId: profile.AccountId,
    displayName: profile.Name || null,
    socialLocale: profile.Locale,
  });
}
