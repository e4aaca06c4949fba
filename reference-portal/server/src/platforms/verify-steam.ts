import { safeEqual } from '../services/tokens';
import { hmacSha256 } from './crypto';
import { type PlatformIdentity, invalidSignature } from './identity';

export function verifySteam(ticket: string, claimedSteamId: string | null | undefined, key: string): PlatformIdentity {
  if (!/^[0-9a-f]+$/i.test(ticket)) throw invalidSignature('Steam', 'malformed ticket');
  const [steamId = '', mac = ''] = Buffer.from(ticket, 'hex').toString('utf8').split(':');
  if (!/^\d{5,20}$/.test(steamId)) throw invalidSignature('Steam', 'malformed ticket');
  if (!safeEqual(mac, hmacSha256(key, steamId).toString('hex'))) throw invalidSignature('Steam');
  if (claimedSteamId && claimedSteamId !== steamId) throw invalidSignature('Steam', 'SteamId does not match the ticket');
  return { type: 'Steam', id: steamId };
}
