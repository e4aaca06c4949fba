import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@playport/sdk/protocol';

const SUPPORTED: ReadonlySet<string> = new Set(LANGUAGES);

// Regional variants the host has only one translation for: every Portuguese is served Brazilian.
const BY_PRIMARY: Readonly<Record<string, Language>> = { pt: 'pt-br', zh: 'zh' };

/**
 * A BCP 47 tag as one of the supported UI languages: lower-cased, `_` read as `-`, a supported full
 * tag kept (`pt-BR` → `pt-br`), otherwise its primary subtag (`de-AT` → `de`, `zh-CN` → `zh`,
 * `pt` → `pt-br`), and `en` for anything else.
 *
 * @example
 * ```ts
 * normalizeLanguage('pt-PT'); // 'pt-br'
 * ```
 */
export function normalizeLanguage(tag: string | null | undefined): Language {
  const lower = (tag ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (SUPPORTED.has(lower)) return lower as Language;
  const primary = lower.split('-')[0] ?? '';
  const mapped = Object.hasOwn(BY_PRIMARY, primary) ? BY_PRIMARY[primary] : undefined;
  if (mapped) return mapped;
  return SUPPORTED.has(primary) ? (primary as Language) : DEFAULT_LANGUAGE;
}
