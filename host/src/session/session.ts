import type { ApiClient } from '../api/create-api-client.js';
import { AUTH_TOKEN_KEY } from '../api/constants.js';
import { toApiError } from '../api/problem.js';
import type { AccountInfo, AuthResponse } from '@playport/api-contract';
import type { HostContext } from '../context.js';
import { HostError, HostErrorCode } from '../errors.js';
import { createAuthWait } from './auth-wait.js';

/** The message when the profile is asked for without a token (spec wording). */
export const NO_TOKEN_MESSAGE = 'Failed profile data fetch: authToken is not available.';

/**
 * What changed in a session: the stored token, or the account (a sign-in answered with another
 * `AccountId` than the previous sign-in of this session).
 */
export type SessionChange =
  | { readonly type: 'token'; readonly token: string | null }
  | { readonly type: 'account'; readonly accountId: string; readonly previousAccountId: string };

/** A listener of {@link Session.onChange}. */
export type SessionListener = (change: SessionChange) => void;

/**
 * The signed-in state of the host: the token in storage under `AuthToken`, the account of the last
 * sign-in, and the wait for a sign-in in progress.
 *
 * @example
 * ```ts
 * const session = createSession(context, api);
 * session.onChange((c) => c.type === 'account' && game.emit('UserInfoChanged', …));
 * await session.withAuth(() => api.auth.authenticateFromSocial(body).then((r) => session.setAuthResponse(r)));
 * ```
 */
export interface Session {
  /** The stored token, or null. */
  readonly token: string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** The account of the last sign-in, or null before the first. */
  readonly accountId: string | null;
  /** Stores the token of a sign-in; fires an account change when `AccountId` differs from the last one. */
  setAuthResponse(response: AuthResponse): void;
  /** Subscribes to changes; returns the unsubscribe function. */
  onChange(listener: SessionListener): () => void;
  readonly authInProgress: boolean;
  beginAuth(): void;
  endAuth(): void;
  /** Runs a sign-in between `beginAuth` and `endAuth`, whatever its outcome. */
  withAuth<T>(run: () => Promise<T>): Promise<T>;
  /** Resolves once no sign-in is in progress, checking every 500 ms. */
  waitForAuth(): Promise<void>;
  /** The account, after any sign-in in progress; needs a token and an API client. */
  fetchProfile(game: string): Promise<AccountInfo>;
  /** Ends the server session (a failure is only logged) and clears the token. */
  logout(): Promise<void>;
}

/**
 * Creates the session store on the context's storage.
 *
 * @example `const session = createSession(context, createApiClient({ context }));`
 */
export function createSession(context: HostContext, api?: ApiClient): Session {
  const listeners = new Set<SessionListener>();
  const gate = createAuthWait(context);
  let accountId: string | null = null;

  const emit = (change: SessionChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        context.log('error', 'Session listener failed', error);
      }
    }
  };
  const read = () => context.storage.getItem(AUTH_TOKEN_KEY) || null;
  const write = (token: string | null) => {
    if (read() === token) return;
    if (token) context.storage.setItem(AUTH_TOKEN_KEY, token);
    else context.storage.removeItem(AUTH_TOKEN_KEY);
    emit({ type: 'token', token });
  };
  const needApi = (): ApiClient => {
    if (!api) throw new HostError(HostErrorCode.NotSupported, 'The session has no API client');
    return api;
  };

  const session: Session = {
    get token() {
      return read();
    },
    setToken(token) {
      if (!token) throw new HostError(HostErrorCode.InvalidParams, 'A token is required');
      write(token);
    },
    clearToken: () => write(null),
    get accountId() {
      return accountId;
    },
    setAuthResponse({ Token, AccountId }) {
      session.setToken(Token);
      const previous = accountId;
      accountId = AccountId;
      // Only a change between two sign-ins counts; the first sign-in of a page is not a switch.
      if (previous !== null && previous !== AccountId)
        emit({ type: 'account', accountId: AccountId, previousAccountId: previous });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get authInProgress() {
      return gate.inProgress;
    },
    beginAuth: () => gate.begin(),
    endAuth: () => gate.end(),
    async withAuth(run) {
      gate.begin();
      try {
        return await run();
      } finally {
        gate.end();
      }
    },
    waitForAuth: () => gate.wait(),
    async fetchProfile(game) {
      const client = needApi();
      await gate.wait();
      if (!read()) throw new HostError(HostErrorCode.Unknown, NO_TOKEN_MESSAGE);
      return client.profile.get({ Game: game });
    },
    async logout() {
      try {
        if (api && read()) await api.auth.logout();
      } catch (error) {
        context.log('warn', 'Logout failed', toApiError(error).problem);
      }
      write(null);
    },
  };
  return session;
}
