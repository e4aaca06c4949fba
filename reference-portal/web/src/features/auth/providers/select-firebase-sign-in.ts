import type { PortalAuthConfig } from './auth-config';
import { createRealFirebaseSignIn } from './firebase-real';
import type { FirebaseSignIn } from './firebase-sign-in';
import { createFirebaseSimulator } from './firebase-simulator';
import { SignInError, SignInErrorCode } from './sign-in-error';

/**
 * The Firebase sign-in for this page: the local simulator in local mode, Firebase itself otherwise.
 * Without Firebase options (game config or company branding) Firebase cannot be initialised.
 *
 * @example `const firebase = selectFirebaseSignIn(auth, { local: true, apiBase: '' });`
 */
export function selectFirebaseSignIn(
  auth: Pick<PortalAuthConfig, 'Firebase'>,
  runtime: { local: boolean; apiBase: string },
): FirebaseSignIn {
  if (!auth.Firebase) throw new SignInError(SignInErrorCode.FirebaseNotInitialised);
  if (!runtime.local) return createRealFirebaseSignIn(auth.Firebase);
  const base = runtime.apiBase || window.location.origin;
  return createFirebaseSimulator({ handlerUrl: new URL('/dev/firebase/handler', base).href });
}
