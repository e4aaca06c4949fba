import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema';
import { randomToken, sha256Hex } from '../crypto/tokens';

const TTL_MS = 90 * 86_400_000;

export async function issueRefreshToken(db: Db, accountId: string, game: string, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .insert(refreshTokens)
    .values({ tokenHash: sha256Hex(token), accountId, game, expiresAt: new Date(now.getTime() + TTL_MS) });
  return token;
}

/** Spends a refresh token (rotation: each works once); the account and game, or null. */
export async function consumeRefreshToken(db: Db, token: string, game: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, sha256Hex(token)),
        eq(refreshTokens.game, game),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
