import { describe, expect, it } from 'vitest';
import { FirebaseAuthFailure } from './firebase-sign-in';
import { SignInError, SignInErrorCode, toSignInError } from './sign-in-error';

describe('toSignInError', () => {
  it('maps a closed or replaced popup to "Popup was closed"', () => {
    for (const code of ['auth/popup-closed-by-user', 'auth/cancelled-popup-request']) {
      const error = toSignInError(new FirebaseAuthFailure(code));
      expect([error.code, error.message]).toEqual([SignInErrorCode.PopupClosed, 'Popup was closed']);
    }
  });

  it('maps anything else to "Failed to login. Try again" and keeps coded errors', () => {
    for (const thrown of [
      new FirebaseAuthFailure('auth/popup-blocked'),
      new TypeError('Failed to fetch'),
      'boom',
      null,
      { code: 42 },
    ]) {
      expect(toSignInError(thrown).message).toBe('Failed to login. Try again');
    }
    const own = new SignInError(SignInErrorCode.VkWidgetError);
    expect(toSignInError(own)).toBe(own);
    expect(new SignInError(SignInErrorCode.FirebaseNotInitialised).message).toMatch(/^Firebase не инициализирован/);
  });
});
