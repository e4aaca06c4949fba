import { type Placeholder, and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import { randomToken, sha256Hex } from '../crypto/tokens';

const SESSION_DAYS = 30;

/** Issues a bearer token for an account; only its hash is stored. */
export async function issueSession(db: Db, accountId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

/** The condition on `sessions` that selects the session of a bearer token, when it is live at `now`. */
export const liveSession = (token: string, now: Date) => sessionLiveAt(sha256Hex(token), now);

/** {@link liveSession} by the token's hash; either may be a placeholder of a prepared statement. */
export const sessionLiveAt = (tokenHash: string | Placeholder, now: Date | Placeholder) =>
  and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now))!;

/** The account of a live session and the session's id, or null. */
export async function findSession(db: Db, token: string, now: Date) {
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .select({ accountId: sessions.accountId, sessionId: sessions.id })
    .from(sessions)
    .where(sessionLiveAt(tokenHash, now))
    .limit(1);
  return row ? { id: row.accountId, tokenHash, sessionId: row.sessionId } : null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
