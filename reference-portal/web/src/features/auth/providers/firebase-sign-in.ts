/** The providers signed in through Firebase Auth. */
export type FirebaseProvider = 'google' | 'apple' | 'facebook';

/** Firebase's provider ids of {@link FirebaseProvider}. */
export const FIREBASE_PROVIDER_IDS: Readonly<Record<FirebaseProvider, string>> = Object.freeze({
  google: 'google.com',
  apple: 'apple.com',
  facebook: 'facebook.com',
});

/**
 * A popup sign-in that yields a Firebase ID token. It rejects with Firebase's own error codes
 * (`auth/popup-closed-by-user`, `auth/popup-blocked`, …); `toSignInError` turns them into messages.
 *
 * @example `const idToken = await firebase.signIn('google');`
 */
export interface FirebaseSignIn {
  signIn(provider: FirebaseProvider): Promise<string>;
}

/** An error carrying a Firebase Auth code, as the Firebase SDK rejects. */
export class FirebaseAuthFailure extends Error {
  override readonly name = 'FirebaseError';
  constructor(readonly code: string) {
    super(`Firebase: Error (${code}).`);
  }
}
