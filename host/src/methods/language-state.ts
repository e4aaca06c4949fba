import type { Language } from '@playport/sdk/protocol';
import { normalizeLanguage } from './normalize-language.js';

/** The host's current UI language and who wants to hear about changes. */
export interface LanguageState {
  readonly current: Language;
  /** Normalises and stores `tag`; listeners hear only real changes. Returns the stored language. */
  set(tag: string): Language;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (language: Language) => void): () => void;
}

/**
 * A small observable holding the current language, shared by every game on the page.
 *
 * @example
 * ```ts
 * const language = createLanguageState('de-AT'); language.current; // 'de'
 * ```
 */
export function createLanguageState(initial: string | null | undefined): LanguageState {
  let current = normalizeLanguage(initial);
  const listeners = new Set<(language: Language) => void>();
  return {
    get current() {
      return current;
    },
    set(tag) {
      const next = normalizeLanguage(tag);
      if (next !== current) {
        current = next;
        for (const listener of [...listeners]) listener(next);
      }
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
