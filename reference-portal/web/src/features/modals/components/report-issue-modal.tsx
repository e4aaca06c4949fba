import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
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
        <TextField
          label={t('modals.report.message')}
          rows={4}
          value={values.message}
          error={dirty.message && errors.message ? t(errors.message) : ''}
          onChange={(message) => {
            setValues({ ...values, message });
            setDirty({ ...dirty, message: true });
          }}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          error={dirty.email && errors.email ? t(errors.email) : ''}
          onChange={(email) => {
            setValues({ ...values, email });
            setDirty({ ...dirty, email: true });
          }}
        />
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
