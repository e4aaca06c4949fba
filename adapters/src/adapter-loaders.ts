// Generated from platforms.json by scripts/platforms.mjs: edit the manifest and run the script.
import type { Adapter, AdapterLoader, AdapterName, AdapterRegistry } from '@playport/host/adapter-kit';
import type { AdapterOptionsByName } from './adapter-options.js';

/**
 * One lazy loader per adapter: each `import()` is its own chunk, so a page downloads only the
 * adapter it runs under. `options` are handed to that adapter's factory.
 */
export function createAdapterLoaders(options: AdapterOptionsByName = {}): Record<AdapterName, AdapterLoader> {
  const load = <M>(chunk: () => Promise<M>, create: (m: M) => Adapter): AdapterLoader => () => chunk().then(create);
  return {
    fxid: load(() => import('./fxid/index.js'), (m) => m.createFxidAdapter(options.fxid)),
    ok: load(() => import('./ok/index.js'), (m) => m.createOkAdapter(options.ok)),
    vkplay: load(() => import('./vkplay/index.js'), (m) => m.createVkPlayAdapter(options.vkplay)),
    vkcom: load(() => import('./vkcom/index.js'), (m) => m.createVkcomAdapter(options.vkcom)),
    yandex: load(() => import('./yandex/index.js'), (m) => m.createYandexAdapter(options.yandex)),
    ag: load(() => import('./ag/index.js'), (m) => m.createAgAdapter(options.ag)),
    kg: load(() => import('./kg/index.js'), (m) => m.createKgAdapter(options.kg)),
    fbgames: load(() => import('./fbgames/index.js'), (m) => m.createFbGamesAdapter(options.fbgames)),
    fbinstantgames: load(() => import('./fbinstantgames/index.js'), (m) => m.createFbInstantGamesAdapter(options.fbinstantgames)),
    crazygames: load(() => import('./crazygames/index.js'), (m) => m.createCrazyGamesAdapter(options.crazygames)),
    ymobage: load(() => import('./ymobage/index.js'), (m) => m.createYmobageAdapter(options.ymobage)),
    telegram: load(() => import('./telegram/index.js'), (m) => m.createTelegramAdapter(options.telegram)),
    fxlauncher: load(() => import('./fxlauncher/index.js'), (m) => m.createFxlauncherAdapter(options.fxlauncher)),
    fxnative: load(() => import('./fxnative/index.js'), (m) => m.createFxnativeAdapter(options.fxnative)),
    steam: load(() => import('./steam/index.js'), (m) => m.createSteamAdapter(options.steam)),
  };
}

/** The loaders with every adapter's default options. */
export const ADAPTER_LOADERS: Readonly<Record<AdapterName, AdapterLoader>> = Object.freeze(createAdapterLoaders());

/** Registers every adapter (replacing the registry's built-in fxid). */
export function registerAllAdapters(registry: AdapterRegistry, options: AdapterOptionsByName = {}): void {
  for (const [name, loader] of Object.entries(createAdapterLoaders(options))) registry.register(name, loader);
}
