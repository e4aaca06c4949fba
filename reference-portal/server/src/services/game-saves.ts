import {
  ErrorCode,
  STORAGE_QUOTAS,
  type StorageConflict,
  type StoredValue,
  type StorageSetRequest,
} from '@playport/api-contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, gameSaves } from '../db/schema';
import { ApiError } from '../http/api-error';

type Write = StorageSetRequest['Values'][number];
type Quota = 'ValueBytes' | 'Keys' | 'TotalBytes';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

const quotaExceeded = (quota: Quota, limit: number, message: string, key?: string) =>
  new ApiError(413, ErrorCode.QuotaExceeded, message, { Quota: quota, Limit: limit, ...(key ? { Key: key } : {}) });

const own = (accountId: string, game: string) => and(eq(gameSaves.accountId, accountId), eq(gameSaves.game, game));

/** The account's saves of the game under `keys`, in their order; a key that holds nothing answers nulls. */
export async function readSaves(
  db: Db,
  accountId: string,
  game: string,
  keys: readonly string[],
): Promise<StoredValue[]> {
  const rows = await db
    .select({ key: gameSaves.key, value: gameSaves.value, version: gameSaves.version, updatedAt: gameSaves.updatedAt })
    .from(gameSaves)
    .where(and(own(accountId, game), inArray(gameSaves.key, [...keys])));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((Key) => {
    const r = byKey.get(Key);
    return r
      ? { Key, Value: r.value, Version: r.version, UpdatedAt: r.updatedAt.toISOString() }
      : { Key, Value: null, Version: null, UpdatedAt: null };
  });
}

/**
 * Writes the values in ONE transaction, or none of them. The account's row is locked first, so the
 * writes of one account (two tabs, two devices) run one after the other: each sees what the one before
 * it wrote. A write carrying `Version` succeeds only while the save still has that version (`0`: while
 * the key holds nothing); otherwise the whole call answers 409 `Conflict` with every moved key's
 * current value and version. A write without `Version` wins over what is there. Quotas (a value's bytes,
 * the game's key count, its total bytes of keys and values) are checked against the state after the
 * write and answer 413 `QuotaExceeded` naming the quota and its limit. Each write sets version 1 on a
 * new key and one more on an existing one.
 */
export async function writeSaves(db: Db, accountId: string, game: string, values: readonly Write[], now: Date) {
  for (const v of values) {
    if (bytes(v.Value) > STORAGE_QUOTAS.maxValueBytes)
      throw quotaExceeded(
        'ValueBytes',
        STORAGE_QUOTAS.maxValueBytes,
        `The value of ${v.Key} is larger than ${STORAGE_QUOTAS.maxValueBytes} bytes`,
        v.Key,
      );
  }
  const keys = values.map((v) => v.Key);
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const current = new Map(
      (
        await tx
          .select({ key: gameSaves.key, value: gameSaves.value, version: gameSaves.version })
          .from(gameSaves)
          .where(and(own(accountId, game), inArray(gameSaves.key, keys)))
      ).map((r) => [r.key, r]),
    );
    const conflicts: StorageConflict['Conflicts'] = [];
    for (const v of values) {
      if (v.Version === undefined) continue;
      const held = current.get(v.Key);
      if ((held?.version ?? 0) !== v.Version)
        conflicts.push({ Key: v.Key, Value: held?.value ?? null, Version: held?.version ?? null });
    }
    if (conflicts.length > 0) {
      throw new ApiError(409, ErrorCode.Conflict, `The save ${conflicts[0]!.Key} changed since it was read`, {
        Conflicts: conflicts,
      } satisfies StorageConflict);
    }
    const [others] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        size: sql<number>`coalesce(sum(octet_length(${gameSaves.key}) + octet_length(${gameSaves.value})), 0)::int`,
      })
      .from(gameSaves)
      .where(and(own(accountId, game), notInArray(gameSaves.key, keys)));
    const count = (others?.count ?? 0) + values.length;
    if (count > STORAGE_QUOTAS.maxKeys)
      throw quotaExceeded('Keys', STORAGE_QUOTAS.maxKeys, `A game keeps at most ${STORAGE_QUOTAS.maxKeys} saves`);
    const size = values.reduce((n, v) => n + bytes(v.Key) + bytes(v.Value), others?.size ?? 0);
    if (size > STORAGE_QUOTAS.maxTotalBytes)
      throw quotaExceeded(
        'TotalBytes',
        STORAGE_QUOTAS.maxTotalBytes,
        `A game's saves take at most ${STORAGE_QUOTAS.maxTotalBytes} bytes`,
      );
    const written = await tx
      .insert(gameSaves)
      .values(values.map((v) => ({ accountId, game, key: v.Key, value: v.Value, version: 1, updatedAt: now })))
      .onConflictDoUpdate({
        target: [gameSaves.accountId, gameSaves.game, gameSaves.key],
        set: { value: sql`excluded.value`, version: sql`${gameSaves.version} + 1`, updatedAt: now },
      })
      .returning({ key: gameSaves.key, version: gameSaves.version, updatedAt: gameSaves.updatedAt });
    const byKey = new Map(written.map((r) => [r.key, r]));
    return keys.map((Key) => {
      const r = byKey.get(Key)!;
      return { Key, Version: r.version, UpdatedAt: r.updatedAt.toISOString() };
    });
  });
}

/** Removes the account's saves of the game under `keys`; answers how many held a value. */
export async function deleteSaves(db: Db, accountId: string, game: string, keys: readonly string[]): Promise<number> {
  const gone = await db
    .delete(gameSaves)
    .where(and(own(accountId, game), inArray(gameSaves.key, [...keys])))
    .returning({ key: gameSaves.key });
  return gone.length;
}
