import { HostError, HostErrorCode, toHostError } from '@playport/host/adapter-kit';
import type { StorageBackend } from './storage-backend.js';

/** The limits a platform's storage backend checks before it calls the platform. */
export type StorageLimits = Pick<StorageBackend, 'maxKeyLength' | 'maxValueBytes'>;

/** The characters a platform accepts in a key: a pattern for the whole key and how to name them to a developer. */
export interface StorageKeyCharacters {
  pattern: RegExp;
  text: string;
}

/** Letters, digits, `_` and `-`: what VK and Telegram accept in a key. */
export const KEY_CHARACTERS: StorageKeyCharacters = Object.freeze({
  pattern: /^[A-Za-z0-9_-]+$/,
  text: 'A-Z, a-z, 0-9, _ and -',
});

const encoder = new TextEncoder();

/** The length of `text` in UTF-8 bytes. */
export const utf8Bytes = (text: string): number => encoder.encode(text).length;

/**
 * Throws InvalidParams for the first key that is empty, longer than `maxKeyLength` characters, or
 * outside `pattern` (the characters the platform accepts in a key, where it names them).
 */
export function checkStorageKeys(
  platform: string,
  limits: StorageLimits,
  keys: readonly string[],
  allowed?: StorageKeyCharacters,
): void {
  for (const key of keys) {
    if (typeof key !== 'string' || key.length === 0 || key.length > limits.maxKeyLength) {
      throw new HostError(
        HostErrorCode.InvalidParams,
        `${platform} storage keys hold 1 to ${limits.maxKeyLength} characters`,
        { field: 'keys' },
      );
    }
    if (allowed && !allowed.pattern.test(key)) {
      throw new HostError(HostErrorCode.InvalidParams, `${platform} storage keys hold only ${allowed.text}`, {
        field: 'keys',
      });
    }
  }
}

/** Checks the keys as {@link checkStorageKeys} does, then throws PayloadTooLarge for the first value over `maxValueBytes`. */
export function checkStorageValues(
  platform: string,
  limits: StorageLimits,
  values: Readonly<Record<string, string>>,
  allowed?: StorageKeyCharacters,
): void {
  checkStorageKeys(platform, limits, Object.keys(values), allowed);
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') {
      throw new HostError(HostErrorCode.InvalidParams, `${platform} storage values are strings`, { field: 'values' });
    }
    if (utf8Bytes(value) > limits.maxValueBytes) {
      throw new HostError(
        HostErrorCode.PayloadTooLarge,
        `The value of ${key} exceeds ${limits.maxValueBytes} bytes, the most ${platform} storage holds`,
      );
    }
  }
}

/**
 * The platform's storage is full. The protocol has no quota code yet, so this is `Unknown` with a
 * message that says so; nothing of the write was done.
 */
export const storageQuotaExceeded = (platform: string, detail: string): HostError =>
  new HostError(HostErrorCode.Unknown, `${platform} storage quota exceeded: ${detail}`);

/** A failed platform call as a coded error naming `reason`, keeping the platform's own failure as its `cause`. */
export function storageFailed(platform: string, reason: string, cause?: unknown): HostError {
  if (cause instanceof HostError) return cause;
  return new HostError(HostErrorCode.Unknown, `${platform} storage failed: ${reason}`, undefined, { cause });
}

/** The message of whatever a platform threw or rejected with: an Error, a string, or an object with a `message`. */
export function platformReason(err: unknown): string {
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') {
    return (err as { message: string }).message;
  }
  return toHostError(err).message;
}
