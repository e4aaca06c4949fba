import type { Language } from '@playport/sdk/protocol';

/** The 14 UI languages of the spec (the protocol's list); `en` is the fallback. */
export { LANGUAGES } from '@playport/sdk/protocol';

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fa: 'فارسی',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  'pt-br': 'Português (Brasil)',
  ru: 'Русский',
  tr: 'Türkçe',
  zh: '中文',
  uk: 'Українська',
  pl: 'Polski',
};

/** Right-to-left languages among them. */
export const RTL_LANGUAGES: readonly string[] = ['fa'];
