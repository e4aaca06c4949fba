import type { Adapter } from '@playport/host/adapter-kit';
import { createFxidAdapter, type FxidAdapterOptions } from '../fxid/fxid-adapter.js';

/**
 * The portal's native wrapper (a web view inside the portal's own app): the portal adapter under its
 * own route name; store purchases of native builds go through the host's payments flow.
 */
export function createFxnativeAdapter(options: Omit<FxidAdapterOptions, 'name'> = {}): Adapter {
  return createFxidAdapter({ ...options, name: 'fxnative' });
}
