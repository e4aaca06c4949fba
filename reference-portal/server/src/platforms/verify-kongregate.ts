import { safeEqual } from '../services/tokens';
import { type PlatformIdentity, invalidSignature } from './identity';
import { kongregateGameAuthToken } from './sign-kongregate';

export function verifyKongregate(userId: string, username: string, token: string, apiKey: string): PlatformIdentity {
  if (!userId || userId === '0') throw invalidSignature('Kongregate', 'guests have no user id');
  if (!safeEqual(token, kongregateGameAuthToken(userId, apiKey))) throw invalidSignature('Kongregate');
  return { type: 'Kongregate', id: userId, name: username };
}
