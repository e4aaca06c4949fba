import { ErrorCode, type ErrorCodeValue } from './protocol/names.js';

export { ErrorCode };

/**
 * The one error class of the SDK: every rejected call and every failed `init()` rejects with it.
 *
 * @example
 * ```ts
 * try { await client.buyProduct({ sku: 'gems_100' }); }
 * catch (err) { if (err instanceof PlayportError && err.code === ErrorCode.UserCancelled) showShop(); }
 * ```
 */
export class PlayportError extends Error {
  override readonly name = 'PlayportError';

  constructor(
    /** What went wrong, one of {@link ErrorCode}. */
    readonly code: ErrorCodeValue,
    message: string,
    /** For InvalidParams: the dotted path of the first offending field. */
    readonly field?: string,
    /** Extra JSON details from the host, e.g. a purchase's problem details. */
    readonly details?: unknown,
    /** `cause`: the failure this one reports; it stays on this side of the channel. */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** True when `value` is one of the {@link ErrorCode} values. */
export const isErrorCode = (value: unknown): value is ErrorCodeValue =>
  typeof value == 'string' && Object.hasOwn(ErrorCode, value);

/** Turns anything thrown into a {@link PlayportError}; every `catch` in the SDK goes through here. */
export function toPlayportError(err: unknown): PlayportError {
  if (err instanceof PlayportError) return err;
  // penpal's CONNECTION_DESTROYED and TRANSMISSION_FAILED say the channel is gone. The SDK gives penpal
  // no timeouts (its own deadlines reject with Timeout), so penpal's *_TIMEOUT codes never come.
  const code = String((err as { code?: unknown } | null)?.code);
  const message = err instanceof Error ? err.message : typeof err == 'string' ? err : 'Unknown error';
  return new PlayportError(
    /^(CONNECTION_DESTROYED|TRANSMISSION_FAILED)$/.test(code) ? ErrorCode.NotConnected : ErrorCode.Unknown,
    message,
    undefined,
    undefined,
    { cause: err },
  );
}
