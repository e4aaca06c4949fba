import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, connectedGames, socialIdentifiers } from '../db/schema';
import { notFound } from '../http/api-error';
import { newId, randomToken } from '../crypto/tokens';

export interface SocialLogin {
  readonly type: string;
  readonly id: string;
  readonly name?: string | undefined;
  readonly locale?: string | undefined;
  readonly email?: string | undefined;
  readonly guest?: boolean | undefined;
}

export async function findAccountIdBySocial(db: Db, type: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: socialIdentifiers.accountId })
    .from(socialIdentifiers)
    .where(and(eq(socialIdentifiers.type, type), eq(socialIdentifiers.externalId, id)))
    .limit(1);
  return row?.accountId ?? null;
}

/**
 * Whether the account holds this identifier, the type in any letter case. E-mail identifiers are
 * stored lower-case, so the address is compared lower-case too.
 */
export async function ownsSocialIdentifier(db: Db, accountId: string, type: string, id: string): Promise<boolean> {
  const value = type.toLowerCase() === 'email' ? id.trim().toLowerCase() : id;
  const [row] = await db
    .select({ type: socialIdentifiers.type })
    .from(socialIdentifiers)
    .where(
      and(
        eq(socialIdentifiers.accountId, accountId),
        eq(sql`lower(${socialIdentifiers.type})`, type.toLowerCase()),
        eq(socialIdentifiers.externalId, value),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Finds the account behind a social identifier, creating both when new. */
export async function signInWithSocial(db: Db, login: SocialLogin): Promise<{ accountId: string; created: boolean }> {
  const existing = await findAccountIdBySocial(db, login.type, login.id);
  if (existing) return { accountId: existing, created: false };
  const accountId = newId();
  const created = await db.transaction(async (tx) => {
    await tx.insert(accounts).values({
      id: accountId,
      name: login.name ?? '',
      locale: login.locale ?? 'en',
      guest: login.guest ?? false,
      email: login.email ?? null,
      emailValidated: Boolean(login.email),
    });
    const inserted = await tx
      .insert(socialIdentifiers)
      .values({ type: login.type, externalId: login.id, accountId })
      .onConflictDoNothing()
      .returning({ accountId: socialIdentifiers.accountId });
    return inserted.length > 0;
  });
  if (created) return { accountId, created: true };
  // Another request created the identifier first; use its account.
  await db.delete(accounts).where(eq(accounts.id, accountId));
  return { accountId: (await findAccountIdBySocial(db, login.type, login.id))!, created: false };
}

/** Adds an identifier to an existing account; false when it belongs to another account. */
export async function linkSocial(db: Db, accountId: string, type: string, id: string): Promise<boolean> {
  const owner = await findAccountIdBySocial(db, type, id);
  if (owner) return owner === accountId;
  await db.insert(socialIdentifiers).values({ type, externalId: id, accountId }).onConflictDoNothing();
  return (await findAccountIdBySocial(db, type, id)) === accountId;
}

/** One of the account's social identifiers (the first the database finds), or null. */
export async function firstSocialIdentifier(db: Db, accountId: string) {
  const [first] = await db.select().from(socialIdentifiers).where(eq(socialIdentifiers.accountId, accountId)).limit(1);
  return first ?? null;
}

export async function getAccount(db: Db, accountId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw notFound('Account not found');
  return row;
}

/** A fresh opaque game uid: what a game knows its player by, never the account id. */
export const newGameUid = () => randomToken(12);

/** Sets the account's own settings: its language, its marketing consent. */
export async function updateAccount(
  db: Db,
  accountId: string,
  settings: Partial<Pick<typeof accounts.$inferInsert, 'locale' | 'marketingEnabled'>>,
): Promise<void> {
  await db.update(accounts).set(settings).where(eq(accounts.id, accountId));
}

/** The account's connection to the game, or null when it never played it. */
export async function findConnectedGame(db: Db, accountId: string, game: string) {
  const [row] = await db
    .select()
    .from(connectedGames)
    .where(and(eq(connectedGames.accountId, accountId), eq(connectedGames.game, game)))
    .limit(1);
  return row ?? null;
}

/** The connection of an account to a game, created on first use with a fresh opaque game uid. */
export async function ensureConnectedGame(db: Db, accountId: string, game: string) {
  const where = and(eq(connectedGames.accountId, accountId), eq(connectedGames.game, game));
  const [existing] = await db.select().from(connectedGames).where(where).limit(1);
  if (existing) return { row: existing, created: false };
  const [inserted] = await db
    .insert(connectedGames)
    .values({ accountId, game, gameUid: newGameUid() })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  // Another request connected the game first; use its row.
  const [row] = await db.select().from(connectedGames).where(where).limit(1);
  return { row: row!, created: false };
}

export async function isConnected(db: Db, accountId: string, game: string): Promise<boolean> {
  const rows = await db
    .select({ game: connectedGames.game })
    .from(connectedGames)
    .where(and(eq(connectedGames.accountId, accountId), eq(connectedGames.game, game)))
    .limit(1);
  return rows.length > 0;
}
