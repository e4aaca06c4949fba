import type { AdapterLoader, HostContext } from '@playport/host';
import { ADAPTER_NAMES, type AdapterName } from '@playport/host/adapter-kit';
import { createAdapterLoaders, type LazyAdapterOptions } from '@playport/adapters';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { prepareLocalPlatform } from './prepare-local-platform';

/**
 * The portal's platform adapters (the adapters package's lazy loaders, one chunk each, so the play
 * route loads only the active one). Adapters read the game's config (app ids, ad blocks, orientation)
 * from the host; only script locations and the portal's own services are passed here. In local mode
 * each platform script is the server's simulator, and a frame opened without launch data gets signed
 * test data first (see README, "Local mode"), through the host `context`'s `loadScript` and `fetch`.
 */
export function portalAdapterLoaders(
  config: RuntimeConfig,
  context: Pick<HostContext, 'loadScript' | 'fetch'>,
): Record<AdapterName, AdapterLoader> {
  const simulators = config.local ? config.platformSimulatorsUrl : null;
  // Local mode: every platform's script is its simulator, by the platform's route name.
  const simulated: LazyAdapterOptions = simulators
    ? Object.fromEntries(ADAPTER_NAMES.map((name) => [name, { scriptUrl: `${simulators}${name}.js` }]))
    : {};
  // The portal's own video ads: the ad network's rewarded block (ids from the game config) and ad breaks.
  const portalAds = {
    adBreaks: true,
    ...(simulators ? { yandexScriptUrl: `${simulators}fxid.js`, adBreaksScriptUrl: `${simulators}fxid.js` } : {}),
  };
  return createAdapterLoaders(
    {
      ...simulated,
      fxid: async () => ({
        ads: portalAds,
        payments: (await import('./portal-payments')).portalPayments(config),
        push: { vapidPublicKey: config.vapidPublicKey },
      }),
      // AG publishes no versioned build: outside local mode the operator's pinned copy, checked by its hash.
      ...(!simulators && config.agSdk ? { ag: { sdk: config.agSdk } } : {}),
      // The payment providers' scripts and origins come with the adapter: no other page needs them first.
      crazygames: async () => ({
        ...simulated.crazygames,
        payments: (await import('./payment-providers')).paymentProviders(config),
      }),
      fxlauncher: { ads: portalAds },
      fxnative: { ads: portalAds },
    },
    simulators ? { before: (name) => prepareLocalPlatform(context, name, simulators, config.apiBase) } : {},
  );
}
