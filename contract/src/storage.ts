import { z } from 'zod';
import { ErrorCode } from './errors.js';
import { gameName } from './fields.js';
import { area, post, operation, type ErrorOutcome } from './operation.js';
import { UNKNOWN_GAME } from './outcomes.js';

/** The portal server's quotas on a game's saves, per account and game, for a client to check before a request. */
export const STORAGE_QUOTAS = Object.freeze({
  /** The most keys one account may hold for one game. */
  maxKeys: 200,
  /** The longest key, in characters. */
  maxKeyLength: 128,
  /** The largest value, in UTF-8 bytes. */
  maxValueBytes: 65_536,
  /** The most bytes (UTF-8, keys and values) one account may hold for one game. */
  maxTotalBytes: 1_048_576,
  /** The most keys one request names. */
  maxKeysPerRequest: 100,
});

/** Refuses a list that names one key twice ('Duplicate key …'), at `path(i)` of the repeat. */
const noRepeatedKey =
  <T>(keyOf: (item: T) => string, path: (i: number) => (string | number)[]) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `Duplicate key ${key}`, path: path(i) });
      seen.add(key);
    });
  };

/** A save's key: 1 to 128 characters. */
const storageKey = z.string().min(1).max(STORAGE_QUOTAS.maxKeyLength);

/** Keys of one request: 1 to 100, each once (a repeated key is refused, naming it). */
const storageKeys = z
  .array(storageKey)
  .min(1)
  .max(STORAGE_QUOTAS.maxKeysPerRequest)
  .superRefine(
    noRepeatedKey(
      (key) => key,
      (i) => [i],
    ),
  );

/**
 * Designed: one value to write. `Version` is the version the client last read: the write succeeds only
 * while the save still has it (`0`: only while the key holds nothing); a save that moved on answers 409
 * `Conflict` with its current value and version. Without `Version` the write wins over whatever is there.
 */
export const storageWrite = z.object({
  Key: storageKey,
  Value: z.string(),
  Version: z.number().int().min(0).optional(),
});

/** Designed: `POST /storage/set` (auth): every value is written in one transaction, or none is. */
export const storageSetRequest = z.object({
  Game: gameName,
  Values: z
    .array(storageWrite)
    .min(1)
    .max(STORAGE_QUOTAS.maxKeysPerRequest)
    .superRefine(
      noRepeatedKey(
        (v) => v.Key,
        (i) => [i, 'Key'],
      ),
    ),
});

/** Designed: `POST /storage/get` and `POST /storage/delete` (auth) name a game and its keys. */
export const storageKeysRequest = z.object({ Game: gameName, Keys: storageKeys });

/** Designed: one save as stored; a key that holds nothing has `Value`, `Version` and `UpdatedAt` null. */
export const storedValue = z.object({
  Key: z.string(),
  Value: z.string().nullable(),
  Version: z.number().int().nullable(),
  UpdatedAt: z.string().nullable(),
});

/** Designed: the version a write gave a key (1 for a new key, one more per write). */
export const writtenValue = z.object({ Key: z.string(), Version: z.number().int(), UpdatedAt: z.string() });

/**
 * Designed: the body of a 409 `Conflict`: beside `Code` and `Message`, every key whose version moved on,
 * with its current value and version (null for a key deleted since).
 */
export const storageConflict = z.object({
  Conflicts: z.array(z.object({ Key: z.string(), Value: z.string().nullable(), Version: z.number().int().nullable() })),
});

const OTHER_GAME: ErrorOutcome = {
  status: 403,
  code: ErrorCode.GameTokenScope,
  when: "a game token asks about another game's saves",
};

/** A game's saves of the signed-in account (`/storage/*`). */
export const storageContract = area('storage', {
  get: operation(post('/storage/get', 'auth', 'read'), {
    summary: "The account's saves of the game under the keys, in their order; a key that holds nothing answers nulls.",
    body: storageKeysRequest,
    response: z.object({ Values: z.array(storedValue) }),
    errors: [UNKNOWN_GAME, OTHER_GAME],
  }),
  set: operation(post('/storage/set', 'auth'), {
    summary:
      'Writes the values in one transaction: each Version the client read must still be current, else nothing is written.',
    body: storageSetRequest,
    response: z.object({ Values: z.array(writtenValue) }),
    errors: [
      UNKNOWN_GAME,
      OTHER_GAME,
      {
        status: 409,
        code: ErrorCode.Conflict,
        when: 'a Version is older than the save (another tab or device wrote it): Conflicts carries the current values',
      },
      {
        status: 413,
        code: ErrorCode.QuotaExceeded,
        when: "a value's bytes, the game's key count or its total bytes would pass the quota (Quota, Limit)",
      },
    ],
  }),
  delete: operation(post('/storage/delete', 'auth'), {
    summary: 'Removes the saves under the keys; a key that holds nothing is no error.',
    body: storageKeysRequest,
    response: z.object({ Deleted: z.number().int() }),
    errors: [UNKNOWN_GAME, OTHER_GAME],
  }),
});

/** Designed: `POST /storage/get` and `/storage/delete` (auth). */
export type StorageKeysRequest = z.input<typeof storageKeysRequest>;
/** Designed: `POST /storage/set` (auth). */
export type StorageSetRequest = z.input<typeof storageSetRequest>;
/** Designed: one save as stored. */
export type StoredValue = z.output<typeof storedValue>;
/** Designed: the saves under the keys. */
export type StorageGetResponse = z.output<typeof storageContract.get.response>;
/** Designed: the versions the write gave. */
export type StorageSetResponse = z.output<typeof storageContract.set.response>;
/** Designed: the body fields of a 409 Conflict beside Code and Message. */
export type StorageConflict = z.output<typeof storageConflict>;
