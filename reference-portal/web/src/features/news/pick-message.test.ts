import { describe, expect, it } from 'vitest';
import { pickMessage } from './pick-message';

const msg = (Locale: string) => ({ Locale, Text: Locale });

describe('pickMessage', () => {
  it('takes the UI language, then its base language, then English, then the first', () => {
    expect(pickMessage([msg('de'), msg('pt-BR'), msg('en')], 'pt-br')?.Locale).toBe('pt-BR');
    expect(pickMessage([msg('de'), msg('PT'), msg('en')], 'pt-br')?.Locale).toBe('PT');
    expect(pickMessage([msg('de'), msg('en')], 'fr')?.Locale).toBe('en');
    expect(pickMessage([msg('de'), msg('ru')], 'fr')?.Locale).toBe('de');
    expect(pickMessage([], 'fr')).toBeUndefined();
  });

  it('falls back to English whatever the case of its locale', () => {
    expect(pickMessage([msg('de'), msg('EN')], 'fr')?.Locale).toBe('EN');
  });
});
