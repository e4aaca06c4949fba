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
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo, wizqGender } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { Mobage, MobageConnected, MobageUser } from './mobage-types.js';
import { startPortalServices } from '../shared/portal-services.js';

export interface YmobageAdapterOptions extends PlatformOptions {
  /** The Mobage Connect client id. */
  clientId?: string;
}

/** ymobage (WizQ) over the Mobage JS SDK: Mobage Connect sign-in, secured-order payments, invitations. */
export function createYmobageAdapter(options: YmobageAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'ymobage',
    supports: { payments: true, invite: true, login: true },
    async start(h) {
      const api = portalApi(h);
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? 'https://cdn-sdk-prod.mobage.jp/jssdk/mobage-jssdk-client.min.js';
      const mb = await loadPlatformScript(h, url, () => win.mobage as Mobage | undefined, options.scriptTimeoutMs);
      mb.init({ clientId: options.clientId ?? h.game });
      const status = await startPlatform(
        h,
        'Mobage getConnectedStatus',
        () =>
          new Promise<MobageConnected | null>((resolve, reject) =>
            mb.oauth.getConnectedStatus(
              { state: h.game, scope: ['openid', 'common_api'], responseType: ['token'] },
              (error, result) => (error ? reject(new Error(error.error)) : resolve(result)),
            ),
          ),
        timeout,
      );
      const dialog = <T>(what: string, open: (resolve: (value: T) => void) => void, ms = PLAYER_DIALOG_TIMEOUT_MS) =>
        withTimeout(h.context, new Promise<T>(open), ms, what);
      // Not connected: no result. Connected: the OAuth response; the player comes from people.get.
      const token = status?.response.access_token;
      let user: MobageUser | null = null;
      if (token) {
        user = await dialog<MobageUser | null>(
          'Mobage people.get',
          (resolve) =>
            mb.api.people.get({ userId: '@me', groupId: '@self' }, (error, people) => resolve(error ? null : people)),
          timeout,
        ).catch(() => null);
        await createSocialLogin(h, api)
          .login({ Social: 'WizQ', WizQ: { AccessToken: token } })
          .catch((err: unknown) => h.context.log('warn', 'WizQ sign-in failed:', err));
      }
      const player = user;
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'ymobage');
      const payments = platformPayments(h, api, 'WizQ', async (order) => {
        const transactionId = order.WizQ?.SecuredOrderId;
        if (!transactionId) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
        const paid = await dialog<boolean>('Mobage payment', (resolve) =>
          mb.ui.open('payment', { transactionId }, (error, result) => resolve(!error && result !== null)),
        );
        // Granted or cancelled, the transaction leaves the client's payment backlog.
        mb.bank.clearPaymentBacklog(transactionId);
        if (!paid) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
      });
      return {
        getSocialInfo: async () =>
          socialInfo('WizQ', {
            paymentsAvailable: player !== null,
            userId: player?.id ?? null,
            displayName: player?.nickname ?? null,
            gender: wizqGender(player?.gender),
            photo: player?.thumbnailUrl ? { width: 100, height: 100, url: player.thumbnailUrl } : null,
            capabilities: ['FriendsInvite'],
          }),
        methods: {
          ...services.methods,
          AuthenticateUser: async () => ({ authenticated: player !== null, userId: player?.id ?? null }),
          BuyProduct: async (params) => payments.buy(params),
          InviteFriends: async () => ({
            invited: await dialog<boolean>('Mobage invitation', (resolve) =>
              mb.ui.open('invitation', {}, (error) => resolve(!error)),
            ).catch(() => false),
          }),
        },
        destroy: () => services.destroy(),
      };
    },
  });
}
