// Generated from platforms.json by scripts/platforms.mjs: edit the manifest and run the script.
import type { AdapterLoader, AdapterName, AdapterRegistry } from '@playport/host/adapter-kit';
import { lazyLoader, type AdapterLoadSteps, type LazyAdapterOptions } from './lazy-loader.js';

/**
 * One lazy loader per adapter: each `import()` is its own chunk, so a page downloads only the
 * adapter it runs under. `options` are handed to that adapter's factory; a function among them runs
 * beside the chunk's download, when its adapter loads.
 */
export function createAdapterLoaders(
  options: LazyAdapterOptions = {},
  steps: AdapterLoadSteps = {},
): Record<AdapterName, AdapterLoader> {
  return {
    fxid: lazyLoader('fxid', steps, () => import('./fxid/index.js'), options.fxid, (m, o) => m.createFxidAdapter(o)),
    ok: lazyLoader('ok', steps, () => import('./ok/index.js'), options.ok, (m, o) => m.createOkAdapter(o)),
    vkplay: lazyLoader('vkplay', steps, () => import('./vkplay/index.js'), options.vkplay, (m, o) => m.createVkPlayAdapter(o)),
    vkcom: lazyLoader('vkcom', steps, () => import('./vkcom/index.js'), options.vkcom, (m, o) => m.createVkcomAdapter(o)),
    yandex: lazyLoader('yandex', steps, () => import('./yandex/index.js'), options.yandex, (m, o) => m.createYandexAdapter(o)),
    ag: lazyLoader('ag', steps, () => import('./ag/index.js'), options.ag, (m, o) => m.createAgAdapter(o)),
    kg: lazyLoader('kg', steps, () => import('./kg/index.js'), options.kg, (m, o) => m.createKgAdapter(o)),
    fbgames: lazyLoader('fbgames', steps, () => import('./fbgames/index.js'), options.fbgames, (m, o) => m.createFbGamesAdapter(o)),
    fbinstantgames: lazyLoader('fbinstantgames', steps, () => import('./fbinstantgames/index.js'), options.fbinstantgames, (m, o) => m.createFbInstantGamesAdapter(o)),
    crazygames: lazyLoader('crazygames', steps, () => import('./crazygames/index.js'), options.crazygames, (m, o) => m.createCrazyGamesAdapter(o)),
    ymobage: lazyLoader('ymobage', steps, () => import('./ymobage/index.js'), options.ymobage, (m, o) => m.createYmobageAdapter(o)),
    telegram: lazyLoader('telegram', steps, () => import('./telegram/index.js'), options.telegram, (m, o) => m.createTelegramAdapter(o)),
    fxlauncher: lazyLoader('fxlauncher', steps, () => import('./fxlauncher/index.js'), options.fxlauncher, (m, o) => m.createFxlauncherAdapter(o)),
    fxnative: lazyLoader('fxnative', steps, () => import('./fxnative/index.js'), options.fxnative, (m, o) => m.createFxnativeAdapter(o)),
    steam: lazyLoader('steam', steps, () => import('./steam/index.js'), options.steam, (m, o) => m.createSteamAdapter(o)),
  };
}

/** The loaders with every adapter's default options. */
export const ADAPTER_LOADERS: Readonly<Record<AdapterName, AdapterLoader>> = Object.freeze(createAdapterLoaders());

/** Registers every adapter (replacing the registry's built-in fxid). */
export function registerAllAdapters(registry: AdapterRegistry, options: LazyAdapterOptions = {}): void {
  for (const [name, loader] of Object.entries(createAdapterLoaders(options))) registry.register(name, loader);
}
