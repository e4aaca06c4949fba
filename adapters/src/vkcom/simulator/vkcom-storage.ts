import type { ReceiveDataMap, RequestPropsMap } from '@vkontakte/vk-bridge';
import type { PageStore } from '../../simulator-kit/page-store.js';
import type { VkAnswer } from './vkcom-scenario.js';

type StorageMethod = 'VKWebAppStorageGet' | 'VKWebAppStorageSet' | 'VKWebAppStorageGetKeys';

// VK's limits for the app's storage of a user: "key … a-zA-Z_-0-9, up to 100 characters", "value …
// only the first 4096 bytes are saved" (https://dev.vk.com/ru/bridge/VKWebAppStorageSet, as the
// vk_bridge package quotes it at pub.dev/documentation/vk_bridge/latest/vk_bridge/VKBridge/storageSet.html),
// and at most 1000 variables per user (https://dev.vk.com/ru/method/storage.set).
const KEY = /^[a-zA-Z_\-0-9]{1,100}$/;
const VALUE_BYTES = 4096;
const MAX_KEYS = 1000;
// Client error 5 "Invalid params" (https://dev.vk.com/ru/bridge/errors); VK does not document which
// error a bad key or a full storage gets, so the simulator answers this one for both.
const INVALID: VkAnswer = { error: { error_code: 5, error_reason: 'Invalid params' } };

/** Cuts `value` to its first 4096 UTF-8 bytes, as VK saves it; a character cut in two becomes U+FFFD. */
function firstBytes(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return bytes.length <= VALUE_BYTES ? value : new TextDecoder().decode(bytes.slice(0, VALUE_BYTES));
}

/**
 * VK's answer to the app-storage methods of vk-bridge (request and result shapes from vk-bridge's
 * `RequestPropsMap` / `ReceiveDataMap`), over the player's saved variables; undefined for other methods.
 * `VKWebAppStorageGet` answers every key asked for, `''` for one never set; setting `''` removes the
 * variable (https://dev.vk.com/ru/bridge/VKWebAppStorageGet, https://dev.vk.com/ru/bridge/VKWebAppStorageSet).
 */
export function vkStorageAnswer(
  saved: PageStore<Record<string, string>>,
  method: string,
  props: Record<string, unknown>,
): VkAnswer | undefined {
  if (!(['VKWebAppStorageGet', 'VKWebAppStorageSet', 'VKWebAppStorageGetKeys'] as string[]).includes(method)) {
    return undefined;
  }
  const data = saved.read();
  switch (method as StorageMethod) {
    case 'VKWebAppStorageGet': {
      const { keys } = props as Partial<RequestPropsMap['VKWebAppStorageGet']>;
      if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string')) return INVALID;
      const result: ReceiveDataMap['VKWebAppStorageGet'] = {
        keys: keys.map((key) => ({ key, value: data[key] ?? '' })),
      };
      return { data: result };
    }
    case 'VKWebAppStorageSet': {
      const { key, value } = props as Partial<RequestPropsMap['VKWebAppStorageSet']>;
      if (typeof key !== 'string' || !KEY.test(key) || typeof value !== 'string') return INVALID;
      if (value === '') delete data[key];
      else {
        if (!(key in data) && Object.keys(data).length >= MAX_KEYS) return INVALID;
        data[key] = firstBytes(value);
      }
      saved.write(data);
      const result: ReceiveDataMap['VKWebAppStorageSet'] = { result: true };
      return { data: result };
    }
    case 'VKWebAppStorageGetKeys': {
      const { count, offset } = props as Partial<RequestPropsMap['VKWebAppStorageGetKeys']>;
      if (typeof count !== 'number' || typeof offset !== 'number') return INVALID;
      const result: ReceiveDataMap['VKWebAppStorageGetKeys'] = {
        keys: Object.keys(data).slice(offset, offset + count),
      };
      return { data: result };
    }
  }
}
