import { useState } from 'preact/hooks';
import { validatePersonalInfo, type PersonalInfoInput } from '../../payments/personal-info.js';
import type { PersonalInfoAnswer, PersonalInfoRequest } from '../ui-port.js';
import { Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';
import { useUniqueId } from './use-unique-id.js';

/**
 * The confirm-purchase-with-personal-info form: e-mail (required) and phone (optional), validated on
 * change and on submit with errors per field. Both buttons validate the same; the second submits
 * with auto-confirm. Closing answers null.
 *
 * @example
 * ```tsx
 * <PersonalInfoModal request={{ email: 'ann@example.com', emailRequired: true }} onDone={done} />
 * ```
 */
export function PersonalInfoModal(props: {
  request: PersonalInfoRequest;
  onDone: (answer: PersonalInfoAnswer | null) => void;
}) {
  const [values, setValues] = useState<PersonalInfoInput>({ email: props.request.email, phone: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof PersonalInfoInput, boolean>>>({});
  const ids = { email: useUniqueId('playport-pi-email'), phone: useUniqueId('playport-pi-phone') };
  const errors = validatePersonalInfo(values, props.request.emailRequired);
  const shown = (field: keyof PersonalInfoInput) =>
    touched[field] && errors[field] ? strings[errors[field]] : undefined;

  const change = (field: keyof PersonalInfoInput) => (event: Event) => {
    const value = (event.currentTarget as HTMLInputElement).value;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };
  const submit = (autoConfirm: boolean) => {
    setTouched({ email: true, phone: true });
    if (Object.keys(errors).length === 0)
      props.onDone({ email: values.email.trim(), phone: values.phone.trim(), autoConfirm });
  };
  const field = (name: keyof PersonalInfoInput, label: string, type: string, autoComplete: string) => (
    <>
      <label for={ids[name]} style={css.label}>
        {label}
      </label>
      <input
        id={ids[name]}
        name={name}
        type={type}
        autoComplete={autoComplete}
        style={css.field}
        value={values[name]}
        onInput={change(name)}
        onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
        aria-invalid={shown(name) ? 'true' : undefined}
        aria-describedby={shown(name) ? `${ids[name]}-error` : undefined}
      />
      {shown(name) ? (
        <p id={`${ids[name]}-error`} style={css.error} data-error-key={errors[name]}>
          {shown(name)}
        </p>
      ) : null}
    </>
  );

  return (
    <Modal title={strings.personalInfo} onDismiss={() => props.onDone(null)} dismissOnOverlay={false}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(false);
        }}
      >
        {props.request.compact ? null : <p style={css.body}>{strings.personalInfoText}</p>}
        {field('email', strings.email, 'email', 'email')}
        {field('phone', strings.phone, 'tel', 'tel')}
        <div style={css.actions}>
          <button type="button" style={css.button} onClick={() => props.onDone(null)}>
            {strings.cancel}
          </button>
          <button type="button" style={css.button} onClick={() => submit(true)}>
            {strings.autoConfirm}
          </button>
          <button type="submit" style={css.primaryButton}>
            {strings.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
