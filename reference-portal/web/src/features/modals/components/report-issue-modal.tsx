import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Dialog } from '../../../shared/ui/dialog';
import { validateReportIssue, type ReportIssueValues } from '../validate-report-issue';

/**
 * Message and e-mail. With `send`, submitting sends the report (Send is disabled meanwhile) and a
 * failure shows in the form, which stays open; without it the values are handed back as they are.
 */
export function ReportIssueModal({
  onDone,
  send,
}: {
  onDone: (values: ReportIssueValues | null) => void;
  send?: (values: ReportIssueValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ReportIssueValues>({ message: '', email: '' });
  const [dirty, setDirty] = useState({ message: false, email: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateReportIssue(values);
  const hasErrors = Object.keys(errors).length > 0;
  const ids = { message: useId(), email: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors || submitting) return;
    const report = { message: values.message.trim(), email: values.email.trim() };
    setSubmitting(true);
    if (!send) return onDone(report);
    setFailure(null);
    send(report).then(
      () => onDone(report),
      (err: unknown) => {
        setSubmitting(false);
        setFailure(err instanceof Error && err.message ? err.message : t('modals.report.failed'));
      },
    );
  };
  return (
    <Dialog title={t('modals.report.title')} onClose={() => onDone(null)} testId="report-modal">
      <form onSubmit={submit} noValidate>
        <label htmlFor={ids.message}>{t('modals.report.message')}</label>
        <textarea
          id={ids.message}
          className="field"
          rows={4}
          value={values.message}
          aria-invalid={dirty.message && !!errors.message}
          aria-describedby={`${ids.message}-error`}
          onChange={(e) => {
            setValues({ ...values, message: e.target.value });
            setDirty({ ...dirty, message: true });
          }}
        />
        <p id={`${ids.message}-error`} className="error">
          {dirty.message && errors.message ? t(errors.message) : ''}
        </p>
        <label htmlFor={ids.email}>{t('auth.email')}</label>
        <input
          id={ids.email}
          className="field"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={dirty.email && !!errors.email}
          aria-describedby={`${ids.email}-error`}
          onChange={(e) => {
            setValues({ ...values, email: e.target.value });
            setDirty({ ...dirty, email: true });
          }}
        />
        <p id={`${ids.email}-error`} className="error">
          {dirty.email && errors.email ? t(errors.email) : ''}
        </p>
        <p role="alert" className="error">
          {failure ?? ''}
        </p>
        <div className="actions">
          <button type="submit" className="button" disabled={submitting || hasErrors}>
            {submitting && send ? t('modals.report.sending') : t('modals.report.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
