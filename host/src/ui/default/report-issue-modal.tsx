import { MAX_TEXT, isEmail } from '@playport/sdk/protocol';
import { useState } from 'preact/hooks';
import type { IssueReport } from '../ui-port.js';
import { Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';
import { useUniqueId } from './use-unique-id.js';

/** The form's errors by field; empty when the report may be sent. */
export function validateReport(report: IssueReport): Partial<Record<keyof IssueReport, string>> {
  const errors: Partial<Record<keyof IssueReport, string>> = {};
  const message = report.message.trim();
  const email = report.email.trim();
  if (!message) errors.message = strings.messageRequired;
  else if (message.length > MAX_TEXT) errors.message = strings.messageTooLong;
  if (!email) errors.email = strings.emailRequired;
  else if (!isEmail(email)) errors.email = strings.emailInvalid;
  return errors;
}

/**
 * The report-issue form: message and e-mail, each labelled, validated on every change; an error shows
 * once its field was touched, and Send stays disabled while any error exists.
 *
 * @example
 * ```tsx
 * <ReportIssueModal onDone={(report) => done(report)} />
 * ```
 */
export function ReportIssueModal(props: {
  onDone: (report: IssueReport | null) => void;
  /** Sends the report; while it runs Send is disabled, and a failure shows in the form. */
  send?: (report: IssueReport) => Promise<void>;
}) {
  const [values, setValues] = useState<IssueReport>({ message: '', email: '' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof IssueReport, boolean>>>({});
  const ids = { message: useUniqueId('playport-issue-message'), email: useUniqueId('playport-issue-email') };
  const errors = validateReport(values);
  const valid = Object.keys(errors).length === 0;

  const change = (field: keyof IssueReport) => (event: Event) => {
    const value = (event.currentTarget as HTMLInputElement | HTMLTextAreaElement).value;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };
  const touch = (field: keyof IssueReport) => () => setTouched((t) => ({ ...t, [field]: true }));
  const shown = (field: keyof IssueReport) => (touched[field] ? errors[field] : undefined);

  const submit = (event: Event) => {
    event.preventDefault();
    setTouched({ message: true, email: true });
    if (!valid || sending) return;
    const report = { message: values.message.trim(), email: values.email.trim() };
    if (!props.send) return props.onDone(report);
    setSending(true);
    setFailure(null);
    props.send(report).then(
      () => props.onDone(report),
      (err: unknown) => {
        setSending(false);
        setFailure(err instanceof Error && err.message ? `${strings.sendFailed} (${err.message})` : strings.sendFailed);
      },
    );
  };

  const fieldProps = (field: keyof IssueReport) => ({
    id: ids[field],
    style: css.field,
    value: values[field],
    onInput: change(field),
    onBlur: touch(field),
    'aria-invalid': shown(field) ? ('true' as const) : undefined,
    'aria-describedby': shown(field) ? `${ids[field]}-error` : undefined,
  });
  const errorOf = (field: keyof IssueReport) =>
    shown(field) ? (
      <p id={`${ids[field]}-error`} style={css.error}>
        {shown(field)}
      </p>
    ) : null;

  return (
    <Modal title={strings.reportIssue} onDismiss={() => props.onDone(null)} dismissOnOverlay={false}>
      <form onSubmit={submit} noValidate>
        <label for={ids.message} style={css.label}>
          {strings.message}
        </label>
        <textarea rows={5} maxLength={MAX_TEXT} required {...fieldProps('message')} />
        {errorOf('message')}
        <label for={ids.email} style={css.label}>
          {strings.email}
        </label>
        <input type="email" autoComplete="email" required {...fieldProps('email')} />
        {errorOf('email')}
        <p role="alert" style={css.error}>
          {failure ?? ''}
        </p>
        <div style={css.actions}>
          <button type="button" style={css.button} onClick={() => props.onDone(null)}>
            {strings.cancel}
          </button>
          <button type="submit" style={css.primaryButton} disabled={!valid || sending}>
            {sending ? strings.sending : strings.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}
