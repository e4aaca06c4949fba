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
  const open = (service: 'payment' | 'invitation', params: Record<string, unknown>) =>
    withTimeout(host!.context, new Promise<boolean>((resolve) => mb().ui.open(service, params, (error) => resolve(!error))), PLAYER_DIALOG_TIMEOUT_MS, `Mobage ${service}`);

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
      const status = await startPlatform(h, 'Mobage getConnectedStatus', () => new Promise<MobageConnected>((resolve, reject) =>
        mb().oauth.getConnectedStatus({ state: h.game, scope: ['openid', 'common_api'], responseType: ['token'] }, (error, result) =>
          error ? reject(new Error(error.error)) : resolve(result))), timeout);
      if (!status.login || !status.response) return;
      user = status.response.user;
      await createSocialLogin(h, api)
        .login({ Social: 'WizQ', WizQ: { AccessToken: status.response.access_token } })
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
          if (!(await open('payment', { transactionId }))) throw new HostError(HostErrorCode.Unknown, 'Payment not completed');
          mb().bank.clearPaymentBacklog();
        }),
      InviteFriends: async () => ({ invited: await open('invitation', {}).catch(() => false) }),
    },
    destroy() {
      services.destroy();
      sdk = null;
    },
  });
}
