import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import { adFailed, adFinished, adSkipped } from '../shared/ads.js';
import { createCallbackChannel } from '../shared/callback-channel.js';
import { PLATFORM_CONSTANTS } from '../shared/constants.js';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import { queryParams, type PlatformOptions, type PlatformWindow } from '../shared/platform-window.js';
import { platformPayments } from '../shared/platform-payments.js';
import { configAppId } from '../shared/game-config.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, PLAYER_DIALOG_TIMEOUT_MS } from '../shared/timeout.js';
import {
  VKPLAY_CALLBACKS as CB,
  type VkPlayApi,
  type VkPlayCallbacks,
  type VkPlayIframeApi,
  type VkPlayProfile,
} from './vkplay-types.js';
import { startPortalServices } from '../shared/portal-services.js';

export interface VkPlayAdapterOptions extends PlatformOptions {
  /** The VK Play app id (GMRID); default: the `appid` launch parameter, else PlatformData.VkontaktePlay.AppId of the game config. */
  appId?: string;
}

type AdAnswer = { type: string; code?: string };

/** VK Play over `iframeApi`: login status start, profile, payment frame, ads, friends. */
export function createVkPlayAdapter(options: VkPlayAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'vkplay',
    supports: { payments: true, rewardedAds: true, interstitialAds: true, friends: true, login: true },
    async start(h) {
      const api = portalApi(h);
      const query = queryParams(h.context.window);
      const appId = options.appId ?? query.get('appid') ?? configAppId(h, 'VkontaktePlay');
      if (!appId) throw new HostError(HostErrorCode.NotConnected, 'No AppId');
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? `https://vkplay.ru/app/${encodeURIComponent(appId)}/static/mailru.core.js`;
      const iframeApi = await loadPlatformScript(
        h,
        url,
        () => win.iframeApi as VkPlayIframeApi | undefined,
        options.scriptTimeoutMs,
      );
      const channel = createCallbackChannel(h.context, timeout);
      const answer = (name: string) => (data?: unknown) => channel.answer(name, data);
      const callbacks: VkPlayCallbacks = {
        appid: appId,
        getLoginStatusCallback: answer(CB.getLoginStatus),
        registerUserCallback: answer(CB.registerUser),
        userProfileCallback: answer(CB.userProfile),
        adsCallback: answer(CB.showAds),
        userFriendsCallback: answer(CB.userFriends),
        // Both payment callbacks end the one payment in flight.
        paymentReceivedCallback: (data) => channel.answer('payment', { received: true, data }),
        paymentWindowClosedCallback: () => channel.answer('payment', { received: false }),
      };
      const play = await startPlatform(h, 'VK Play iframeApi', () => iframeApi(callbacks), timeout);
      const ask = async <T>(callback: string, run: (a: VkPlayApi) => void) =>
        channel.call<T>(callback, () => run(play));
      h.emit('AdsVideoAvailable', { available: true });
      h.emit('AdsInterstitialAvailable', { available: true });

      // Status 0: the platform's auth reloads the page. Status 1: register, then reload. Otherwise: the player.
      let profile: VkPlayProfile | null = null;
      const { loginStatus } = await ask<{ loginStatus: number }>(CB.getLoginStatus, (a) => a.getLoginStatus());
      if (loginStatus === PLATFORM_CONSTANTS.vkPlayLoginStart) {
        play.authUser();
      } else if (loginStatus === PLATFORM_CONSTANTS.vkPlayLoginRegister) {
        await ask(CB.registerUser, (a) => a.registerUser());
        play.reloadWindow();
      } else {
        profile = await ask<VkPlayProfile>(CB.userProfile, (a) => a.userProfile());
        await createSocialLogin(h, api)
          .login({ Social: 'VkontaktePlay', VkontaktePlay: { Uid: profile.uid, LaunchParams: query.toString() } })
          .catch((err: unknown) => h.context.log('warn', 'VK Play sign-in failed:', err));
      }
      const player = profile;

      const showAd = async (
        interstitial: boolean,
        type: 'video' | 'interstitial',
        call: Parameters<typeof adFailed>[0],
      ) => {
        const shown = await ask<AdAnswer>(CB.showAds, (a) => a.showAds({ interstitial })).catch(() => null);
        if (shown?.type === 'adCompleted') return adFinished(call, type);
        // adDismissed also arrives when there was no ad at all; that is a failure, not a skip.
        if (shown?.type === 'adDismissed' && shown.code !== 'AdsNotFound') return adSkipped(call, type);
        return adFailed(call, type);
      };
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'vkplay');
      const currency = query.get('currency') ?? PLATFORM_CONSTANTS.vkPlayDefaultCurrency;
      const uid = query.get('uid') ?? player?.uid ?? '';
      const payments = platformPayments(
        h,
        api,
        'VkontaktePlay',
        async (order) => {
          // The order's own price and currency: the server checks both when VK Play reports the payment.
          const merchant_param = {
            amount: order.OrderProduct.Price,
            description: order.TransactionId,
            currency: order.OrderProduct.Currency,
          };
          const paid = await channel.call<{ received: boolean }>(
            'payment',
            () => play.paymentFrame({ merchant_param }),
            PLAYER_DIALOG_TIMEOUT_MS,
          );
          // The player closed VK Play's payment window without paying.
          if (!paid.received)
            throw new HostError(HostErrorCode.UserCancelled, 'Payment widget closed before payment completed!');
        },
        { Currency: currency, VkontaktePlay: { IpAddress: '{ip}', Uid: uid, Currency: currency } },
      );
      return {
        async getSocialInfo() {
          if (!player) return socialInfo('VkontaktePlay', { paymentsAvailable: false });
          return socialInfo('VkontaktePlay', {
            paymentsAvailable: true,
            userId: player.uid,
            displayName: player.nick,
            photo: player.avatar ? { width: 180, height: 180, url: player.avatar } : null,
            capabilities: ['FriendsList', 'AdsAvailable'],
          });
        },
        methods: {
          ...services.methods,
          AdsVideoReady: async () => ({ ready: true }),
          AdsInterstitialReady: async () => ({ ready: true }),
          AdsShowVideo: async (_p, call) => showAd(false, 'video', call),
          AdsShowInterstitial: async (_p, call) => showAd(true, 'interstitial', call),
          BuyProduct: async (params) => payments.buy(params),
          AuthenticateUser: async () => ({ authenticated: player !== null, userId: player?.uid ?? null }),
          GetFriends: async () => {
            const friends = await ask<{ friends?: { uid: string; nick: string; avatar?: string }[] }>(
              CB.userFriends,
              (a) => a.userFriends(),
            ).catch(() => null);
            return {
              friends: (friends?.friends ?? []).map((f) => ({
                uid: f.uid,
                firstName: null,
                lastName: null,
                displayName: f.nick,
                gender: 'unspecified' as const,
                photo: f.avatar ? { width: 180, height: 180, url: f.avatar } : null,
              })),
            };
          },
        },
        destroy: () => services.destroy(),
      };
    },
  });
}
