/** Codes of the sign-in providers' failures. */
export const SignInErrorCode = Object.freeze({
  PopupClosed: 'PopupClosed',
  LoginFailed: 'LoginFailed',
  FirebaseNotInitialised: 'FirebaseNotInitialised',
  VkCodeVerifierMissing: 'VkCodeVerifierMissing',
  VkWidgetError: 'VkWidgetError',
  VkContainerNotFound: 'VkContainerNotFound',
  VkInitFailed: 'VkInitFailed',
} as const);

/** One of {@link SignInErrorCode}. */
export type SignInErrorCode = (typeof SignInErrorCode)[keyof typeof SignInErrorCode];

/** The message shown for each code: the spec's wording. */
export const SIGN_IN_MESSAGES: Readonly<Record<SignInErrorCode, string>> = Object.freeze({
  PopupClosed: 'Popup was closed',
  LoginFailed: 'Failed to login. Try again',
  FirebaseNotInitialised: 'Firebase не инициализирован: для этой игры не заданы настройки Firebase.',
  VkCodeVerifierMissing: 'VK Auth failed: codeVerifier is missing.',
  VkWidgetError: 'VK widget error.',
  VkContainerNotFound: 'VK container not found.',
  VkInitFailed: 'Unknown error during VK ID init.',
});

/**
 * A failed sign-in through Google, Apple, Facebook or VK ID; `message` is what the dialog shows.
 *
 * @example `throw new SignInError(SignInErrorCode.PopupClosed);`
 */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(
    readonly code: SignInErrorCode,
    message: string = SIGN_IN_MESSAGES[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Firebase's popup codes that mean the player closed or replaced the popup. */
const CLOSED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

/**
 * Turns anything a provider threw into a {@link SignInError}: a closed popup, or "Failed to login"
 * for every other failure (network, server refusal, blocked popup, a chunk that did not load).
 *
 * @example `catch (error) { setError(toSignInError(error).message); }`
 */
export function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (typeof code === 'string' && CLOSED.has(code))
    return new SignInError(SignInErrorCode.PopupClosed, undefined, { cause: error });
  return new SignInError(SignInErrorCode.LoginFailed, undefined, { cause: error });
}
