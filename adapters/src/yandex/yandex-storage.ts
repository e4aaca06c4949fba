import type { Serializable } from 'ysdk';
import type { StorageBackend } from '../shared/storage-backend.js';
import {
  checkStorageKeys,
  checkStorageValues,
  platformReason,
  storageFailed,
  storageQuotaExceeded,
  utf8Bytes,
} from '../shared/storage-limits.js';
import type { YaStoragePlayer } from './yandex-types.js';

/**
 * The most the saved object may hold, as UTF-8 bytes of its JSON: "The maximum data size must not
 * exceed 200 KB" (https://yandex.com/dev/games/doc/en/sdk/defold/player-data, "In-game data"; the same
 * limit as `player.setData` of https://yandex.com/dev/games/doc/en/sdk/sdk-player). KB is read as
 * 1,000 bytes, the smaller reading.
 */
export const YANDEX_DATA_LIMIT_BYTES = 200_000;

// Yandex counts bytes, not keys, nor a key's length. The most keys: one-character keys with empty
// values, `"k":""` and a comma each, inside the braces. The longest key: Playport's own bound.
const MAX_KEYS = Math.floor((YANDEX_DATA_LIMIT_BYTES - 1) / 7);
const MAX_KEY_LENGTH = 128;
// One key and its value alone: `{"k":"…"}`. Characters JSON escapes take more; set() checks the whole.
const MAX_VALUE_BYTES = YANDEX_DATA_LIMIT_BYTES - 8;

/**
 * Saves on Yandex Games in the player's data object (`player.getData` / `player.setData`). Yandex
 * writes only the whole object, so `set` and `delete` read the object, change it and write it back:
 * two calls and the whole object's bytes each time, which is why the object's 200 KB is the budget of
 * all keys together. Calls are queued one after another so that two writes never overwrite each
 * other's change. A write sends the whole object in one `setData(…, true)`: it lands whole or not at
 * all, and is sent at once rather than queued by the SDK. A value the game stored through the SDK
 * itself as something other than a string reads as its JSON.
 *
 * @example
 * ```ts
 * const storage = createYandexStorage(await sdk.getPlayer());
 * await storage.set({ level: '3' });
 * ```
 */
export function createYandexStorage(player: YaStoragePlayer): StorageBackend {
  const limits = { maxKeyLength: MAX_KEY_LENGTH, maxValueBytes: MAX_VALUE_BYTES };
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const call = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw storageFailed('Yandex', `${name}: ${platformReason(err)}`, err);
    }
  };
  const readAll = async () => ({
    ...((await call('getData', () => player.getData())) as Record<string, Serializable>),
  });
  const writeAll = async (data: Record<string, Serializable>) => {
    const bytes = utf8Bytes(JSON.stringify(data));
    if (bytes > YANDEX_DATA_LIMIT_BYTES) {
      throw storageQuotaExceeded('Yandex', `the saved data would take ${bytes} bytes of ${YANDEX_DATA_LIMIT_BYTES}`);
    }
    await call('setData', () => player.setData(data, true));
  };
  return {
    kind: 'platform',
    maxKeys: MAX_KEYS,
    ...limits,
    get: (keys) =>
      serial(async () => {
        checkStorageKeys('Yandex', limits, keys);
        const data = (await call('getData', () => player.getData(keys))) as Record<string, Serializable | undefined>;
        return Object.fromEntries(
          keys.map((key) => {
            const value = data[key];
            return [
              key,
              value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value),
            ];
          }),
        );
      }),
    set: (values) =>
      serial(async () => {
        checkStorageValues('Yandex', limits, values);
        await writeAll({ ...(await readAll()), ...values });
      }),
    delete: (keys) =>
      serial(async () => {
        checkStorageKeys('Yandex', limits, keys);
        const data = await readAll();
        const present = keys.filter((key) => Object.prototype.hasOwnProperty.call(data, key));
        if (present.length === 0) return;
        for (const key of present) delete data[key];
        await writeAll(data);
      }),
  };
}
