import { describe, expect, it } from 'vitest';
import { inviteErrorKey } from './invite-error-key';
import { prettyBody } from './pretty-body';

describe('the error page', () => {
  it('maps each invite error code the spec names to its message, and the timeout, the unknown reason and anything else to the generic one', () => {
    expect(inviteErrorKey('FailedGameOfThisTypeAlreadyConnectedToYourAccount')).toBe('errors.invite.alreadyConnected');
    expect(inviteErrorKey('FailedThisGameAccountAlreadyConnectedToAnotherAccount')).toBe('errors.invite.otherAccount');
    expect(inviteErrorKey('FailedGameOfThisTypeNotConnectedToYourAccount')).toBe('errors.invite.notConnected');
    expect(inviteErrorKey('FailedTimeout')).toBe('errors.generic');
    expect(inviteErrorKey('FailedUnknownReason')).toBe('errors.generic');
    expect(inviteErrorKey('toString')).toBe('errors.generic');
    expect(inviteErrorKey(null)).toBe('errors.generic');
  });
  it('reads the results that are not failures (Created, Success) as the generic message', () => {
    expect(inviteErrorKey('Created')).toBe('errors.generic');
    expect(inviteErrorKey('Success')).toBe('errors.generic');
  });
  it('pretty-prints JSON bodies and leaves text as it is', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('Bad Gateway')).toBe('Bad Gateway');
  });
});
