// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, detectLanguage, detectionCandidates, LANGUAGE_STORAGE_KEY } from './create-i18n';

const de = { default: { play: { loading: 'Lade {{title}}…' }, common: { loading: 'Laden…' } } };

/** A catalog load the test releases. */
function held<T>(value: T) {
  let release!: () => void;
  const promise = new Promise<T>((resolve) => (release = () => resolve(value)));
  return { load: vi.fn(() => promise), release: () => release() };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  history.replaceState(null, '', '/');
  document.documentElement.lang = '';
});

describe('language detection', () => {
  it("takes the first source with a supported language, in the spec's order, mapping region tags", () => {
    expect(detectLanguage(['nl-NL', 'ja-JP', 'de'])).toBe('ja');
    expect(detectLanguage(['pt-PT'])).toBe('pt-br');
    expect(detectLanguage(['nl', 'xx'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });

  it('reads the query string, cookie, local and session storage, the browser, then the page lang', () => {
    history.replaceState(null, '', '/play/x?lng=fa');
    document.cookie = 'i18next=de-AT';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'uk');
    document.documentElement.lang = 'tr';
    const candidates = detectionCandidates(window);
    expect(candidates.slice(0, 4)).toEqual(['fa', 'de-AT', 'ko', 'uk']);
    expect(candidates.at(-1)).toBe('tr');
    expect(candidates).toContain(navigator.language);
  });

  it("reads the hash router's query string", () => {
    history.replaceState(null, '', '/#/play/x?lng=ru');
    expect(detectionCandidates(window)[0]).toBe('ru');
  });
});

describe('createI18n', () => {
  it('never waits: the detected language is active at once, its texts English until its messages arrive', async () => {
    history.replaceState(null, '', '/?lng=de-DE');
    const catalog = held(de);
    const i18n = createI18n(window, { de: catalog.load });
    const loaded = vi.fn();
    i18n.on('loaded', loaded);
    expect(i18n.language).toBe('de');
    expect(i18n.ready).toBe(false);
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(i18n.t('play.loading', { title: 'Hello' })).toBe('Loading Hello…');
    catalog.release();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith('de'));
    expect(i18n.ready).toBe(true);
    expect(i18n.t('play.loading', { title: 'Hello' })).toBe('Lade Hello…');
    // A key missing in the language falls back to English, an unknown key to itself.
    expect(i18n.t('common.skip')).toBe('Skip to content');
    expect(i18n.t('no.such.key' as never)).toBe('no.such.key');
    expect(catalog.load).toHaveBeenCalledOnce();
  });

  it('loads only the active language; English needs nothing', () => {
    const fa = vi.fn(async () => de);
    const i18n = createI18n(window, { de: vi.fn(async () => de), fa });
    expect(i18n.language).toBe('en');
    expect(i18n.ready).toBe(true);
    expect(fa).not.toHaveBeenCalled();
  });

  it('changeLanguage loads the messages first, then switches, sets lang and dir, remembers it and tells listeners', async () => {
    const fa = held({ default: { common: { loading: 'در حال بارگذاری…' } } });
    const i18n = createI18n(window, { fa: fa.load });
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    const switching = i18n.changeLanguage('fa-IR');
    expect(i18n.language).toBe('en');
    fa.release();
    await switching;
    expect(i18n.language).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fa');
    expect(changed.mock.calls).toEqual([['fa']]);
    await i18n.changeLanguage('xx');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('fa');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a later choice wins over an earlier one whose messages arrive after it', async () => {
    const ru = held({ default: {} });
    const i18n = createI18n(window, { ru: ru.load, ja: async () => ({ default: {} }) });
    const first = i18n.changeLanguage('ru');
    await i18n.changeLanguage('ja');
    ru.release();
    await first;
    expect(i18n.language).toBe('ja');
  });
});
