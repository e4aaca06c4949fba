import type { AdapterHost } from '@playport/host/adapter-kit';
import { AUTH_TOKEN_KEY, type ApiClient } from '@playport/host/api';

type SocialAuthRequest = Parameters<ApiClient['auth']['authenticateFromSocial']>[0];

/** Signs the platform's player into the portal and notices when the account changes. */
export interface SocialLogin {
  /**
   * Sends the platform's login block; stores the token; returns the account id. With `refresh` the
   * host is told once even when the account did not change (a sign-in the player asked for).
   */
  login(request: Omit<SocialAuthRequest, 'Game'>, options?: { refresh?: boolean }): Promise<string>;
  readonly accountId: string | null;
}

/**
 * Portal sign-in from a platform identity. When the account id differs from the previous answer the
 * host is told, so it pushes `UserInfoChanged` to the game (the spec's account-change event).
 */
export function createSocialLogin(host: AdapterHost, api: ApiClient): SocialLogin {
  let accountId: string | null = null;
  return {
    async login(request, options) {
      const answer = await api.auth.authenticateFromSocial({ ...request, Game: host.game });
      host.context.storage.setItem(AUTH_TOKEN_KEY, answer.Token);
      const previous = accountId;
      accountId = answer.AccountId;
      if ((previous !== null && previous !== accountId) || options?.refresh) host.refreshUserInfo();
      return accountId;
    },
    get accountId() {
      return accountId;
    },
  };
}
