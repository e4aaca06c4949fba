import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { siteEvent } from '../../../shared/lib/site-event';
import { Dialog } from '../../../shared/ui/dialog';
import { validatePersonalInfo } from '../validate-personal-info';

export interface PersonalInfoResult {
  email: string;
  phone: string;
  autoConfirm: boolean;
}

/**
 * Confirm purchase with personal info: e-mail, phone, and auto-confirm; errors per field. The compact
 * layout (the adapter's PersonalInformationForm.Compact) leaves out the explanatory text.
 */
export function PersonalInfoModal({
  email: initial,
  emailRequired,
  compact = false,
  onDone,
}: {
  email: string;
  emailRequired: boolean;
  compact?: boolean | undefined;
  onDone: (result: PersonalInfoResult | null) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => siteEvent('site_confirm_purchase_with_personal_info_opened'), []);
  const [values, setValues] = useState({ email: initial, phone: '' });
  const [shown, setShown] = useState(false);
  const errors = validatePersonalInfo(values, emailRequired);
  const ids = { email: useId(), phone: useId() };
  const finish = (autoConfirm: boolean) => {
    setShown(true);
    if (Object.keys(errors).length) return;
    onDone({ email: values.email.trim(), phone: values.phone.trim(), autoConfirm });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish(false);
  };
  return (
    <Dialog title={t('modals.personalInfo.title')} onClose={() => onDone(null)} testId="personal-info-modal">
      <form onSubmit={submit} noValidate>
        {compact ? null : <p data-testid="personal-info-text">{t('modals.personalInfo.text')}</p>}
        <label htmlFor={ids.email}>{t('auth.email')}</label>
        <input
          id={ids.email}
          className="field"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={shown && !!errors.email}
          aria-describedby={`${ids.email}-error`}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <p id={`${ids.email}-error`} className="error">
          {shown && errors.email ? t(errors.email) : ''}
        </p>
        <label htmlFor={ids.phone}>{t('modals.personalInfo.phone')}</label>
        <input
          id={ids.phone}
          className="field"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          aria-invalid={shown && !!errors.phone}
          aria-describedby={`${ids.phone}-error`}
          onChange={(e) => setValues({ ...values, phone: e.target.value })}
        />
        <p id={`${ids.phone}-error`} className="error">
          {shown && errors.phone ? t(errors.phone) : ''}
        </p>
        <div className="actions">
          <button type="button" className="button secondary" onClick={() => finish(true)}>
            {t('modals.personalInfo.autoConfirm')}
          </button>
          <button type="submit" className="button">
            {t('modals.personalInfo.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
