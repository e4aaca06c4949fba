import { validatePersonalInfo, type PersonalInfoErrorKey, type PersonalInfoInput } from '@playport/host';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { TextField } from './text-field';

/** The portal's message for each of the form's error keys (the host's checks, the spec's keys). */
const ERROR_MESSAGES = {
  invalid_email: 'errors.invalidEmail',
  invalid_phone_number: 'errors.invalidPhone',
} as const satisfies Record<PersonalInfoErrorKey, string>;

/**
 * The personal-info fields (e-mail, phone) of an order. `submit()` shows the fields' errors from
 * then on and answers the trimmed values, or null while any field is invalid.
 */
export function usePersonalInfoForm({ email = '', emailRequired }: { email?: string; emailRequired: boolean }): {
  fields: ReactNode;
  submit: () => PersonalInfoInput | null;
} {
  const { t } = useTranslation();
  const [values, setValues] = useState<PersonalInfoInput>({ email, phone: '' });
  const [shown, setShown] = useState(false);
  const errors = validatePersonalInfo(values, emailRequired);
  const message = (key: PersonalInfoErrorKey | undefined) => (shown && key ? t(ERROR_MESSAGES[key]) : '');
  const fields = (
    <>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required={emailRequired}
        value={values.email}
        error={message(errors.email)}
        onChange={(value) => setValues({ ...values, email: value })}
      />
      <TextField
        label={t('modals.personalInfo.phone')}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={message(errors.phone)}
        onChange={(value) => setValues({ ...values, phone: value })}
      />
    </>
  );
  const submit = () => {
    setShown(true);
    if (Object.keys(errors).length) return null;
    return { email: values.email.trim(), phone: values.phone.trim() };
  };
  return { fields, submit };
}
