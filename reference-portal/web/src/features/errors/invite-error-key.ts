import { gameConnectionMessageKey, isGameConnectionResult } from '../profile';

/** The message of an `inviteErrorCode` (a failed game-connection result); the generic one for anything else. */
export function inviteErrorKey(code: string | null): ReturnType<typeof gameConnectionMessageKey> | 'errors.generic' {
  return isGameConnectionResult(code) && code.startsWith('Failed') ? gameConnectionMessageKey(code) : 'errors.generic';
}
