import { hmacSha256 } from '../crypto/digests';

/**
 * The session ticket the local Steam stand-in issues: hex of `steamId:mac`, mac being hex
 * HMAC-SHA256 of the Steam id with the Web API key. Production would ask Steam's Web API instead.
 */
export function steamTicket(steamId: string, key: string): string {
  return Buffer.from(`${steamId}:${hmacSha256(key, steamId).toString('hex')}`).toString('hex');
}
