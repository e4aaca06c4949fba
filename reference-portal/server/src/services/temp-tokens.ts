import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tempTokens } from '../db/schema';
import { randomToken, sha256Hex } from '../crypto/tokens';

const TTL_MS = 5 * 60_000;

export interface TempTokenData {
  readonly redirectUri?: string | null;
  readonly orderPublicId?: string | null;
  readonly merchantRedirectType?: string | null;
}

/** A single-use token that signs the account in on another page within five minutes. */
export async function createTempToken(db: Db, accountId: string, data: TempTokenData, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(tempTokens).values({
    tokenHash: sha256Hex(token),
    accountId,
    redirectUri: data.redirectUri ?? null,
    orderPublicId: data.orderPublicId ?? null,
    merchantRedirectType: data.merchantRedirectType ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
  return token;
}

/** Spends a temp token; null when unknown, used or expired. */
export async function consumeTempToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(tempTokens)
    .set({ usedAt: now })
    .where(and(eq(tempTokens.tokenHash, sha256Hex(token)), isNull(tempTokens.usedAt), gt(tempTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}
