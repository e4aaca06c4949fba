import { safeEqual } from '../crypto/tokens';
import { type PlatformIdentity, invalidSignature } from './identity';
import { agAuthKey } from './sign-ag';

export function verifyAg(
  appId: string,
  playerId: string,
  authKey: string,
  guest: boolean,
  secret: string,
): PlatformIdentity {
  if (!appId || !playerId) throw invalidSignature('Absolute Games', 'app id or player id missing');
  if (!safeEqual(authKey.toLowerCase(), agAuthKey(appId, playerId, secret))) throw invalidSignature('Absolute Games');
  return { type: guest ? 'AbsoluteGamesGuest' : 'AbsoluteGames', id: playerId, guest };
}
