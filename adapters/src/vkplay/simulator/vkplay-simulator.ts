import type { PlatformWindow } from '../../shared/platform-window.js';
import type { VkPlayApi, VkPlayCallbacks, VkPlayIframeApi } from '../vkplay-types.js';
import type { VkPlayScenario } from './vkplay-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

/** Defines `window.iframeApi` as VK Play's mailru.core.js does; answers go to the named callbacks. */
export function installVkPlaySimulator(win: PlatformWindow, script: VkPlayScenario = {}): void {
  const calls = script.calls ?? [];
  const uid = new URLSearchParams(win.location.search).get('uid') ?? '31';
  const iframeApi: VkPlayIframeApi = (callbacks: VkPlayCallbacks) => {
    calls.push(`iframeApi:${callbacks.appid}`);
    if (script.init === 'throws') return Promise.reject(new Error('iframeApi failed'));
    if (script.init === 'silent') return new Promise(() => {});
    const answer = (name: string, data?: unknown) => setTimeout(() => (callbacks[name] as ((d?: unknown) => void) | undefined)?.(data), 0);
    const api: VkPlayApi = {
      getLoginStatus: () => (calls.push('getLoginStatus'), answer('getLoginStatusCallback', { status: 'ok', loginStatus: script.loginStatus ?? 2 })),
      userInfo: () => answer('userInfoCallback', { status: 'ok', uid, hash: 'h' }),
      userProfile: () => answer('userProfileCallback', { status: 'ok', uid, nick: 'Pavel', avatar: `https://vkplay.test/${uid}.png`, slug: 'pavel' }),
      registerUser: () => (calls.push('registerUser'), answer('registerUserCallback', { status: 'ok' })),
      authUser: () => void calls.push('authUser'),
      reloadWindow: () => void calls.push('reloadWindow'),
      showAds: ({ interstitial }) => {
        calls.push(`showAds:${interstitial}`);
        if (script.ads !== 'silent') answer('adsCallback', script.ads ?? { type: 'adCompleted' });
      },
      userFriends: () => answer('userFriendsCallback', { status: 'ok', friends: [{ uid: '41', nick: 'Mila', slug: 'mila', avatar: 'https://vkplay.test/41.png' }] }),
      paymentFrame: ({ merchant_param }) => {
        calls.push(`paymentFrame:${JSON.stringify(merchant_param)}`);
        const server = platformServer(win);
        if (server && !script.payment) {
          // Paid in VK Play's frame: VK Play calls the game's billing URL, then the frame reports the payment.
          void callPlatformServer<{ status: string }>(win, server, 'vkplay/payment', { uid, merchant_param }).then((r) =>
            r?.status === 'ok' ? answer('paymentReceivedCallback', { uid }) : answer('paymentWindowClosedCallback'));
          return;
        }
        const outcome = script.payment ?? 'received';
        if (outcome === 'received') answer('paymentReceivedCallback', { uid });
        if (outcome === 'closed') answer('paymentWindowClosedCallback');
      },
    };
    return Promise.resolve(api);
  };
  win.iframeApi = iframeApi;
}
