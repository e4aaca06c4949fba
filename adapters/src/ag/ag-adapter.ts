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
import { loadPlatformScript } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { platformPayments } from '../shared/platform-payments.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { AgCampaignEvent, AgOptions, AgSdkConstructor, AgSdkEvents, AgSdkMethods } from './ag-types.js';
import { startPortalServices } from '../shared/portal-services.js';

/** A third party's script fixed to one version: where it is and its SRI hash (`sha384-…`). */
export interface PinnedScript {
  readonly url: string;
  readonly integrity: string;
}

/** Options of the AG adapter. */
export interface AgAdapterOptions extends PlatformOptions {
  /**
   * The AG SDK (`@agru/sdk`'s `dist/umd/index.min.js`) fixed to one version, loaded only if its bytes
   * match `integrity`. Required outside local mode: AG.ru publishes no versioned build (the npm
   * registry answers 404 for `@agru/sdk`, so unpkg has none), and its unversioned URL could serve any
   * code into the page. `scriptUrl` (the simulator of local mode) is loaded as it is.
   */
  sdk?: PinnedScript;
}

/** The refusal of an AG adapter given no pinned SDK: nothing unversioned is loaded. */
export const AG_SDK_NOT_PINNED =
  'The Absolute Games SDK is not pinned: give createAgAdapter({ sdk: { url, integrity } }) a build of one version and its sha384 hash';

/** An SRI hash the adapter accepts: sha384 or sha512, base64 (https://www.w3.org/TR/SRI/#the-integrity-attribute). */
const SRI_HASH = /^sha(?:384|512)-[A-Za-z0-9+/]{64,}={0,2}$/;

/** Absolute Games over the AG SDK: guest/player sign-in, options updates, campaigns, token payments. */
export function createAgAdapter(options: AgAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  const isGuest = (o: AgOptions) => o.guest !== 'false';
  return extendAdapter(createDefaultAdapter(), {
    name: 'ag',
    supports: { payments: true, rewardedAds: true, interstitialAds: true, login: true },
    async start(h) {
      const api = portalApi(h);
      const login = createSocialLogin(h, api);
      const channel = createCallbackChannel(h.context, timeout);
      const win = h.context.window as PlatformWindow;
      const pinned = options.scriptUrl ? null : options.sdk;
      if (!options.scriptUrl && !(pinned && SRI_HASH.test(pinned.integrity)))
        throw new HostError(HostErrorCode.ScriptFailed, AG_SDK_NOT_PINNED);
      const Sdk = await loadPlatformScript(
        h,
        options.scriptUrl ?? pinned!.url,
        () => win.AgRuSdk as AgSdkConstructor | undefined,
        options.scriptTimeoutMs,
        pinned ? { integrity: pinned.integrity } : undefined,
      );
      const methods = win.AgRuSdkMethods as AgSdkMethods | undefined;
      const events = win.AgRuSdkEvents as AgSdkEvents | undefined;
      if (!methods || !events) throw new HostError(HostErrorCode.ScriptFailed, 'The AG SDK has no method enums');
      const ag = new Sdk();
      const signIn = (o: AgOptions) =>
        login.login({
          Social: 'AbsoluteGames',
          AbsoluteGames: {
            AppId: o.app_id,
            AuthKey: o.auth_key,
            PlayerId: o.player_id,
            GameSid: o.game_sid,
            Guest: isGuest(o),
          },
        });

      // Same player: refresh. Another player: sign in again. Still a guest: AG expects a reload.
      let known: AgOptions = { ...ag.options };
      const onOptions = (next: AgOptions) => {
        const previous = known;
        known = { ...next };
        if (isGuest(next)) return h.context.window.location.reload();
        if (previous.player_id === next.player_id && !isGuest(previous)) return h.refreshUserInfo();
        void signIn(next).then(
          () => h.refreshUserInfo(),
          (err: unknown) => h.context.log('warn', 'AG sign-in failed:', err),
        );
      };
      let rewarded = false;
      const onCampaign = (data: unknown, error: unknown) => {
        const event = data as AgCampaignEvent | null;
        if (error) return channel.answer('campaign', 'failed');
        if (event?.reward !== undefined) rewarded = true;
        if (event && event.status === false) channel.answer('campaign', rewarded ? 'rewarded' : 'closed');
      };
      ag.on(methods.ShowCampaign, onCampaign);
      ag.on(methods.ShowPayment, (data, error) => channel.answer('payment', error ? null : data));
      ag.on(events.OptionsUpdates, (data) => onOptions(data as AgOptions));
      h.emit('AdsVideoAvailable', { available: true });
      h.emit('AdsInterstitialAvailable', { available: true });
      await signIn(known).catch((err: unknown) => h.context.log('warn', 'AG sign-in failed:', err));
      let player: { name: string; avatar: string } | null = null;
      if (!isGuest(known)) {
        const ids = [known.player_id];
        const ask = new Promise<{ full_name: string; avatar: string }[]>((resolve) =>
          ag.getUsers(ids, (u) => resolve(u ?? [])),
        );
        const users = await withTimeout(h.context, ask, timeout, 'AG getUsers').catch(() => []);
        player = users[0] ? { name: users[0].full_name, avatar: users[0].avatar } : null;
      }

      const campaign = async (type: 'default' | 'rewarded') => {
        rewarded = false;
        return channel.call<string>('campaign', () => ag.showCampaign(type), timeout * 30).catch(() => 'failed');
      };
      const authorize = () =>
        new Promise<boolean>((resolve) => ag.authorize((_d, err) => resolve(!err && !isGuest(ag.options))));
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'ag');
      const payments = platformPayments(
        h,
        api,
        'AbsoluteGames',
        async (order) => {
          const token = order.AbsoluteGames?.Token;
          if (!token) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
          const answer = await channel.call<{ status?: boolean; info?: { status?: string } } | null>(
            'payment',
            () => ag.showPayment(token),
            PLAYER_DIALOG_TIMEOUT_MS,
          );
          if (answer?.status || answer?.info?.status === 'done') return;
          // `closed`: the player closed AG's payment window (see ag-types.ts).
          throw new HostError(
            answer?.info?.status === 'closed' ? HostErrorCode.UserCancelled : HostErrorCode.Unknown,
            'Payment not completed',
            answer,
          );
        },
        () => {
          // The player's current options: a guest who just authorized has new ones.
          const o = ag.options;
          return {
            AbsoluteGames: {
              AppId: o.app_id,
              AuthKey: o.auth_key,
              Debug: o.debug === 'true',
              GameSid: o.game_sid,
              PlayerId: o.player_id,
              Guest: false,
              Invite: o.invite ?? null,
            },
          };
        },
      );
      return {
        async getSocialInfo() {
          const o = ag.options;
          const guest = isGuest(o);
          return socialInfo('AbsoluteGames', {
            paymentsAvailable: true,
            userId: guest ? null : o.player_id,
            displayName: player?.name ?? null,
            photo: player?.avatar ? { width: 100, height: 100, url: player.avatar } : null,
            capabilities: ['AdsAvailable'],
          });
        },
        methods: {
          ...services.methods,
          AdsVideoReady: async () => ({ ready: true }),
          AdsInterstitialReady: async () => ({ ready: true }),
          AdsShowVideo: async (_p, call) => {
            const end = await campaign(PLATFORM_CONSTANTS.agCampaign);
            return end === 'rewarded'
              ? adFinished(call, 'video')
              : end === 'closed'
                ? adSkipped(call, 'video')
                : adFailed(call, 'video');
          },
          AdsShowInterstitial: async (_p, call) =>
            (await campaign('default')) === 'failed'
              ? adFailed(call, 'interstitial')
              : adFinished(call, 'interstitial'),
          AuthenticateUser: async () => {
            if (isGuest(ag.options) && !(await authorize())) return { authenticated: false, userId: null };
            return { authenticated: true, userId: ag.options.player_id };
          },
          BuyProduct: async (params) => {
            if (isGuest(ag.options) && !(await authorize()))
              throw new HostError(HostErrorCode.Unknown, 'Not authorized');
            return payments.buy(params);
          },
        },
        destroy: () => services.destroy(),
      };
    },
  });
}
