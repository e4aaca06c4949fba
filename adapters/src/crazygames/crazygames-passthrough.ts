import { HostError, HostErrorCode } from '@playport/host';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import type { CrazySdk } from './crazygames-types.js';

// Only the SDK's own modules are reachable; anything else on the object is not the game's business.
const MODULES = new Set(['ad', 'banner', 'game', 'user', 'data', 'analytics']);

/** SendCrazyGamesSdk: calls `SDK.<path>(...args)` (or reads the property) and answers its JSON value. */
export async function sendCrazyGamesSdk(sdk: CrazySdk, { path, args = [] }: MethodParams<'SendCrazyGamesSdk'>): Promise<MethodResult<'SendCrazyGamesSdk'>> {
  if (!MODULES.has(path[0]!) || path.some((p) => p.startsWith('_') || p === 'constructor' || p === 'prototype')) {
    throw new HostError(HostErrorCode.NotSupported, `CrazyGames SDK path ${path.join('.')} is not available`);
  }
  let owner: unknown = null;
  let target: unknown = sdk;
  for (const key of path) {
    owner = target;
    target = target && typeof target === 'object' && Object.prototype.hasOwnProperty.call(target, key) ? (target as Record<string, unknown>)[key] : undefined;
  }
  if (target === undefined) throw new HostError(HostErrorCode.NotSupported, `CrazyGames SDK has no ${path.join('.')}`);
  try {
    const value = typeof target === 'function' ? await (target as (...a: unknown[]) => unknown).apply(owner, args) : target;
    return { data: JSON.parse(JSON.stringify(value ?? null)) };
  } catch (err) {
    throw new HostError(HostErrorCode.Unknown, `CrazyGames SDK ${path.join('.')} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
