/** Machine-readable error codes carried in `Code` (and `type`) of every error body. */
export const ErrorCode = Object.freeze({
  BadRequest: 'BadRequest',
  MalformedJson: 'MalformedJson',
  ValidationFailed: 'ValidationFailed',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  GameTokenScope: 'GameTokenScope',
  NotFound: 'NotFound',
  PayloadTooLarge: 'PayloadTooLarge',
  RateLimited: 'RateLimited',
  InvalidToken: 'InvalidToken',
  InvalidSignature: 'InvalidSignature',
  RobotCheckFailed: 'RobotCheckFailed',
  RedirectNotAllowed: 'RedirectNotAllowed',
  InvalidTransition: 'InvalidTransition',
  Conflict: 'Conflict',
  /** A friend invite past its expiry (410). */
  InviteExpired: 'InviteExpired',
  /** A friend invite another player already accepted (410). */
  InviteUsed: 'InviteUsed',
  /** A player opened their own friend invite (409). */
  OwnInvite: 'OwnInvite',
  /** The two players are friends already (409). */
  AlreadyFriends: 'AlreadyFriends',
  UnknownGame: 'UnknownGame',
  UnknownProduct: 'UnknownProduct',
  PurchaseMismatch: 'PurchaseMismatch',
  InvalidPushSubscription: 'InvalidPushSubscription',
  NotConfigured: 'NotConfigured',
  /** A platform's API this server depends on failed or refused (502). */
  PlatformUnavailable: 'PlatformUnavailable',
  /** The database is unreachable, restarting or too slow to answer (503, with Retry-After). */
  DatabaseUnavailable: 'DatabaseUnavailable',
  Internal: 'Internal',
} as const);

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The one error class of the server. Routes throw it; the error handler turns it into a
 * problem-details body that also carries the spec's standard fields (Code, Message, RequestId).
 *
 * @example
 * ```ts
 * throw new ApiError(404, ErrorCode.UnknownGame, 'Unknown game hello');
 * ```
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string,
    /** Extra body fields, e.g. the auth error body or a call's `Success: false`. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The auth error body fields the spec uses for sign-in calls. */
export function authErrorFields(l10nKey: string, message: string, accountId: string | null = null) {
  return { ErrorCode: l10nKey, GenericMessage: message, L10NKey: `auth.${l10nKey}`, L10NParam: null, AccountId: accountId };
}

/** 401 with the auth error body: a sign-in token or code that is invalid, used or expired. */
export const authFailure = (message: string, key: string) =>
  new ApiError(401, ErrorCode.InvalidToken, message, authErrorFields(key, message));

/** 403 with the auth error body: a game token (audience one game) never opens a portal session. */
export const gameTokenNotASignIn = () => {
  const message = 'A game token cannot open a portal session';
  return new ApiError(403, ErrorCode.GameTokenScope, message, authErrorFields('GameTokenNotASignIn', message));
};

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, ErrorCode.BadRequest, message, extra);
export const notFound = (message: string) => new ApiError(404, ErrorCode.NotFound, message);
export const unauthorized = (message = 'A valid bearer token is required') =>
  new ApiError(401, ErrorCode.Unauthorized, message, {}, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message: string) => new ApiError(403, ErrorCode.Forbidden, message);
