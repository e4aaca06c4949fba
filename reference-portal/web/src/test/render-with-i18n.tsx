import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n } from '../shared/i18n/create-i18n';
import { I18nProvider } from '../shared/i18n/use-translation';

/** Renders a component with the English catalog, as the portal does. */
export function renderWithI18n(ui: ReactElement) {
  const i18n = createI18n(window, {});
  void i18n.changeLanguage('en');
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
