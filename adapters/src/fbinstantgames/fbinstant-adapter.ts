import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import { platformPayments } from '../shared/platform-payments.js';
import { startPortalServices } from '../shared/portal-services.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { startFbAds, type FbPlacements } from './fbinstant-ads.js';
import { fbLogEventSink } from './fbinstant-analytics.js';
import { payOnFbInstant, redeemUnconsumed } from './fbinstant-purchase.js';
import type { FbInstant } from './fbinstant-types.js';

/** The Facebook Instant Games messages of the spec, verbatim. */
export const FBINSTANT_MESSAGES = Object.freeze({
  noSignedRequest: 'Facebook player does not have signedRequest',
  noAsid: 'Failed to retrieve getASIDAsync',
});

export interface FbInstantAdapterOptions extends PlatformOptions {
  /** Audience Network placement ids; an ad kind without one is not connected. */
  placements?: FbPlacements;
  /** Base64 image that `inviteAsync` requires. */
  inviteImage?: string;
}

/** Facebook Instant Games over `FBInstant` v8. */
export function createFbInstantGamesAdapter(options: FbInstantAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  const placements = options.placements ?? {};
  return extendAdapter(createDefaultAdapter(), {
    name: 'fbinstantgames',
    supports: {
      payments: true,
      rewardedAds: Boolean(placements.rewarded),
      interstitialAds: Boolean(placements.interstitial),
      stickyBanner: Boolean(placements.banner),
      friends: true,
      invite: Boolean(options.inviteImage),
      community: true,
      favorites: true,
      lifecycle: true,
      login: true,
    },
    async start(h) {
      const api = portalApi(h);
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? 'https://connect.facebook.net/en_US/fbinstant.8.0.js';
      const fb = await loadPlatformScript(
        h,
        url,
        () => win.FBInstant as FbInstant | undefined,
        options.scriptTimeoutMs,
      );
      await startPlatform(h, 'FBInstant.initializeAsync', () => fb.initializeAsync(), timeout);
      let paymentsReady = false;
      fb.payments.onReady(() => void (paymentsReady = true));
      // FBInstant.onPause (https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant8.0, onPause)
      // has no resume counterpart and no way to unsubscribe: the platform's pause ends when the page is
      // shown or focused again, and a destroyed adapter reports nothing.
      let running = true;
      let paused = false;
      const resume = () => {
        if (!running || !paused || win.document.visibilityState === 'hidden') return;
        paused = false;
        h.setPlatformState({ paused: false, muted: false });
      };
      fb.onPause(() => {
        if (!running) return;
        h.emit('FocusChanged', { focused: false });
        paused = true;
        h.setPlatformState({ paused: true, muted: true });
      });
      win.document.addEventListener('visibilitychange', resume);
      win.addEventListener('focus', resume);
      const ads = await startFbAds(fb, h, placements);
      try {
        const signed = await fb.player.getSignedPlayerInfoAsync();
        if (!signed.getSignature()) throw new Error(FBINSTANT_MESSAGES.noSignedRequest);
        await createSocialLogin(h, api).login({
          Social: 'FacebookInstantGames',
          FacebookInstantGames: { PlayerId: signed.getPlayerID(), SignedPlayerInfo: signed.getSignature() },
        });
      } catch (err) {
        h.context.log('warn', 'FBInstant sign-in failed:', err);
      }
      // The portal's analytics (with the platform's own sink), in-game events, documents and support requests.
      // GetPurchases settles FBInstant's unconsumed purchases (paid, never verified) first.
      const services = startPortalServices(
        h,
        api,
        'fbinstantgames',
        { fbinstantlog: fbLogEventSink(fb, h.context) },
        async () => (paymentsReady ? redeemUnconsumed(h, api, fb) : 0),
      );
      const payments = platformPayments(h, api, 'FacebookInstantGames', payOnFbInstant(h, api, fb));
      let gameStarted: Promise<void> | null = null;
      return {
        getSocialInfo: async () =>
          socialInfo('FacebookInstantGames', {
            paymentsAvailable: paymentsReady,
            userId: fb.player.getID(),
            capabilities: ['FriendsList', 'FriendsInvite', 'AdsAvailable'],
            socialLocale: fb.getLocale(),
            socialFlavor: fb.getPlatform(),
          }),
        methods: {
          ...ads,
          ...services.methods,
          BuyProduct: async (params) => {
            if (!paymentsReady) throw new HostError(HostErrorCode.Unknown, 'Payments api still not ready');
            return payments.buy(params);
          },
          // The player's Facebook identity is the app-scoped id (the id Facebook Login and Graph API use,
          // as under the fbgames adapter); SDK 8 gives none for a player who never used the game's canvas
          // app nor accepted its terms, and then the call fails.
          AuthenticateUser: async () => {
            const asid = await fb.player.getASIDAsync().catch(() => null);
            if (!asid) throw new HostError(HostErrorCode.Unknown, FBINSTANT_MESSAGES.noAsid);
            return { authenticated: true, userId: asid };
          },
          GetFriends: async () => {
            const players = await fb.context.getPlayersAsync().catch(() => []);
            // SDK 8 ("zero permissions") gives context players an id only.
            return {
              friends: players.map((p) => ({
                uid: p.getID(),
                firstName: null,
                lastName: null,
                displayName: null,
                gender: 'unspecified' as const,
                photo: null,
              })),
            };
          },
          // inviteAsync requires a base64 image; without a configured one the invite is not sent.
          InviteFriends: async (params) => {
            if (!options.inviteImage) {
              h.context.log(
                'warn',
                'FBInstant.inviteAsync needs the inviteImage option (a base64 image); no invite sent',
              );
              return { invited: false };
            }
            return {
              invited: await fb.inviteAsync({ image: options.inviteImage, text: params?.text ?? '' }).then(
                () => true,
                () => false,
              ),
            };
          },
          JoinCommunity: async () => {
            if (!(await fb.community.canJoinOfficialGroupAsync().catch(() => false))) return { joined: false };
            return {
              joined: await fb.community.joinOfficialGroupAsync().then(
                () => true,
                () => false,
              ),
            };
          },
          AddToFavorites: async () => {
            if (!(await fb.canCreateShortcutAsync().catch(() => false))) return { added: false };
            return {
              added: await fb.createShortcutAsync().then(
                () => true,
                () => false,
              ),
            };
          },
          // FBInstant shows the game's initial loading on its own loading screen, 0 to 100
          // (SDK 8.0 reference, setLoadingProgress: "Report the game's initial loading progress");
          // once startGameAsync was called that screen is gone and there is nothing to report to.
          LoadingProgress: async ({ percent }) => {
            if (gameStarted) return { acknowledged: false };
            fb.setLoadingProgress(percent);
            return { acknowledged: true };
          },
          // FBInstant ends its loading screen with startGameAsync, once the game has loaded (after
          // setLoadingProgress(100)); it is called once, when the game reports LoadingReady.
          LoadingReady: async () => {
            fb.setLoadingProgress(100);
            gameStarted ??= fb.startGameAsync();
            await gameStarted;
            return { acknowledged: true };
          },
        },
        destroy: () => {
          running = false;
          win.document.removeEventListener('visibilitychange', resume);
          win.removeEventListener('focus', resume);
          services.destroy();
        },
      };
    },
  });
}
