import { ErrorCode, type ErrorCodeValue } from '@playport/sdk/protocol';

/** Codes of host-side failures that never cross the channel as-is (API and UI failures). */
export const HostErrorCode = Object.freeze({
  ...ErrorCode,
  /** A required parameter of an API call was missing (raised before any request). */
  RequiredParameter: 'RequiredParameter',
  /** The API answered outside 200-299, or the request failed. */
  ApiError: 'ApiError',
  /** A script or platform SDK failed to load or initialise. */
  ScriptFailed: 'ScriptFailed',
} as const);

/** One of the {@link HostErrorCode} values. */
export type HostErrorCodeValue = (typeof HostErrorCode)[keyof typeof HostErrorCode];

/**
 * The one error class of the host runtime. `details` carries JSON details (problem details, a
 * purchase's error body) that may be passed on to the game.
 *
 * @example
 * ```ts
 * throw new HostError(HostErrorCode.NotSupported, 'Ads are not available on this platform');
 * ```
 */
export class HostError extends Error {
  override readonly name = 'HostError';
  constructor(
    readonly code: HostErrorCodeValue,
    message: string,
    readonly details?: unknown,
    /** `cause`: the failure this one reports; never sent to the game. */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Maps a host error code to the code the game sees. */
export function toWireCode(code: HostErrorCodeValue): ErrorCodeValue {
  return code in ErrorCode ? (code as ErrorCodeValue) : ErrorCode.Unknown;
}

/** Turns anything thrown into a HostError; every `catch` in the host goes through here. */
export function toHostError(err: unknown): HostError {
  if (err instanceof HostError) return err;
  if (err instanceof Error) return new HostError(HostErrorCode.Unknown, err.message, undefined, { cause: err });
  return new HostError(HostErrorCode.Unknown, typeof err === 'string' ? err : 'Unknown error', undefined, {
    cause: err,
  });
}
