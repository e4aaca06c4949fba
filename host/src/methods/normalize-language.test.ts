import { LANGUAGES } from '@playport/sdk/protocol';
import { describe, expect, it, vi } from 'vitest';
import { createLanguageState } from './language-state.js';
import { normalizeLanguage } from './normalize-language.js';

describe('normalizeLanguage', () => {
  it.each([
    ['en', 'en'],
    ['DE', 'de'],
    ['de-AT', 'de'],
    ['fr_CA', 'fr'],
    ['pt', 'pt-br'],
    ['pt-BR', 'pt-br'],
    ['pt_br', 'pt-br'],
    ['pt-PT', 'pt-br'],
    ['zh-CN', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['uk-UA', 'uk'],
    ['ja', 'ja'],
    [' ru ', 'ru'],
    ['nl', 'en'],
    ['sv-SE', 'en'],
    ['', 'en'],
    ['constructor', 'en'],
    ['__proto__', 'en'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it('keeps every supported language as it is', () => {
    for (const language of LANGUAGES) expect(normalizeLanguage(language)).toBe(language);
  });
});

describe('createLanguageState', () => {
  it('starts normalised and tells listeners only about real changes', () => {
    const state = createLanguageState('de-DE');
    const listener = vi.fn();
    const stop = state.subscribe(listener);
    expect(state.current).toBe('de');
    expect(state.set('de-AT')).toBe('de');
    expect(listener).not.toHaveBeenCalled();
    expect(state.set('pt')).toBe('pt-br');
    expect(listener).toHaveBeenCalledWith('pt-br');
    stop();
    state.set('ru');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.current).toBe('ru');
  });
});
