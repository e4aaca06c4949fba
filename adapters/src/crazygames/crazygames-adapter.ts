import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import type { AdReadiness } from '../shared/ads.js';
import { storedDeviceId } from '../shared/device-id.js';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';
import { crazyAdMethods } from './crazygames-ads.js';
import { sendCrazyGamesSdk } from './crazygames-passthrough.js';
import {
  buyOnCrazyGames,
  CRAZYGAMES_MESSAGES,
  crazyGamesPaymentFlow,
  type CrazyGamesPaymentOptions,
} from './crazygames-purchase.js';
import type { CrazyGameSettings, CrazySdk, CrazyUser } from './crazygames-types.js';
import { startPortalServices } from '../shared/portal-services.js';

export interface CrazyGamesAdapterOptions extends PlatformOptions {
  /** Providers of the host's payment flow (default the real ones; local mode passes the simulators). */
  payments?: CrazyGamesPaymentOptions;
}

const DEVICE_KEY = 'CrazyGamesDeviceId';
/** The portal's cache version of the CrazyGames SDK script, sent as `?v=`: a new version makes browsers fetch it afresh. */
export const CRAZYGAMES_SDK_CACHE_VERSION = 2;
/** The CrazyGames HTML5 SDK v3 (https://docs.crazygames.com/sdk/html5-v3/intro), at the portal's cache version. */
export const CRAZYGAMES_SDK_URL = `https://sdk.crazygames.com/crazygames-sdk-v3.js?v=${CRAZYGAMES_SDK_CACHE_VERSION}`;

/** CrazyGames over SDK v3: guest and registered sign-in, ads, lifecycle, invite links, SDK passthrough. */
export function createCrazyGamesAdapter(options: CrazyGamesAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'crazygames',
    supports: {
      payments: true,
      rewardedAds: true,
      interstitialAds: true,
      invite: true,
      lifecycle: true,
      login: true,
      crazyGamesSdk: true,
    },
    async start(h) {
      const api = portalApi(h);
      const login = createSocialLogin(h, api);
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? CRAZYGAMES_SDK_URL;
      const cg = await loadPlatformScript(
        h,
        url,
        () => (win.CrazyGames as { SDK?: CrazySdk } | undefined)?.SDK,
        options.scriptTimeoutMs,
      );
      await startPlatform(h, 'CrazyGames SDK init', () => cg.init(), timeout);
      const adblock = await cg.ad.hasAdblock().catch(() => true);
      const ready: AdReadiness = { video: !adblock, interstitial: !adblock };
      h.emit('AdsVideoAvailable', { available: ready.video });
      h.emit('AdsInterstitialAvailable', { available: ready.interstitial });

      let user: CrazyUser | null = cg.user.isUserAccountAvailable ? await cg.user.getUser() : null;
      const signIn = async () => {
        const token = user ? await cg.user.getUserToken() : null;
        return login.login({
          Social: 'CrazyGames',
          CrazyGames: { UserToken: token, DeviceId: storedDeviceId(h, DEVICE_KEY) },
        });
      };
      // A logout, or a switch to another account, leaves the game with stale state: CrazyGames reloads.
      const onAuth = (next: CrazyUser | null) => {
        const previous = user;
        user = next;
        if (previous && (!next || next.username !== previous.username)) h.context.window.location.reload();
        else if (!previous && next)
          void signIn().then(
            () => h.refreshUserInfo(),
            (err: unknown) => h.context.log('warn', 'CrazyGames sign-in failed:', err),
          );
      };
      const prompt = async () => {
        const next = await cg.user.showAuthPrompt().catch(() => null);
        if (next && next.username !== user?.username) onAuth(next);
        return next;
      };
      cg.user.addAuthListener(onAuth);
      // CrazyGames' mute setting ("Game Settings", https://docs.crazygames.com/sdk/game) mutes the game; it never pauses it.
      const onSettings = (settings: CrazyGameSettings) => h.setPlatformState({ muted: settings.muteAudio === true });
      onSettings(cg.game.settings);
      cg.game.addSettingsChangeListener(onSettings);
      await signIn().catch((err: unknown) => h.context.log('warn', 'CrazyGames sign-in failed:', err));
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'crazygames');
      const flow = crazyGamesPaymentFlow(h, api, options.payments);
      let loading: 'before' | 'loading' | 'done' = 'before';
      return {
        getSocialInfo: async () =>
          socialInfo('CrazyGames', {
            paymentsAvailable: cg.user.isUserAccountAvailable,
            displayName: user?.username ?? null,
            photo: user ? { width: 100, height: 100, url: user.profilePictureUrl } : null,
            capabilities: ['AdsAvailable'],
            socialLocale: cg.user.systemInfo.locale ?? null,
          }),
        methods: {
          ...services.methods,
          ...crazyAdMethods(cg, ready),
          BuyProduct: async (params) => buyOnCrazyGames(flow, cg, prompt, params),
          // A guest is shown CrazyGames' registration prompt; closing it leaves the player a guest.
          AuthenticateUser: async () => {
            if (!cg.user.isUserAccountAvailable) return { authenticated: false, userId: null };
            if (!user) await prompt();
            if (!user) throw new HostError(HostErrorCode.UserCancelled, CRAZYGAMES_MESSAGES.noRegistration);
            return { authenticated: true, userId: await signIn() };
          },
          InviteFriends: async () => {
            await h.ui.showLinkShare({ url: cg.game.inviteLink({ game: h.game }) });
            return { invited: true };
          },
          // CrazyGames times the loading from loadingStart to loadingStop (docs.crazygames.com/sdk/html5-v3/game,
          // "Game loading start/stop"): the game's first LoadingProgress starts it, LoadingReady stops it.
          LoadingProgress: async () => {
            if (loading === 'done') return { acknowledged: false };
            if (loading === 'before') cg.game.loadingStart();
            loading = 'loading';
            return { acknowledged: true };
          },
          LoadingReady: async () => {
            cg.game.loadingStop();
            loading = 'done';
            return { acknowledged: true };
          },
          GameStarted: async () => (cg.game.gameplayStart(), { acknowledged: true }),
          GameStopped: async () => (cg.game.gameplayStop(), { acknowledged: true }),
          SendCrazyGamesSdk: async (params) => sendCrazyGamesSdk(cg, params),
        },
        destroy() {
          services.destroy();
          cg.user.removeAuthListener(onAuth);
          cg.game.removeSettingsChangeListener(onSettings);
        },
      };
    },
  });
}
