import { useEffect, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { siteEvent } from '../../../shared/lib/site-event';
import { Dialog } from '../../../shared/ui/dialog';
import { usePersonalInfoForm } from '../../../shared/ui/use-personal-info-form';

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
  const form = usePersonalInfoForm({ email: initial, emailRequired });
  const finish = (autoConfirm: boolean) => {
    const values = form.submit();
    if (values) onDone({ ...values, autoConfirm });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish(false);
  };
  return (
    <Dialog title={t('modals.personalInfo.title')} onClose={() => onDone(null)} testId="personal-info-modal">
      <form onSubmit={submit} noValidate>
        {compact ? null : <p data-testid="personal-info-text">{t('modals.personalInfo.text')}</p>}
        {form.fields}
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
