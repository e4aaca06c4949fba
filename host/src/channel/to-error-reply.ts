import { ErrorCode, type ErrorCodeValue, type WireError } from '@playport/sdk/protocol';
import { toHostError, toWireCode } from '../errors.js';
import { measureJson } from './measure-json.js';

/** Largest `details` passed on to a game; bigger details are dropped, the code and message stay. */
export const MAX_DETAILS_BYTES = 16 * 1024;

/** A reply that carries only an error. */
export type ErrorReply = { error: WireError };

/** Builds an error reply from a code and a message. */
export function errorReply(code: ErrorCodeValue, message: string, field?: string): ErrorReply {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

/**
 * Turns anything a handler threw into the error half of a reply: a `HostError` keeps its code (mapped to
 * a wire code) and its JSON details; anything else becomes `Unknown`. Never includes a stack.
 *
 * @example
 * ```ts
 * try { return { result: await handler(params) }; } catch (err) { return toErrorReply(err); }
 * ```
 */
export function toErrorReply(thrown: unknown): ErrorReply {
  try {
    const err = toHostError(thrown);
    const message = typeof err.message === 'string' && err.message ? err.message : 'Unknown error';
    const error: WireError = { code: toWireCode(err.code), message };
    if (err.details !== undefined) {
      const size = measureJson(err.details, MAX_DETAILS_BYTES);
      if (size.ok && size.bytes <= MAX_DETAILS_BYTES) error.details = err.details;
    }
    return { error };
  } catch {
    // A thrown object whose message or details getter throws must still end in a reply.
    return errorReply(ErrorCode.Unknown, 'Unknown error');
  }
}
