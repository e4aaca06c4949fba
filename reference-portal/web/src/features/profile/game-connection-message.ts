import type { GameConnectionResult } from '@playport/host/api';

export type { GameConnectionResult };

const KEYS = {
  Created: 'errors.invite.created',
  Success: 'errors.invite.success',
  FailedGameOfThisTypeAlreadyConnectedToYourAccount: 'errors.invite.alreadyConnected',
  FailedThisGameAccountAlreadyConnectedToAnotherAccount: 'errors.invite.otherAccount',
  FailedGameOfThisTypeNotConnectedToYourAccount: 'errors.invite.notConnected',
  // The spec names no message of their own for these two: the generic one.
  FailedTimeout: 'errors.generic',
  FailedUnknownReason: 'errors.generic',
} as const satisfies Record<GameConnectionResult, string>;

/** Whether a value is one of the game-connection results. */
export function isGameConnectionResult(value: string | null | undefined): value is GameConnectionResult {
  return !!value && Object.hasOwn(KEYS, value);
}

/**
 * The message key of a game-connection result; a timeout, the unknown reason and anything unknown
 * read as the generic message.
 *
 * @example `t(gameConnectionMessageKey(reply.Status))`
 */
export function gameConnectionMessageKey(result: string | null | undefined): (typeof KEYS)[GameConnectionResult] {
  return isGameConnectionResult(result) ? KEYS[result] : KEYS.FailedUnknownReason;
}
