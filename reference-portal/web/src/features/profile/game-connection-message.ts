import type { GameConnectionResult } from '@playport/host';

export type { GameConnectionResult };

const KEYS = {
  Created: 'errors.invite.created',
  Success: 'errors.invite.success',
  FailedGameOfThisTypeAlreadyConnectedToYourAccount: 'errors.invite.alreadyConnected',
  FailedThisGameAccountAlreadyConnectedToAnotherAccount: 'errors.invite.otherAccount',
  FailedGameOfThisTypeNotConnectedToYourAccount: 'errors.invite.notConnected',
  FailedTimeout: 'errors.invite.timeout',
  FailedUnknownReason: 'errors.invite.unknown',
} as const satisfies Record<GameConnectionResult, string>;

/** Whether a value is one of the game-connection results. */
export function isGameConnectionResult(value: string | null | undefined): value is GameConnectionResult {
  return !!value && Object.hasOwn(KEYS, value);
}

/**
 * The message key of a game-connection result; anything unknown reads as the unknown reason.
 *
 * @example `t(gameConnectionMessageKey(reply.Status))`
 */
export function gameConnectionMessageKey(result: string | null | undefined): (typeof KEYS)[GameConnectionResult] {
  return isGameConnectionResult(result) ? KEYS[result] : KEYS.FailedUnknownReason;
}
