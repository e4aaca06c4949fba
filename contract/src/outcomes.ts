import { ErrorCode } from './errors.js';
import type { ErrorOutcome } from './operation.js';

/** Failures several areas answer with, written once. */

/** A `Game` (or `GameSystemName`) that names no game. */
export const UNKNOWN_GAME: ErrorOutcome = { status: 404, code: ErrorCode.UnknownGame, when: 'no such game' };

/** Data a platform signed (a sign-in or a purchase) whose signature does not verify with its secret. */
export const SIGNATURE_NOT_VERIFIED: ErrorOutcome = {
  status: 401,
  code: ErrorCode.InvalidSignature,
  when: "the platform's signed data does not verify with its secret",
};

/** A platform that is switched off on this server, or whose secret is not configured. */
export const PLATFORM_NOT_CONFIGURED: ErrorOutcome = {
  status: 501,
  code: ErrorCode.NotConfigured,
  when: 'the platform is switched off or its secret is not configured on this server',
};
