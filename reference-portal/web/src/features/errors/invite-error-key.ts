const MESSAGES = {
  FailedGameOfThisTypeAlreadyConnectedToYourAccount: 'errors.invite.alreadyConnected',
  FailedThisGameAccountAlreadyConnectedToAnotherAccount: 'errors.invite.otherAccount',
  FailedGameOfThisTypeNotConnectedToYourAccount: 'errors.invite.notConnected',
  FailedTimeout: 'errors.invite.timeout',
  FailedUnknownReason: 'errors.invite.unknown',
} as const;

/** The message of an `inviteErrorCode`; the generic one for anything else. */
export function inviteErrorKey(code: string | null): (typeof MESSAGES)[keyof typeof MESSAGES] | 'errors.generic' {
  return code && Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : 'errors.generic';
}
