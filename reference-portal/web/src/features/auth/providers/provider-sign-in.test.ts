import { describe, expect, it, vi } from 'vitest';
import { FirebaseAuthFailure, type FirebaseSignIn } from './firebase-sign-in';
import { signInWithFirebase, signInWithVkId } from './provider-sign-in';
import { selectFirebaseSignIn } from './select-firebase-sign-in';

const firebaseGiving = (outcome: () => Promise<string>): FirebaseSignIn => ({ signIn: outcome });
const api = (over: Record<string, unknown> = {}) =>
  ({
    authenticateFromFirebase: vi.fn(async () => ({ Token: 'portal-token', AccountId: 'acc-1' })),
    authenticateToFxId: vi.fn(async () => ({
      Success: true,
      Data: { Token: 'vk-token', AccountId: 'acc-2' },
      Error: null,
    })),
    ...over,
  }) as never;

describe('signInWithFirebase', () => {
  it('sends the ID token with the game and marketing flag and returns the portal session', async () => {
    const auth = api();
    const session = await signInWithFirebase(
      firebaseGiving(async () => 'id-token'),
      'google',
      { api: auth, game: 'hello-game' },
    );
    expect(session).toEqual({ Token: 'portal-token', AccountId: 'acc-1' });
    expect(
      (auth as { authenticateFromFirebase: ReturnType<typeof vi.fn> }).authenticateFromFirebase,
    ).toHaveBeenCalledWith({ GameSystemName: 'hello-game', Token: 'id-token', MarketingEnabled: false });
  });

  it('says "Popup was closed" for a closed popup and "Failed to login. Try again" for a refusal', async () => {
    await expect(
      signInWithFirebase(
        firebaseGiving(() => Promise.reject(new FirebaseAuthFailure('auth/popup-closed-by-user'))),
        'apple',
        { api: api(), game: 'g' },
      ),
    ).rejects.toThrow(/^Popup was closed$/);
    const refused = api({
      authenticateFromFirebase: async () => Promise.reject(Object.assign(new Error('401'), { status: 401 })),
    });
    await expect(
      signInWithFirebase(
        firebaseGiving(async () => 'id'),
        'facebook',
        { api: refused, game: 'g' },
      ),
    ).rejects.toThrow(/^Failed to login\. Try again$/);
  });
});

describe('selectFirebaseSignIn', () => {
  it('refuses without Firebase options, in Russian', () => {
    expect(() => selectFirebaseSignIn({ Firebase: null }, { local: true, apiBase: '' })).toThrow(
      /Firebase не инициализирован/,
    );
  });
});

describe('signInWithVkId', () => {
  it('sends the code, verifier and device id as a VkId login', async () => {
    const auth = api();
    expect(
      await signInWithVkId({ code: 'c', deviceId: 'd', verifier: 'v'.repeat(43) }, { api: auth, game: 'g' }),
    ).toEqual({ Token: 'vk-token', AccountId: 'acc-2' });
    expect((auth as { authenticateToFxId: ReturnType<typeof vi.fn> }).authenticateToFxId).toHaveBeenCalledWith({
      AuthenticationType: 'VkId',
      Game: 'g',
      VkIdLogin: { Code: 'c', CodeVerifier: 'v'.repeat(43), DeviceId: 'd' },
    });
  });

  it('refuses a missing verifier, shows the server message, and maps failed calls', async () => {
    await expect(signInWithVkId({ code: 'c', deviceId: 'd', verifier: '' }, { api: api(), game: 'g' })).rejects.toThrow(
      'VK Auth failed: codeVerifier is missing.',
    );
    const refused = api({
      authenticateToFxId: async () => ({
        Success: false,
        Data: null,
        Error: { Message: 'This login belongs to another account' },
      }),
    });
    await expect(
      signInWithVkId({ code: 'c', deviceId: 'd', verifier: 'v' }, { api: refused, game: 'g' }),
    ).rejects.toThrow('This login belongs to another account');
    const down = api({ authenticateToFxId: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(signInWithVkId({ code: 'c', deviceId: 'd', verifier: 'v' }, { api: down, game: 'g' })).rejects.toThrow(
      'Failed to login. Try again',
    );
  });
});
