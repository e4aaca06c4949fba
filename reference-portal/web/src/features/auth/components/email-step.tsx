import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { safeLinkHref } from '../../../shared/lib/safe-link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { validateEmailForm } from '../validate-email-form';
import type { DocumentOpenMethod } from '../providers/auth-config';
import type { FirebaseProvider } from '../providers/firebase-sign-in';
import { ProviderButtons } from './provider-buttons';

export interface EmailStepProps {
  email: string;
  onEmail: (email: string) => void;
  providers: readonly string[];
  tosUrl: string;
  ppUrl: string;
  /** How each legal link opens; default Unspecified (a new tab). */
  tosOpenMethod?: DocumentOpenMethod;
  ppOpenMethod?: DocumentOpenMethod;
  /** Opens a legal link of the `Modal` method in the document viewer. */
  onOpenDocument?: (url: string, title: string) => void;
  error: string | null;
  onContinue: () => void;
  /** Google, Apple or Facebook picked. */
  onProvider: (provider: FirebaseProvider) => void;
  /** The provider whose sign-in is under way. */
  busyProvider?: string | null;
  /** The VK ID sign-in, shown when VK is allowed. */
  vk?: ReactNode;
}

/** View 1 of the sign-in dialog: the e-mail form, the other providers and the legal links. */
export function EmailStep({
  email,
  onEmail,
  providers,
  tosUrl,
  ppUrl,
  tosOpenMethod = 'Unspecified',
  ppOpenMethod = 'Unspecified',
  onOpenDocument,
  error,
  onContinue,
  onProvider,
  busyProvider = null,
  vk,
}: EmailStepProps) {
  const { t } = useTranslation();
  const legalLink = (raw: string, method: DocumentOpenMethod, title: string) => {
    const url = safeLinkHref(raw);
    if (!url) return <span>{title}</span>;
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-open-method={method}
        onClick={(event) => {
          if (method !== 'Modal' || !onOpenDocument) return;
          event.preventDefault();
          onOpenDocument(url, title);
        }}
      >
        {title}
      </a>
    );
  };
  const id = useId();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailForm(email);
    setFieldError(problem ? t(problem) : null);
    if (!problem) onContinue();
  };
  return (
    <div className="login-email">
      {providers.includes('email') && (
        <form onSubmit={submit} noValidate>
          <label htmlFor={id}>{t('auth.email')}</label>
          <input
            id={id}
            className="field"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="name@example.com"
            value={email}
            aria-invalid={!!fieldError}
            aria-describedby={`${id}-error`}
            data-autofocus
            onChange={(e) => {
              onEmail(e.target.value);
              setFieldError(null);
            }}
          />
          <button type="submit" className="button wide">
            {t('auth.continueWithEmail')}
          </button>
          <p id={`${id}-error`} className="error" role="alert">
            {fieldError ?? error ?? ''}
          </p>
        </form>
      )}
      <div className="divider" role="separator">
        <span>{t('auth.otherWays')}</span>
      </div>
      <ProviderButtons providers={providers} onPick={onProvider} busy={busyProvider} vk={vk} />
      {!providers.includes('email') && (
        <p className="error" role="alert">
          {error ?? ''}
        </p>
      )}
      <p className="legal">
        {legalLink(tosUrl, tosOpenMethod, t('auth.tos'))}
        {' · '}
        {legalLink(ppUrl, ppOpenMethod, t('auth.pp'))}
      </p>
    </div>
  );
}
