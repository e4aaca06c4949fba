import type { Adapter } from '@playport/host/adapter-kit';
import { createFxidAdapter, type FxidAdapterOptions } from '../fxid/fxid-adapter.js';

/**
 * The portal's desktop launcher: the game runs in the launcher's web view against the same portal, so
 * it is the portal adapter under its own route name (the launcher has no platform script of its own).
 */
export function createFxlauncherAdapter(options: Omit<FxidAdapterOptions, 'name'> = {}): Adapter {
  return createFxidAdapter({ ...options, name: 'fxlauncher' });
}
