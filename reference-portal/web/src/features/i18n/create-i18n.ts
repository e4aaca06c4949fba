import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { LANGUAGES, RTL_LANGUAGES } from './languages';
import { matchLanguage } from './match-language';

const catalogs = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', '!./locales/en.json']);

/**
 * The spec's detection order; the detected language is cached in local storage. Each source's tag
 * is mapped to a supported language (`ja-JP` → `ja`), so a region tag of an earlier source wins over
 * the page's `lang` at the end of the order.
 */
export const DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  caches: ['localStorage'],
  convertDetectedLanguage: (tag: string) => matchLanguage(tag) ?? tag,
};

/**
 * Sets up i18next: English bundled, every other catalog loaded on demand, detection in the spec's
 * order with region tags mapped to the supported languages, `en` for anything unsupported.
 */
export async function createI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(LanguageDetector).use(initReactI18next).use({
    type: 'backend',
    init() {},
    read(language: string, _ns: string, done: (err: unknown, data?: Record<string, unknown>) => void) {
      if (language === 'en') return done(null, en);
      const load = catalogs[`./locales/${language}.json`];
      if (!load) return done(null, {});
      load().then((m) => done(null, m.default), (err: unknown) => done(err));
    },
  });
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  });
  await instance.init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    lowerCaseLng: true,
    load: 'currentOnly',
    partialBundledLanguages: true,
    resources: { en: { translation: en } },
    detection: DETECTION,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (_lngs, _ns, key) => {
      if (import.meta.env.DEV) throw new Error(`Missing translation key: ${key}`);
    },
  });
  return instance;
}
