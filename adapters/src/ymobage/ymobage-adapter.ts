import { createDefaultAdapter, extendAdapter, HostError, HostErrorCode, type Adapter, type AdapterHost, type ApiClient } from '@playport/host';
import { loadPlatformScript, startPlatform } from '../shared/load-platform-script.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { runPlatformPurchase } from '../shared/platform-purchase.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo, wizqGender } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, PLAYER_DIALOG_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import { initialized } from '../shared/initialized.js';
import type { Mobage, MobageConnected, MobageUser } from './mobage-types.js';
import { createPortalServices } from '../shared/portal-services.js';

export interface YmobageAdapterOptions extends PlatformOptions {
  /** The Mobage Connect client id. */
  clientId?: string;
}

/** ymobage (WizQ) over the Mobage JS SDK: Mobage Connect sign-in, secured-order payments, invitations. */
export function createYmobageAdapter(options: YmobageAdapterOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  let sdk: Mobage | null = null;
  let host: AdapterHost | null = null;
  let api: ApiClient | null = null;
  let user: MobageUser | null = null;
  const mb = () => initialized(sdk);
  const pay = (transactionId: string) =>
    withTimeout(host!.context, new Promise<boolean>((resolve) =>
      mb().ui.open('payment', { transactionId }, (error, result) => resolve(!error && result !== null))), PLAYER_DIALOG_TIMEOUT_MS, 'Mobage payment');
  const invite = () =>
    withTimeout(host!.context, new Promise<boolean>((resolve) => mb().ui.open('invitation', {}, (error) => resolve(!error))), PLAYER_DIALOG_TIMEOUT_MS, 'Mobage invitation');
  const me = () =>
    withTimeout(host!.context, new Promise<MobageUser | null>((resolve) =>
      mb().api.people.get({ userId: '@me', groupId: '@self' }, (error, people) => resolve(error ? null : people))), timeout, 'Mobage people.get');

  // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.

  const services = createPortalServices('ymobage');

  return extendAdapter(createDefaultAdapter(), {
    name: 'ymobage',
    supports: { payments: true, invite: true, login: true },
    async init(h) {
      host = h;
      api = portalApi(h);
      services.start(h, api);
      const win = h.context.window as PlatformWindow;
      const url = options.scriptUrl ?? 'https://cdn-sdk-prod.mobage.jp/jssdk/mobage-jssdk-client.min.js';
      sdk = await loadPlatformScript(h, url, () => win.mobage as Mobage | undefined, timeout);
      sdk.init({ clientId: options.clientId ?? h.game });
      const status = await startPlatform(h, 'Mobage getConnectedStatus', () => new Promise<MobageConnected | null>((resolve, reject) =>
        mb().oauth.getConnectedStatus({ state: h.game, scope: ['openid', 'common_api'], responseType: ['token'] }, (error, result) =>
          error ? reject(new Error(error.error)) : resolve(result))), timeout);
      // Not connected: no result. Connected: the OAuth response; the player comes from people.get.
      const token = status?.response.access_token;
      if (!token) return;
      user = await me().catch(() => null);
      await createSocialLogin(h, api)
        .login({ Social: 'WizQ', WizQ: { AccessToken: token } })
        .catch((err: unknown) => h.context.log('warn', 'WizQ sign-in failed:', err));
    },
    async getSocialInfo() {
      return socialInfo('WizQ', {
        paymentsAvailable: user !== null,
        userId: user?.id ?? null,
        displayName: user?.nickname ?? null,
        gender: wizqGender(user?.gender),
        photo: user?.thumbnailUrl ? { width: 100, height: 100, url: user.thumbnailUrl } : null,
        capabilities: ['FriendsInvite'],
      });
    },
    methods: {
      ...services.methods,
      AuthenticateUser: async () => ({ authenticated: user !== null, userId: user?.id ?? null }),
      BuyProduct: async (params) =>
        runPlatformPurchase(host!, api!, params, { WebPublishingPlatform: 'WizQ' }, async (order) => {
          const transactionId = order.WizQ?.SecuredOrderId;
          if (!transactionId) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
          const paid = await pay(transactionId);
          // Granted or cancelled, the transaction leaves the client's payment backlog.
          mb().bank.clearPaymentBacklog(transactionId);
          if (!paid) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
        }),
      InviteFriends: async () => ({ invited: await invite().catch(() => false) }),
    },
    destroy() {
      services.destroy();
      sdk = null;
    },
  });
}
