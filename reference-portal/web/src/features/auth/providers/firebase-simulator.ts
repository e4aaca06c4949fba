import {
  FIREBASE_PROVIDER_IDS,
  FirebaseAuthFailure,
  type FirebaseProvider,
  type FirebaseSignIn,
} from './firebase-sign-in';

/** The message type the local handler page posts (server: local/identity/firebase-auth-handler.ts). */
export const FIREBASE_HANDLER_MESSAGE = 'playport:firebase-auth';

/** The parts of `window` the simulator uses; a test hands in a fake. */
export interface PopupWindowEnv {
  readonly location: { readonly origin: string };
  open(url: string, target: string, features: string): Pick<Window, 'closed' | 'close'> | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** How long a closed popup's last message may still be on its way (the handler posts, then closes). */
const CLOSE_GRACE_MS = 1000;

/**
 * Local mode's stand-in for Firebase's popup sign-in: opens the local server's handler page
 * (modelled on the Auth emulator's) and takes the ID token it posts back — only from the handler's
 * origin and from that very popup. A closed popup rejects with `auth/popup-closed-by-user`.
 *
 * @example `createFirebaseSimulator({ handlerUrl: new URL('/dev/firebase/handler', location.origin).href })`
 */
export function createFirebaseSimulator({
  handlerUrl,
  env = window,
}: {
  handlerUrl: string;
  env?: PopupWindowEnv;
}): FirebaseSignIn {
  const handlerOrigin = new URL(handlerUrl).origin;
  let pending: (() => void) | null = null;
  return {
    signIn(provider: FirebaseProvider) {
      // A second sign-in replaces the first, as Firebase cancels an earlier popup request.
      pending?.();
      const url = new URL(handlerUrl);
      url.searchParams.set('providerId', FIREBASE_PROVIDER_IDS[provider]);
      url.searchParams.set('origin', env.location.origin);
      const popup = env.open(url.href, 'playport-firebase-auth', 'popup,width=500,height=640');
      if (!popup) return Promise.reject(new FirebaseAuthFailure('auth/popup-blocked'));
      return new Promise<string>((resolve, reject) => {
        let grace = 0;
        const finish = () => {
          env.removeEventListener('message', onMessage);
          env.clearInterval(timer);
          env.clearTimeout(grace);
          pending = null;
        };
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== handlerOrigin || event.source !== popup) return;
          const data = event.data as { type?: unknown; idToken?: unknown } | null;
          if (!data || data.type !== FIREBASE_HANDLER_MESSAGE) return;
          finish();
          if (typeof data.idToken === 'string' && data.idToken) resolve(data.idToken);
          else reject(new FirebaseAuthFailure('auth/internal-error'));
        };
        const timer = env.setInterval(() => {
          if (!popup.closed || grace) return;
          grace = env.setTimeout(() => {
            finish();
            reject(new FirebaseAuthFailure('auth/popup-closed-by-user'));
          }, CLOSE_GRACE_MS);
        }, 250);
        pending = () => {
          finish();
          popup.close();
          reject(new FirebaseAuthFailure('auth/cancelled-popup-request'));
        };
        env.addEventListener('message', onMessage);
      });
    },
  };
}
