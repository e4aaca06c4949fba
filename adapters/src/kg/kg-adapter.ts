import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import { adFailed, adFinished, adSkipped, type AdReadiness } from '../shared/ads.js';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { platformPayments } from '../shared/platform-payments.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { KongregateLoader } from './kongregate-types.js';
import { startPortalServices } from '../shared/portal-services.js';

/** Kongregate: guests get the registration box and cannot buy; Kreds purchases; incentivized ads. */
export function createKgAdapter(options: PlatformOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'kg',
    supports: { payments: true, rewardedAds: true, invite: true, login: true },
    async start(h) {
      const api = portalApi(h);
      const login = createSocialLogin(h, api);
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? 'https://cdn1.kongregate.com/javascripts/kongregate_api.js';
      const loader = await loadPlatformScript(
        h,
        url,
        () => win.kongregateAPI as KongregateLoader | undefined,
        options.scriptTimeoutMs,
      );
      await startPlatform(
        h,
        'kongregateAPI.loadAPI',
        () => new Promise<void>((resolve) => loader.loadAPI(resolve)),
        timeout,
      );
      const kg = loader.getAPI();
      kg.services.connect();
      const signIn = () => {
        const s = kg.services;
        const guest = s.isGuest();
        return login.login({
          Social: 'Kongregate',
          Kongregate: {
            UserId: guest ? null : String(s.getUserId()),
            GameAuthToken: guest ? null : s.getGameAuthToken(),
            Guest: guest,
          },
        });
      };
      // Incentivized ads: availability events, and the end of the one ad showing.
      const ready: AdReadiness = { video: false, interstitial: false };
      let adEnd: ((event: string) => void) | null = null;
      const available = (value: boolean) => () => {
        ready.video = value;
        h.emit('AdsVideoAvailable', { available: value });
      };
      kg.mtx.addEventListener('adsAvailable', available(true));
      kg.mtx.addEventListener('adsUnavailable', available(false));
      for (const event of ['adCompleted', 'adAbandoned', 'adClosed'])
        kg.mtx.addEventListener(event, () => adEnd?.(event));
      kg.mtx.initializeIncentivizedAds();
      kg.services.addEventListener(
        'login',
        () =>
          void signIn().then(
            () => h.refreshUserInfo(),
            (err: unknown) => h.context.log('warn', 'Kongregate sign-in failed:', err),
          ),
      );
      await signIn().catch((err: unknown) => h.context.log('warn', 'Kongregate sign-in failed:', err));
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'kg');
      // Dynamic purchasing: Kongregate asks the portal's server for the order's items and reports it paid there.
      const payments = platformPayments(h, api, 'Kongregate', async (order) => {
        const result = await withTimeout(
          h.context,
          new Promise<{ success: boolean }>((resolve) => kg.mtx.purchaseItemsRemote(order.TransactionId, resolve)),
          PLAYER_DIALOG_TIMEOUT_MS,
          'The Kongregate purchase',
        );
        if (!result.success) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
      });
      return {
        async getSocialInfo() {
          const s = kg.services;
          const guest = s.isGuest();
          return socialInfo('Kongregate', {
            paymentsAvailable: !guest,
            userId: guest ? null : String(s.getUserId()),
            displayName: s.getUsername(),
            capabilities: ['FriendsInvite', 'AdsAvailable'],
          });
        },
        methods: {
          ...services.methods,
          AdsVideoReady: async () => ({ ready: ready.video }),
          AdsShowVideo: async (_p, call) => {
            const end = await withTimeout(
              h.context,
              new Promise<string>((resolve) => {
                adEnd = resolve;
                kg.mtx.showIncentivizedAd();
              }),
              timeout * 30,
              'The Kongregate ad',
            ).catch(() => 'timeout');
            adEnd = null;
            if (end === 'adCompleted') return adFinished(call, 'video');
            return end === 'adAbandoned' ? adSkipped(call, 'video') : adFailed(call, 'video');
          },
          BuyProduct: async (params) => {
            if (kg.services.isGuest()) {
              kg.services.showRegistrationBox();
              throw new HostError(HostErrorCode.Unknown, 'Purchases are not available to guests');
            }
            return payments.buy(params);
          },
          AuthenticateUser: async () => {
            if (kg.services.isGuest()) {
              kg.services.showRegistrationBox();
              return { authenticated: false, userId: null };
            }
            return { authenticated: true, userId: await signIn() };
          },
          // The invitation box takes the invitation only and reports nothing back: the invite is made
          // once the box is open (Kongregate asks a guest to sign in first).
          InviteFriends: async (params) => {
            kg.services.showInvitationBox({ content: params?.text ?? '', filter: 'not_played' });
            return { invited: true };
          },
          StatEvent: async ({ name, value }) => (kg.stats.submit(name, value ?? 1), { queued: true }),
        },
        destroy: () => services.destroy(),
      };
    },
  });
}
