import type { FirebaseOptions } from './auth-config';
import type { FirebaseProvider, FirebaseSignIn } from './firebase-sign-in';

/**
 * Firebase Auth itself: `firebase/app` and `firebase/auth` are imported only on the first sign-in,
 * so they never weigh on the portal's initial JavaScript.
 *
 * @example `await createRealFirebaseSignIn(options).signIn('apple');`
 */
export function createRealFirebaseSignIn(options: FirebaseOptions): FirebaseSignIn {
  return {
    async signIn(provider: FirebaseProvider) {
      const [{ getApp, getApps, initializeApp }, auth] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ]);
      const name = `playport-${options.ProjectId}`;
      const app = getApps().some((a) => a.name === name)
        ? getApp(name)
        : initializeApp(
            {
              apiKey: options.ApiKey,
              authDomain: options.AuthDomain,
              projectId: options.ProjectId,
              appId: options.AppId,
              ...(options.DatabaseUrl ? { databaseURL: options.DatabaseUrl } : {}),
              ...(options.StorageBucket ? { storageBucket: options.StorageBucket } : {}),
              ...(options.MessagingSenderId ? { messagingSenderId: options.MessagingSenderId } : {}),
              ...(options.MeasurementId ? { measurementId: options.MeasurementId } : {}),
            },
            name,
          );
      let authProvider:
        | InstanceType<typeof auth.GoogleAuthProvider>
        | InstanceType<typeof auth.OAuthProvider>
        | InstanceType<typeof auth.FacebookAuthProvider>;
      if (provider === 'google') {
        const google = new auth.GoogleAuthProvider();
        google.setCustomParameters({ prompt: 'select_account' });
        authProvider = google;
      } else if (provider === 'apple') {
        const apple = new auth.OAuthProvider('apple.com');
        apple.addScope('email');
        apple.addScope('name');
        authProvider = apple;
      } else {
        authProvider = new auth.FacebookAuthProvider();
      }
      const credential = await auth.signInWithPopup(auth.getAuth(app), authProvider);
      return credential.user.getIdToken();
    },
  };
}
