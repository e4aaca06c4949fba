import type { AdapterHost } from '@playport/host/adapter-kit';
import { toHex } from './hex.js';

/**
 * A random id kept in the page's storage under `key`: the proof a platform guest without signed
 * player data signs in with (16 random bytes, hex; the server refuses short or guessable ids).
 */
export function storedDeviceId(host: AdapterHost, key: string): string {
  const known = host.context.storage.getItem(key);
  if (known) return known;
  const id = toHex(host.context.randomBytes(16));
  host.context.storage.setItem(key, id);
  return id;
}
