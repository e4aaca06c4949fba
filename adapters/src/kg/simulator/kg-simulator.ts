import type { PlatformWindow } from '../../shared/platform-window.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { hmacSha256, toHex } from '../../simulator-kit/sign.js';
import type { KongregateApi, KongregateLoader } from '../kongregate-types.js';
import type { KgScenario } from './kg-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

/**
 * Defines `window.kongregateAPI` as kongregate_api.js does. The game auth token is the local
 * server's check value (hex HMAC of the user id with the API key), computed while the API loads.
 */
export function installKgSimulator(win: PlatformWindow, script: KgScenario = {}): void {
  const { loader, signIn } = createKgSimulator(win, script);
  win.kongregateAPI = loader;
  // Tests turn the guest into a registered player, as Kongregate's own sign-in does.
  win.__kgSimulator = { signIn };
}

/**
 * The simulator's `kongregateAPI` (exactly the documented members the adapter's contract names) and
 * its guest sign-in; `win` locates the local stand-in of Kongregate's server.
 */
export function createKgSimulator(
  win: PlatformWindow,
  script: KgScenario = {},
): { loader: KongregateLoader; signIn(): void } {
  const calls = script.calls ?? [];
  let guest = script.guest ?? false;
  let token = '';
  const userId = 4242;
  const login = new Set<() => void>();
  const mtxEvents = new Map<string, Set<() => void>>();
  const fireMtx = (name: string) => setTimeout(() => mtxEvents.get(name)?.forEach((fn) => fn()), 0);
  const api: KongregateApi = {
    services: {
      connect: () => void calls.push('connect'),
      isGuest: () => guest,
      getUsername: () => (guest ? 'Guest' : 'kong_player'),
      getUserId: () => (guest ? 0 : userId),
      getGameAuthToken: () => (guest ? '' : token),
      showRegistrationBox: () => void calls.push('showRegistrationBox'),
      // The invitation box takes the invitation only and answers nothing.
      showInvitationBox: (invitation) => void calls.push(`showInvitationBox:${JSON.stringify(invitation)}`),
      addEventListener: (_e, fn) => void login.add(fn),
    },
    mtx: {
      purchaseItemsRemote: (orderInfo, cb) => {
        calls.push(`purchaseItemsRemote:${orderInfo}`);
        if (script.purchase === 'silent') return;
        const server = platformServer(win);
        if (server && !script.purchase) {
          // Kongregate's server asks the game's server for the order's items, then reports it placed.
          void callPlatformServer<{ success: boolean; item_order_id?: number }>(win, server, 'kongregate/purchase', {
            order_info: orderInfo,
            buyer_id: userId,
          }).then((result) => cb(result ?? { success: false }));
          return;
        }
        setTimeout(
          () => cb(script.purchase === 'fail' ? { success: false } : { success: true, item_order_id: 70001 }),
          0,
        );
      },
      initializeIncentivizedAds: () => fireMtx(script.ads === 'unavailable' ? 'adsUnavailable' : 'adsAvailable'),
      showIncentivizedAd: () => (fireMtx('adOpened'), fireMtx(script.adOutcome ?? 'adCompleted')),
      addEventListener: (name, fn) => void (mtxEvents.get(name) ?? mtxEvents.set(name, new Set()).get(name)!).add(fn),
    },
    stats: { submit: (name, value) => void calls.push(`stat:${name}=${value}`) },
  };
  const loader: KongregateLoader = {
    loadAPI: (onLoaded) => {
      calls.push('loadAPI');
      if (script.load === 'silent') return;
      void hmacSha256(SIMULATOR_SECRETS.kongregate, String(userId)).then((mac) => {
        token = toHex(mac);
        onLoaded();
      });
    },
    getAPI: () => api,
  };
  return { loader, signIn: () => ((guest = false), login.forEach((fn) => fn())) };
}
