import type { Language } from '@playport/sdk/protocol';
import { LANGUAGES } from './languages';

/**
 * The supported language a detected language tag stands for: the tag itself when supported
 * (`pt-BR` → `pt-br`), else its primary language (`ja-JP` → `ja`, `de-AT` → `de`, `zh-Hant-TW` →
 * `zh`, `pt-PT` → `pt-br`, the one Portuguese), else null (`nl-NL`), so detection moves on to the
 * next source instead of settling on the page's `lang`.
 *
 * @example `matchLanguage('de-DE') // 'de'`
 */
export function matchLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const supported = (code: string) => ((LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null);
  const exact = supported(lower);
  if (exact) return exact;
  const primary = lower.split('-')[0]!;
  if (primary === 'pt') return 'pt-br';
  return supported(primary);
}
