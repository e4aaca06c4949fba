import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameConnectionMessageKey } from './game-connection-message';

const en = JSON.parse(readFileSync(new URL('../i18n/locales/en.json', import.meta.url), 'utf8')) as Record<string, Record<string, Record<string, string>>>;
const text = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('gameConnectionMessageKey', () => {
  it('gives each result its own message', () => {
    const results = ['Created', 'Success', 'FailedGameOfThisTypeAlreadyConnectedToYourAccount', 'FailedThisGameAccountAlreadyConnectedToAnotherAccount', 'FailedGameOfThisTypeNotConnectedToYourAccount', 'FailedTimeout', 'FailedUnknownReason'];
    const messages = results.map((r) => text(gameConnectionMessageKey(r)));
    expect(new Set(messages).size).toBe(results.length);
    expect(text(gameConnectionMessageKey('FailedThisGameAccountAlreadyConnectedToAnotherAccount'))).toBe('This game account is already linked to another account.');
    expect(text(gameConnectionMessageKey('FailedTimeout'))).toMatch(/expired/);
  });

  it('reads an unknown or missing result as the unknown reason', () => {
    for (const r of ['toString', 'Nope', null, undefined]) expect(gameConnectionMessageKey(r)).toBe('errors.invite.unknown');
  });
});
