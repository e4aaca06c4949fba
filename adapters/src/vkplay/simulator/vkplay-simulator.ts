import type { PlatformWindow } from '../../shared/platform-window.js';
import type { VkPlayApi, VkPlayCallbacks, VkPlayIframeApi } from '../vkplay-types.js';
import type { VkPlayScenario } from './vkplay-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

/** Defines `window.iframeApi` as VK Play's mailru.core.js does; answers go to the named callbacks. */
export function installVkPlaySimulator(win: PlatformWindow, script: VkPlayScenario = {}): void {
  win.iframeApi = createVkPlaySimulator(win, script);
}

/**
 * The simulator's `iframeApi` (exactly the calls and callbacks the adapter's contract names); `win`
 * gives the launch query (`uid`) and the local stand-in of VK Play's billing.
 */
export function createVkPlaySimulator(win: PlatformWindow, script: VkPlayScenario = {}): VkPlayIframeApi {
  const calls = script.calls ?? [];
  const uid = new URLSearchParams(win.location.search).get('uid') ?? '31';
  return (callbacks: VkPlayCallbacks) => {
    calls.push(`iframeApi:${callbacks.appid}`);
    if (script.init === 'throws') return Promise.reject(new Error('iframeApi failed'));
    if (script.init === 'silent') return new Promise(() => {});
    // Every call answers later, through its callback.
    const later = (fn: () => void) => void setTimeout(fn, 0);
    const api: VkPlayApi = {
      getLoginStatus: () => (
        calls.push('getLoginStatus'),
        later(() => callbacks.getLoginStatusCallback({ status: 'ok', loginStatus: script.loginStatus ?? 2 }))
      ),
      userProfile: () =>
        later(() =>
          callbacks.userProfileCallback({
            status: 'ok',
            uid,
            nick: 'Pavel',
            avatar: `https://vkplay.test/${uid}.png`,
            slug: 'pavel',
          }),
        ),
      registerUser: () => (calls.push('registerUser'), later(() => callbacks.registerUserCallback({ status: 'ok' }))),
      authUser: () => void calls.push('authUser'),
      reloadWindow: () => void calls.push('reloadWindow'),
      showAds: ({ interstitial }) => {
        calls.push(`showAds:${interstitial}`);
        const ads = script.ads ?? { type: 'adCompleted' };
        if (ads !== 'silent') later(() => callbacks.adsCallback(ads));
      },
      userFriends: () =>
        later(() =>
          callbacks.userFriendsCallback({
            status: 'ok',
            friends: [{ uid: '41', nick: 'Mila', slug: 'mila', avatar: 'https://vkplay.test/41.png' }],
          }),
        ),
      paymentFrame: ({ merchant_param }) => {
        calls.push(`paymentFrame:${JSON.stringify(merchant_param)}`);
        const server = platformServer(win);
        if (server && !script.payment) {
          // Paid in VK Play's frame: VK Play calls the game's billing URL, then the frame reports the payment.
          void callPlatformServer<{ status: string }>(win, server, 'vkplay/payment', { uid, merchant_param }).then(
            (r) =>
              r?.status === 'ok' ? callbacks.paymentReceivedCallback({ uid }) : callbacks.paymentWindowClosedCallback(),
          );
          return;
        }
        const outcome = script.payment ?? 'received';
        if (outcome === 'received') later(() => callbacks.paymentReceivedCallback({ uid }));
        if (outcome === 'closed') later(() => callbacks.paymentWindowClosedCallback());
      },
    };
    return Promise.resolve(api);
  };
}
