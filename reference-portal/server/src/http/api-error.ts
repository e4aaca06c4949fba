import { ErrorCode, type ErrorCodeValue } from '@playport/api-contract';

/** The error codes live in the API contract, beside the operations that answer them. */
export { ErrorCode, type ErrorCodeValue };

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
    /** `cause`: the failure behind this answer, for the log; never in the body. */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The auth error body fields the spec uses for sign-in calls. */
export function authErrorFields(l10nKey: string, message: string, accountId: string | null = null) {
  return {
    ErrorCode: l10nKey,
    GenericMessage: message,
    L10NKey: `auth.${l10nKey}`,
    L10NParam: null,
    AccountId: accountId,
  };
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
