/** The 14 UI languages of the spec; `en` is the fallback. */
export const LANGUAGES = ['en', 'de', 'es', 'fa', 'fr', 'it', 'ja', 'ko', 'pt-br', 'ru', 'tr', 'zh', 'uk', 'pl'] as const;

export type UiLanguage = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English', de: 'Deutsch', es: 'Español', fa: 'فارسی', fr: 'Français', it: 'Italiano', ja: '日本語',
  ko: '한국어', 'pt-br': 'Português (Brasil)', ru: 'Русский', tr: 'Türkçe', zh: '中文', uk: 'Українська', pl: 'Polski',
};

/** Right-to-left languages among them. */
export const RTL_LANGUAGES: readonly string[] = ['fa'];
