import type { Language } from '@playport/sdk/protocol';
import en from './locales/en.json';
import { RTL_LANGUAGES } from './languages';
import { matchLanguage } from './match-language';

/** A language's messages: nested objects of strings, as in `locales/*.json`. */
export type Catalog = { readonly [key: string]: string | Catalog };
/** Interpolation values of a message (`{{title}}`). */
export type TOptions = Readonly<Record<string, unknown>>;
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
/** The key of every English message (`play.loading`): a typo is a type error. */
export type MessageKey = Paths<typeof en>;
export type TFunction = (key: MessageKey, options?: TOptions) => string;

/** The portal's translations: the active language's messages, language changes and their events. */
export interface I18n {
  /** The active language, one of the 14. */
  readonly language: Language;
  /** The same as `language` (the name i18next gives it). */
  readonly resolvedLanguage: Language;
  /** True once the active language's messages are loaded (English is built in). */
  readonly ready: boolean;
  /** The message of `key` in the active language, else English, else the key itself. */
  readonly t: TFunction;
  /** Loads the language's messages, then makes it the active language; a tag maps as detection maps it, anything else is `en`. */
  changeLanguage(tag: string): Promise<void>;
  /** `languageChanged`: the active language changed. `loaded`: messages arrived (the page re-renders). */
  on(event: 'languageChanged' | 'loaded', listener: (language: Language) => void): void;
  off(event: 'languageChanged' | 'loaded', listener: (language: Language) => void): void;
}

/** Where the detected language is remembered (i18next's names, kept so a returning visitor keeps it). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_QUERY = 'lng';

type Load = () => Promise<{ default: Catalog }>;
const bundled = import.meta.glob<{ default: Catalog }>(['./locales/*.json', '!./locales/en.json']);
const catalogLoaders: Readonly<Record<string, Load>> = Object.fromEntries(
  Object.entries(bundled).map(([path, load]) => [/\/([^/]+)\.json$/.exec(path)![1]!, load]),
);

const read = (get: () => string | null | undefined): string | null => {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
};

/**
 * The candidate tags in the spec's detection order: query string `lng`, cookie `i18next`, local
 * storage, session storage, the browser's languages, the page's `lang`.
 */
export function detectionCandidates(win: Window): string[] {
  const cookie = read(() => /(?:^|;\s*)i18next=([^;]*)/.exec(win.document.cookie)?.[1]);
  return [
    // The hash router's query string comes after the `#`.
    read(() => {
      const { search, hash } = win.location;
      return new URLSearchParams(search || (hash.includes('?') ? hash.slice(hash.indexOf('?')) : '')).get(
        LANGUAGE_QUERY,
      );
    }),
    cookie === null ? null : decodeURIComponent(cookie),
    read(() => win.localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    read(() => win.sessionStorage.getItem(LANGUAGE_STORAGE_KEY)),
    ...(read(() => win.navigator.languages?.join(',')) ?? '').split(','),
    read(() => win.navigator.language),
    read(() => win.document.documentElement.getAttribute('lang')),
  ].filter((tag): tag is string => !!tag);
}

/**
 * The language of the first candidate that maps to a supported one (`ja-JP` → `ja`); a source with
 * no supported language is passed over; `en` when none has one.
 */
export function detectLanguage(candidates: readonly string[]): Language {
  for (const tag of candidates) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (message: string, options: TOptions | undefined) =>
  options
    ? message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
        name in options ? String(options[name]) : whole,
      )
    : message;

/**
 * Sets up the portal's translations without waiting for anything: English is built in; the detected
 * language (see {@link detectLanguage}) is active at once and its messages, the only catalog loaded,
 * arrive in the background (until then its texts are English). Other languages load when chosen.
 * The active language is remembered in local storage and set as the page's `lang` and `dir`.
 */
export function createI18n(win: Window = window, loaders: Readonly<Record<string, Load>> = catalogLoaders): I18n {
  const catalogs = new Map<string, Catalog>([['en', en]]);
  const listeners = {
    languageChanged: new Set<(language: Language) => void>(),
    loaded: new Set<(language: Language) => void>(),
  };
  const emit = (event: keyof typeof listeners, language: Language) => {
    for (const listener of [...listeners[event]]) listener(language);
  };
  const load = async (language: Language): Promise<void> => {
    if (catalogs.has(language)) return;
    const loader = loaders[language];
    if (!loader) return;
    catalogs.set(language, (await loader()).default);
  };
  const apply = (language: Language) => {
    current = language;
    win.document.documentElement.lang = language;
    win.document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
    read(() => void win.localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  };
  const translate: TFunction = (key, options) =>
    interpolate(lookup(catalogs.get(current), key) ?? lookup(catalogs.get('en'), key) ?? key, options);

  let current: Language = 'en';
  let requested: Language = 'en';
  const i18n: I18n = {
    get language() {
      return current;
    },
    get resolvedLanguage() {
      return current;
    },
    get ready() {
      return catalogs.has(current);
    },
    t: translate,
    async changeLanguage(tag) {
      const language = matchLanguage(tag) ?? 'en';
      requested = language;
      await load(language).catch((error: unknown) =>
        console.warn(`[Playport] the ${language} messages did not load`, error),
      );
      // A later call wins over one whose messages arrive after it.
      if (requested !== language || current === language) return;
      apply(language);
      emit('languageChanged', language);
    },
    on: (event, listener) => void listeners[event].add(listener),
    off: (event, listener) => void listeners[event].delete(listener),
  };

  const detected = detectLanguage(detectionCandidates(win));
  requested = detected;
  apply(detected);
  if (!catalogs.has(detected)) {
    load(detected).then(
      () => emit('loaded', detected),
      (error: unknown) => console.warn(`[Playport] the ${detected} messages did not load`, error),
    );
  }
  return i18n;
}
