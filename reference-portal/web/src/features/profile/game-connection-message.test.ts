import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameConnectionMessageKey } from './game-connection-message';

const en = JSON.parse(readFileSync(new URL('../../shared/i18n/locales/en.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<string, Record<string, string>>
>;
const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('gameConnectionMessageKey', () => {
  it('gives each result the spec names its own message, and the timeout and the unknown reason the generic one', () => {
    const messages = Object.fromEntries(
      [
        'Created',
        'Success',
        'FailedGameOfThisTypeAlreadyConnectedToYourAccount',
        'FailedThisGameAccountAlreadyConnectedToAnotherAccount',
        'FailedGameOfThisTypeNotConnectedToYourAccount',
        'FailedTimeout',
        'FailedUnknownReason',
      ].map((r) => [r, text(gameConnectionMessageKey(r))]),
    );
    expect(messages).toEqual({
      Created: 'The connection request is waiting for an answer.',
      Success: 'The game account is connected to your account.',
      FailedGameOfThisTypeAlreadyConnectedToYourAccount: 'A game of this type is already linked to your account.',
      FailedThisGameAccountAlreadyConnectedToAnotherAccount: 'This game account is already linked to another account.',
      FailedGameOfThisTypeNotConnectedToYourAccount: 'This game is not connected to your account.',
      FailedTimeout: 'An error has occurred',
      FailedUnknownReason: 'An error has occurred',
    });
  });

  it('reads an unknown or missing result as the generic message', () => {
    for (const r of ['toString', 'Nope', null, undefined]) expect(gameConnectionMessageKey(r)).toBe('errors.generic');
  });
});
