import type { Adapter, AdapterLoader, HostContext } from '@playport/host';
import type { AdapterName } from '@playport/host/adapter-kit';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { prepareLocalPlatform } from './prepare-local-platform';

/**
 * Platform adapters by route name (every one of platforms.json, checked by type), each a dynamic import so the play route loads only the active
 * one. Adapters read the game's config (app ids, ad blocks, orientation) from the host; only script
 * locations are passed here. In local mode each platform script is the server's simulator, and a
 * frame opened without launch data gets signed test data first (see README, "Local mode"), through
 * the host `context`'s `loadScript` and `fetch`.
 */
export function createAdapterLoaders(
  config: RuntimeConfig,
  context: Pick<HostContext, 'loadScript' | 'fetch'>,
): Record<AdapterName, AdapterLoader> {
  const simulators = config.local ? config.platformSimulatorsUrl : null;
  const scriptUrl = (name: string) => (simulators ? { scriptUrl: `${simulators}${name}.js` } : {});
  // The portal's own video ads: the ad network's rewarded block (ids from the game config) and ad breaks.
  const portalAds = {
    adBreaks: true,
    ...(simulators ? { yandexScriptUrl: `${simulators}fxid.js`, adBreaksScriptUrl: `${simulators}fxid.js` } : {}),
  };
  const load =
    <M>(name: string, chunk: () => Promise<M>, create: (m: M) => Adapter | Promise<Adapter>): AdapterLoader =>
    async () => {
      if (simulators) await prepareLocalPlatform(context, name, simulators, config.apiBase);
      return create(await chunk());
    };
  return {
    fxid: load(
      'fxid',
      () => Promise.all([import('@playport/adapters/fxid'), import('./portal-payments')]),
      ([m, p]) =>
        m.createFxidAdapter({
          ads: portalAds,
          payments: p.portalPayments(config),
          push: { vapidPublicKey: config.vapidPublicKey },
        }),
    ),
    ok: load(
      'ok',
      () => import('@playport/adapters/ok'),
      (m) => m.createOkAdapter(scriptUrl('ok')),
    ),
    vkplay: load(
      'vkplay',
      () => import('@playport/adapters/vkplay'),
      (m) => m.createVkPlayAdapter(scriptUrl('vkplay')),
    ),
    vkcom: load(
      'vkcom',
      () => import('@playport/adapters/vkcom'),
      (m) => m.createVkcomAdapter(scriptUrl('vkcom')),
    ),
    yandex: load(
      'yandex',
      () => import('@playport/adapters/yandex'),
      (m) => m.createYandexAdapter(scriptUrl('yandex')),
    ),
    ag: load(
      'ag',
      () => import('@playport/adapters/ag'),
      // AG publishes no versioned build: outside local mode the operator's pinned copy, checked by its hash.
      (m) => m.createAgAdapter(simulators ? scriptUrl('ag') : config.agSdk ? { sdk: config.agSdk } : {}),
    ),
    kg: load(
      'kg',
      () => import('@playport/adapters/kg'),
      (m) => m.createKgAdapter(scriptUrl('kg')),
    ),
    fbgames: load(
      'fbgames',
      () => import('@playport/adapters/fbgames'),
      (m) => m.createFbGamesAdapter(scriptUrl('fbgames')),
    ),
    fbinstantgames: load(
      'fbinstantgames',
      () => import('@playport/adapters/fbinstantgames'),
      (m) => m.createFbInstantGamesAdapter(scriptUrl('fbinstantgames')),
    ),
    // The payment providers' scripts and origins come with the adapter: no other page needs them first.
    crazygames: load(
      'crazygames',
      () => Promise.all([import('@playport/adapters/crazygames'), import('./payment-providers')]),
      ([m, p]) => m.createCrazyGamesAdapter({ ...scriptUrl('crazygames'), payments: p.paymentProviders(config) }),
    ),
    ymobage: load(
      'ymobage',
      () => import('@playport/adapters/ymobage'),
      (m) => m.createYmobageAdapter(scriptUrl('ymobage')),
    ),
    telegram: load(
      'telegram',
      () => import('@playport/adapters/telegram'),
      (m) => m.createTelegramAdapter(scriptUrl('telegram')),
    ),
    fxlauncher: load(
      'fxlauncher',
      () => import('@playport/adapters/fxlauncher'),
      (m) => m.createFxlauncherAdapter({ ads: portalAds }),
    ),
    fxnative: load(
      'fxnative',
      () => import('@playport/adapters/fxnative'),
      (m) => m.createFxnativeAdapter({ ads: portalAds }),
    ),
    steam: load(
      'steam',
      () => import('@playport/adapters/steam'),
      (m) => m.createSteamAdapter(scriptUrl('steam')),
    ),
  };
}
