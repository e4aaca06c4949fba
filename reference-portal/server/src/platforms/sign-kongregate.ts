import { hmacSha256 } from '../crypto/digests';

/**
 * The game auth token the local Kongregate simulator hands out: hex HMAC-SHA256 of the user id with
 * the configured API key (Kongregate's own check is a server call that needs the same key).
 */
export function kongregateGameAuthToken(userId: string, apiKey: string): string {
  return hmacSha256(apiKey, userId).toString('hex');
}
