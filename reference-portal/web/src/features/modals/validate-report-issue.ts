import { isEmail } from '@playport/sdk/protocol';

export interface ReportIssueValues {
  message: string;
  email: string;
}

/** Field errors of the report-issue form, as translation keys; empty when it may be sent. */
export function validateReportIssue(
  values: ReportIssueValues,
): Partial<Record<keyof ReportIssueValues, 'errors.invalidEmail' | 'errors.messageRequired'>> {
  const errors: Partial<Record<keyof ReportIssueValues, 'errors.invalidEmail' | 'errors.messageRequired'>> = {};
  if (!values.message.trim()) errors.message = 'errors.messageRequired';
  if (!isEmail(values.email.trim())) errors.email = 'errors.invalidEmail';
  return errors;
}
