import { describe, expect, it } from 'vitest';
import { matchLanguage } from './match-language';

describe('matchLanguage', () => {
  it('maps region tags to the supported language', () => {
    const tags = [
      'ja-JP',
      'de-DE',
      'pt-BR',
      'pt-PT',
      'pt',
      'zh-CN',
      'zh-Hant-TW',
      'en-GB',
      'fa-IR',
      'uk-UA',
      'ko_KR',
      'es-419',
      'fr-CA',
      'it-CH',
      'pl-PL',
      'ru-RU',
      'tr-TR',
    ];
    expect(Object.fromEntries(tags.map((tag) => [tag, matchLanguage(tag)]))).toEqual({
      'ja-JP': 'ja',
      'de-DE': 'de',
      'pt-BR': 'pt-br',
      'pt-PT': 'pt-br',
      pt: 'pt-br',
      'zh-CN': 'zh',
      'zh-Hant-TW': 'zh',
      'en-GB': 'en',
      'fa-IR': 'fa',
      'uk-UA': 'uk',
      ko_KR: 'ko',
      'es-419': 'es',
      'fr-CA': 'fr',
      'it-CH': 'it',
      'pl-PL': 'pl',
      'ru-RU': 'ru',
      'tr-TR': 'tr',
    });
  });

  it('keeps supported codes and answers null for the rest', () => {
    expect(matchLanguage('de')).toBe('de');
    expect(matchLanguage('pt-br')).toBe('pt-br');
    for (const tag of ['nl-NL', 'sv', '', 'x-klingon', 'english']) expect(matchLanguage(tag), tag).toBeNull();
  });
});
