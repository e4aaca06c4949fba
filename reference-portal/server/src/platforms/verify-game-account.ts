import { jwtVerify } from 'jose';
import { invalidSignature } from './identity';

/** Checks a game's token for its own account; returns the game account id and name. */
export async function verifyGameAccountToken(token: string, game: string, serverSecret: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(serverSecret), {
      audience: `playport:game-account:${game}`,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (!payload.sub) throw new Error('sub');
    return { id: payload.sub, name: typeof payload.name === 'string' ? payload.name : null };
  } catch {
    throw invalidSignature('Game', 'invalid game token');
  }
}
