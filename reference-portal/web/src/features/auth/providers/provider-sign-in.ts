import type { ApiClient } from '@playport/host/api';
import type { FirebaseProvider, FirebaseSignIn } from './firebase-sign-in';
import { SignInError, SignInErrorCode, toSignInError } from './sign-in-error';

/** A completed sign-in: the portal token, and the account when the server named it. */
export interface ProviderSession {
  readonly Token: string;
  readonly AccountId: string | null;
}

type AuthApi = Pick<ApiClient['auth'], 'authenticateFromFirebase' | 'authenticateToFxId'>;

/**
 * Google, Apple or Facebook: the Firebase popup, then `authenticate_from_firebase` with the ID
 * token. Every failure is a `SignInError` ('Popup was closed' or 'Failed to login. Try again').
 *
 * @example `const { Token } = await signInWithFirebase(firebase, 'google', { api: api.auth, game });`
 */
export async function signInWithFirebase(
  firebase: FirebaseSignIn,
  provider: FirebaseProvider,
  { api, game, marketing = false }: { api: AuthApi; game: string; marketing?: boolean },
): Promise<ProviderSession> {
  try {
    const idToken = await firebase.signIn(provider);
    const reply = (await api.authenticateFromFirebase({
      GameSystemName: game,
      Token: idToken,
      MarketingEnabled: marketing,
    })) as { Token?: string; AccountId?: string };
    if (!reply.Token) throw new SignInError(SignInErrorCode.LoginFailed);
    return { Token: reply.Token, AccountId: reply.AccountId ?? null };
  } catch (error) {
    throw toSignInError(error);
  }
}

/**
 * VK ID: the one-tap's code and device id with this page's PKCE verifier go to
 * `authenticate_to_fxid`; the answer is `Data.Token` or `Error.Message`.
 *
 * @example `await signInWithVkId({ code, deviceId, verifier }, { api: api.auth, game });`
 */
export async function signInWithVkId(
  login: { code: string; deviceId: string; verifier: string | null | undefined },
  { api, game }: { api: AuthApi; game: string },
): Promise<ProviderSession> {
  if (!login.verifier) throw new SignInError(SignInErrorCode.VkCodeVerifierMissing);
  let reply: Awaited<ReturnType<AuthApi['authenticateToFxId']>>;
  try {
    reply = await api.authenticateToFxId({
      AuthenticationType: 'VkId',
      Game: game,
      VkIdLogin: { Code: login.code, CodeVerifier: login.verifier, DeviceId: login.deviceId },
    });
  } catch (error) {
    throw toSignInError(error);
  }
  if (reply.Data?.Token) return { Token: reply.Data.Token, AccountId: reply.Data.AccountId ?? null };
  throw new SignInError(SignInErrorCode.LoginFailed, reply.Error?.Message || undefined);
}
