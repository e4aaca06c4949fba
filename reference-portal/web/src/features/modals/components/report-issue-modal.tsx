/** @jsxImportSource react */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog';
import { validateReportIssue, type ReportIssueValues } from '../validate-report-issue';

/** Message and e-mail; submitting hands the values back and sends nothing (the spec's placeholder). */
export function ReportIssueModal({ onDone }: { onDone: (values: ReportIssueValues | null) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ReportIssueValues>({ message: '', email: '' });
  const [dirty, setDirty] = useState({ message: false, email: false });
  const [submitting, setSubmitting] = useState(false);
  const errors = validateReportIssue(values);
  const hasErrors = Object.keys(errors).length > 0;
  const ids = { message: useId(), email: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors) return;
    setSubmitting(true);
    onDone({ message: values.message.trim(), email: values.email.trim() });
  };
  return (
    <Dialog title={t('modals.report.title')} onClose={() => onDone(null)} testId="report-modal">
      <form onSubmit={submit} noValidate>
        <label htmlFor={ids.message}>{t('modals.report.message')}</label>
        <textarea id={ids.message} className="field" rows={4} value={values.message} aria-invalid={dirty.message && !!errors.message} aria-describedby={`${ids.message}-error`} onChange={(e) => { setValues({ ...values, message: e.target.value }); setDirty({ ...dirty, message: true }); }} />
        <p id={`${ids.message}-error`} className="error">{dirty.message && errors.message ? t(errors.message) : ''}</p>
        <label htmlFor={ids.email}>{t('auth.email')}</label>
        <input id={ids.email} className="field" type="email" autoComplete="email" value={values.email} aria-invalid={dirty.email && !!errors.email} aria-describedby={`${ids.email}-error`} onChange={(e) => { setValues({ ...values, email: e.target.value }); setDirty({ ...dirty, email: true }); }} />
        <p id={`${ids.email}-error`} className="error">{dirty.email && errors.email ? t(errors.email) : ''}</p>
        <div className="actions">
          <button type="submit" className="button" disabled={submitting || hasErrors}>
            {t('modals.report.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
