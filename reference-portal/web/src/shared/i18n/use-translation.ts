import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './create-i18n';

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree below it the portal's translations. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/**
 * The active language's `t` and the translations object. The component renders again when the
 * language changes and when its messages arrive; `t` is a new function each time, so effects and
 * memos that use it follow the language.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      i18n.on('loaded', changed);
      return () => {
        i18n.off('languageChanged', changed);
        i18n.off('loaded', changed);
      };
    },
    [i18n],
  );
  const state = useSyncExternalStore(subscribe, () => `${i18n.language}:${i18n.ready}`);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useCallback<TFunction>((key, options) => i18n.t(key, options), [i18n, state]);
  return { t, i18n };
}
