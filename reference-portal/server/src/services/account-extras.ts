import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, pushTokens, socialIdentifiers, supportMessages } from '../db/schema';

/** A push subscription as the account's game saves it. */
export interface PushTokenValues {
  readonly accountId: string;
  readonly game: string;
  readonly platform: string;
  readonly updatedAt: Date;
}

/**
 * Saves a push subscription for its account. A subscription keeps its owner: saved by another account
 * it changes nothing, and the answer is false.
 */
export async function savePushToken(db: Db, token: string, values: PushTokenValues): Promise<boolean> {
  const saved = await db
    .insert(pushTokens)
    .values({ token, ...values })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: values,
      setWhere: eq(pushTokens.accountId, values.accountId),
    })
    .returning({ token: pushTokens.token });
  return saved.length > 0;
}

/** The web push subscriptions of a game, or only of one account in it. */
export function webPushTokensOf(db: Db, game: string, accountId?: string) {
  const where = accountId
    ? and(eq(pushTokens.game, game), eq(pushTokens.platform, 'web'), eq(pushTokens.accountId, accountId))
    : and(eq(pushTokens.game, game), eq(pushTokens.platform, 'web'));
  return db.select({ token: pushTokens.token }).from(pushTokens).where(where);
}

/** Deletes these subscriptions (the push service said they are gone). */
export async function deletePushTokens(db: Db, tokens: readonly string[]): Promise<void> {
  await db.delete(pushTokens).where(inArray(pushTokens.token, [...tokens]));
}

/** A message to the game's support, as the player sends it. */
export interface SupportMessageValues {
  readonly accountId: string;
  readonly game: string;
  readonly email: string | null;
  readonly message: string;
  readonly context: { readonly Adapter: string | null };
  readonly createdAt: Date;
}

/** Stores a support message and answers its ticket id. */
export async function recordSupportMessage(db: Db, values: SupportMessageValues): Promise<number> {
  const [row] = await db.insert(supportMessages).values(values).returning({ id: supportMessages.id });
  return row!.id;
}

/** The account's social identifiers and its name, read together. */
export async function dataConnectionsOf(db: Db, accountId: string) {
  const [rows, [account]] = await Promise.all([
    db.select().from(socialIdentifiers).where(eq(socialIdentifiers.accountId, accountId)),
    db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)),
  ]);
  return { identifiers: rows, accountName: account?.name ?? null };
}
