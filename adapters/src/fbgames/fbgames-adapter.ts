import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { platformPayments } from '../shared/platform-payments.js';
import { configAppId } from '../shared/game-config.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { FbLoginStatus, FbProfile, FbSdk } from './fb-sdk-types.js';
import { startPortalServices } from '../shared/portal-services.js';

/** The pay dialog's error code for an order the player cancelled (https://developers.facebook.com/docs/games_payments/fulfillment/errors). */
const FB_USER_CANCELED = 1383010;
export interface FbGamesAdapterOptions extends PlatformOptions {
  /** The game's Facebook app id; default PlatformData.FacebookGames.AppId of the host's game config. */
  appId?: string;
}

/** Web Games on Facebook (Canvas): profile retrieval and the pay dialog. */
export function createFbGamesAdapter(options: FbGamesAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'fbgames',
    supports: { payments: true, invite: true, login: true },
    async start(h) {
      const api = portalApi(h);
      const login = createSocialLogin(h, api);
      const appId = options.appId ?? configAppId(h, 'FacebookGames');
      if (!appId) throw new HostError(HostErrorCode.NotConnected, 'No AppId');
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? 'https://connect.facebook.net/en_US/sdk.js';
      const fb = await loadPlatformScript(h, url, () => win.FB as FbSdk | undefined, options.scriptTimeoutMs);
      await startPlatform(h, 'FB.init', async () => fb.init({ appId, version: 'v19.0' }), timeout);
      const ask = <T>(what: string, run: (resolve: (v: T) => void) => void, ms = timeout) =>
        withTimeout(h.context, new Promise<T>(run), ms, what);

      let profile: FbProfile | null = null;
      const signIn = async (status: FbLoginStatus, refresh = false) => {
        if (status.status !== 'connected' || !status.authResponse)
          throw new HostError(HostErrorCode.Unknown, 'Facebook is not logged in');
        const { signedRequest, accessToken } = status.authResponse;
        const me = await ask<FbProfile & { error?: unknown }>('FB.api /me', (resolve) =>
          fb.api('/me', { fields: 'id,name,first_name,last_name,picture.width(200)' }, resolve),
        );
        if (me.error) throw new HostError(HostErrorCode.Unknown, 'Facebook did not give the profile', me.error);
        // The profile is in place before the host is told, so the refreshed user info shows it.
        const previous = profile;
        profile = me;
        await login
          .login(
            { Social: 'FacebookGames', FacebookGames: { SignedRequest: signedRequest, AccessToken: accessToken } },
            { refresh },
          )
          .catch((err: unknown) => {
            profile = previous;
            throw err;
          });
        return status.authResponse.userID;
      };
      const status = await ask<FbLoginStatus>('FB.getLoginStatus', (resolve) => fb.getLoginStatus(resolve));
      await signIn(status).catch((err: unknown) => h.context.log('warn', 'Facebook sign-in failed:', err));

      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'fbgames');
      const payments = platformPayments(h, api, 'FacebookGames', async (order) => {
        const product = order.FacebookGames?.ProductOgUrl;
        if (!product) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
        const response = await ask<Record<string, unknown> | undefined>(
          'FB pay dialog',
          (resolve) =>
            fb.ui({ method: 'pay', action: 'purchaseitem', product, request_id: order.TransactionId }, resolve),
          PLAYER_DIALOG_TIMEOUT_MS,
        );
        // 1383010: the player cancelled the order (Facebook Payments, "Error codes").
        if (response?.error_code === FB_USER_CANCELED)
          throw new HostError(HostErrorCode.UserCancelled, 'Payment not completed', response);
        if (response?.status !== 'completed')
          throw new HostError(HostErrorCode.Unknown, 'Payment not completed', response);
        // The server checks Facebook's signed result and completes the order once per payment id.
        const signed = typeof response.signed_request === 'string' ? response.signed_request : '';
        const verdict = signed
          ? await api.fbGames.purchase({ Game: h.game, SignedRequest: signed })
          : { Success: false };
        if (!verdict.Success) throw new HostError(HostErrorCode.Unknown, 'Purchase not validated');
      });
      return {
        async getSocialInfo() {
          if (!profile) return null;
          const picture = profile.picture?.data;
          return socialInfo('FacebookGames', {
            paymentsAvailable: true,
            userId: profile.id,
            displayName: profile.name ?? null,
            firstName: profile.first_name ?? null,
            lastName: profile.last_name ?? null,
            photo: picture ? { width: picture.width, height: picture.height, url: picture.url } : null,
            capabilities: ['FriendsInvite'],
          });
        },
        methods: {
          ...services.methods,
          AuthenticateUser: async () => {
            const status = await ask<FbLoginStatus>(
              'FB.login',
              (resolve) => fb.login(resolve, { scope: 'public_profile' }),
              PLAYER_DIALOG_TIMEOUT_MS,
            );
            const userId = await signIn(status, true).catch(() => null);
            return { authenticated: userId !== null, userId };
          },
          BuyProduct: async (params) => payments.buy(params),
          InviteFriends: async (params) => {
            const response = await ask<Record<string, unknown> | undefined>(
              'FB apprequests',
              (resolve) => fb.ui({ method: 'apprequests', message: params?.text || 'Play with me' }, resolve),
              PLAYER_DIALOG_TIMEOUT_MS,
            ).catch(() => undefined);
            return { invited: Boolean(response?.request) };
          },
        },
        destroy: () => services.destroy(),
      };
    },
  });
}
