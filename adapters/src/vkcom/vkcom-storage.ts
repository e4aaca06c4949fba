import type { ReceiveDataMap, RequestPropsMap } from '@vkontakte/vk-bridge';
import { HostError, HostErrorCode } from '@playport/host/adapter-kit';
import type { StorageBackend } from '../shared/storage-backend.js';
import {
  KEY_CHARACTERS,
  checkStorageKeys,
  checkStorageValues,
  platformReason,
  storageFailed,
  storageQuotaExceeded,
} from '../shared/storage-limits.js';
import { isVkBridgeError, type VkBridge } from './vk-bridge-types.js';

// VK's limits for the app's storage of a user: "key … a-zA-Z_-0-9, up to 100 characters", "value …
// only the first 4096 bytes are saved" (https://dev.vk.com/ru/bridge/VKWebAppStorageSet, quoted by the
// vk_bridge package, pub.dev/documentation/vk_bridge/latest/vk_bridge/VKBridge/storageSet.html), and at
// most 1000 variables per user (https://dev.vk.com/ru/method/storage.set).
const MAX_KEYS = 1000;
const MAX_KEY_LENGTH = 100;
const MAX_VALUE_BYTES = 4096;

type Method = keyof RequestPropsMap & ('VKWebAppStorageGet' | 'VKWebAppStorageSet' | 'VKWebAppStorageGetKeys');

/**
 * Saves on VK in the app's storage of the user, over vk-bridge: `VKWebAppStorageGet { keys }` →
 * `{ keys: [{ key, value }] }`, `VKWebAppStorageSet { key, value }` one key a call, and
 * `VKWebAppStorageGetKeys { count, offset }` (vk-bridge's `RequestPropsMap` / `ReceiveDataMap`).
 *
 * VK silently keeps only the first 4096 bytes of a value, so every value is checked here first. VK
 * stores no empty value: it answers `''` for a key never set, and setting `''` is how a key is
 * removed, so an empty string saved here reads back as null. A `set` first lists the keys held
 * (one call) to refuse a write past VK's 1000 variables, then writes key by key: a failure leaves the
 * keys before it written, and its message names them.
 *
 * @example
 * ```ts
 * const storage = createVkcomStorage(vkBridge);
 * await storage.set({ level: '3' });
 * ```
 */
export function createVkcomStorage(vk: Pick<VkBridge, 'send'>): StorageBackend {
  const limits = { maxKeyLength: MAX_KEY_LENGTH, maxValueBytes: MAX_VALUE_BYTES };
  const send = async <M extends Method>(method: M, props: RequestPropsMap[M]): Promise<ReceiveDataMap[M]> => {
    try {
      return await vk.send<ReceiveDataMap[M]>(method, props);
    } catch (err) {
      const reason = isVkBridgeError(err)
        ? (err.error_data.error_reason ?? err.error_data.error_msg ?? `error ${err.error_data.error_code}`)
        : platformReason(err);
      throw storageFailed('VK', `${method}: ${reason}`, err);
    }
  };
  const write = async (entries: [string, string][]) => {
    const done: string[] = [];
    for (const [key, value] of entries) {
      try {
        await send('VKWebAppStorageSet', { key, value });
      } catch (err) {
        if (done.length === 0) throw err;
        const message = `${(err as Error).message} (written before it: ${done.join(', ')})`;
        throw new HostError(HostErrorCode.Unknown, message, undefined, { cause: err });
      }
      done.push(key);
    }
  };
  return {
    kind: 'platform',
    maxKeys: MAX_KEYS,
    ...limits,
    async get(keys) {
      checkStorageKeys('VK', limits, keys, KEY_CHARACTERS);
      if (keys.length === 0) return {};
      const { keys: found } = await send('VKWebAppStorageGet', { keys: [...keys] });
      const values = new Map(found.map(({ key, value }) => [key, value]));
      return Object.fromEntries(keys.map((key) => [key, values.get(key) || null]));
    },
    async set(values) {
      checkStorageValues('VK', limits, values, KEY_CHARACTERS);
      const entries = Object.entries(values);
      if (entries.length === 0) return;
      const held = new Set((await send('VKWebAppStorageGetKeys', { count: MAX_KEYS, offset: 0 })).keys);
      const added = entries.filter(([key, value]) => value !== '' && !held.has(key)).length;
      if (held.size + added > MAX_KEYS) {
        throw storageQuotaExceeded('VK', `${held.size} of ${MAX_KEYS} keys are held and the write adds ${added}`);
      }
      await write(entries);
    },
    async delete(keys) {
      checkStorageKeys('VK', limits, keys, KEY_CHARACTERS);
      await write(keys.map((key) => [key, '']));
    },
  };
}
