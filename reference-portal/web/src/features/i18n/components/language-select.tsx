import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/languages';

/** The UI language picker. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = LANGUAGES.find((l) => l === i18n.resolvedLanguage) ?? 'en';
  return (
    <span className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select id={id} value={current} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
