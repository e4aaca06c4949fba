import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  apps: [] as { name: string }[],
  init: [] as unknown[],
  popups: [] as unknown[],
  outcome: null as null | (() => Promise<unknown>),
}));

vi.mock('firebase/app', () => ({
  getApps: () => calls.apps,
  getApp: (name: string) => calls.apps.find((a) => a.name === name),
  initializeApp: (options: unknown, name: string) => {
    calls.init.push(options);
    const app = { name };
    calls.apps.push(app);
    return app;
  },
}));

vi.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    providerId = 'google.com';
    custom: unknown = null;
    setCustomParameters(p: unknown) {
      this.custom = p;
      return this;
    }
  }
  class FacebookAuthProvider {
    providerId = 'facebook.com';
  }
  class OAuthProvider {
    scopes: string[] = [];
    constructor(readonly providerId: string) {}
    addScope(s: string) {
      this.scopes.push(s);
      return this;
    }
  }
  return {
    GoogleAuthProvider,
    FacebookAuthProvider,
    OAuthProvider,
    getAuth: (app: unknown) => ({ app }),
    signInWithPopup: async (_auth: unknown, provider: unknown) => {
      calls.popups.push(provider);
      return calls.outcome ? calls.outcome() : { user: { getIdToken: async () => 'real-id-token' } };
    },
  };
});

import { createRealFirebaseSignIn } from './firebase-real';
import { toSignInError } from './sign-in-error';

const OPTIONS = {
  ApiKey: 'key',
  AuthDomain: 'demo.firebaseapp.com',
  DatabaseUrl: null,
  ProjectId: 'demo',
  StorageBucket: null,
  MessagingSenderId: '1',
  AppId: 'app',
  MeasurementId: null,
};

beforeEach(() => {
  calls.apps.length = 0;
  calls.init.length = 0;
  calls.popups.length = 0;
  calls.outcome = null;
});

describe('Firebase Auth (the real SDK, mocked)', () => {
  it('initialises the app once from the game options and configures each provider as documented', async () => {
    const firebase = createRealFirebaseSignIn(OPTIONS);
    expect(await firebase.signIn('google')).toBe('real-id-token');
    await firebase.signIn('apple');
    await firebase.signIn('facebook');
    expect(calls.init).toEqual([
      { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: 'app', messagingSenderId: '1' },
    ]);
    expect(calls.popups).toEqual([
      expect.objectContaining({ providerId: 'google.com', custom: { prompt: 'select_account' } }),
      expect.objectContaining({ providerId: 'apple.com', scopes: ['email', 'name'] }),
      expect.objectContaining({ providerId: 'facebook.com' }),
    ]);
  });

  it("rejects with Firebase's codes, which read as the dialog's messages", async () => {
    calls.outcome = () =>
      Promise.reject(
        Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' }),
      );
    const closed = await createRealFirebaseSignIn(OPTIONS)
      .signIn('google')
      .catch((e: unknown) => e);
    expect(toSignInError(closed).message).toBe('Popup was closed');
    calls.outcome = () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/unauthorized-domain' }));
    const refused = await createRealFirebaseSignIn(OPTIONS)
      .signIn('apple')
      .catch((e: unknown) => e);
    expect(toSignInError(refused).message).toBe('Failed to login. Try again');
  });
});
