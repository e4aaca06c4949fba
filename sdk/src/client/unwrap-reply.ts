import { ErrorCode } from '../protocol/names.js';
import type { WireError } from '../protocol/wire.js';
import { isErrorCode, PlayportError } from '../errors.js';

/** Turns the host's `{ result }` / `{ error }` reply into a value or a thrown {@link PlayportError}. */
export function unwrapReply(method: string, reply: unknown): unknown {
  if (reply && typeof reply == 'object') {
    if ('error' in reply) {
      const { code, message, field, details } = (reply.error ?? {}) as Partial<WireError>;
      throw new PlayportError(
        isErrorCode(code) ? code : ErrorCode.Unknown,
        typeof message == 'string' ? message : 'Unknown error',
        typeof field == 'string' ? field : undefined,
        details,
      );
    }
    if ('result' in reply) return reply.result;
  }
  throw new PlayportError(ErrorCode.Unknown, `Malformed reply to ${method}`);
}
