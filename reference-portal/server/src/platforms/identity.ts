import { ApiError, ErrorCode, authErrorFields } from '../http/api-error';

/** Who a platform says the player is, after its signature checked out. */
export interface PlatformIdentity {
  readonly type: string;
  readonly id: string;
  readonly name?: string | undefined;
  readonly locale?: string | undefined;
  readonly guest?: boolean | undefined;
}

/** The one failure of every verifier: a 401 with the auth error body. */
export function invalidSignature(platform: string, why = 'signature mismatch'): ApiError {
  return new ApiError(
    401,
    ErrorCode.InvalidSignature,
    `${platform} sign-in data could not be verified: ${why}`,
    authErrorFields('InvalidSignature', `${platform} sign-in data could not be verified`),
  );
}
