import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGameConfig } from '../../../shared/api/use-game-config';
import { useApi } from '../../../shared/host/services-context';
import { TurnstileWidget, resolveAuthConfig, validateEmailForm } from '../../auth';

type Step =
  { kind: 'form'; error: string | null } | { kind: 'robot' } | { kind: 'sending' } | { kind: 'sent'; email: string };

/**
 * Invites a friend by e-mail: the address, the robot check, then `/invite/email_invite` with
 * `InviteFriend`, which mails the player's friend invite link.
 */
export function EmailInviteForm({ game }: { game: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const siteKey = resolveAuthConfig(game, useGameConfig(game).data).CaptchaSiteKey;
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'form', error: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailForm(email);
    setStep(problem ? { kind: 'form', error: t(problem) } : { kind: 'robot' });
  };
  const send = async (captcha: string) => {
    setStep({ kind: 'sending' });
    try {
      await api.invite.emailInvite({
        CaptchaResult: captcha,
        Email: email.trim(),
        GameSystemName: game,
        InviteFriend: true,
      });
      setStep({ kind: 'sent', email: email.trim() });
      setEmail('');
    } catch {
      setStep({ kind: 'form', error: t('errors.generic') });
    }
  };

  return (
    <div className="email-invite">
      <form onSubmit={submit} noValidate>
        <label htmlFor={id}>{t('social.friendEmail')}</label>
        <input
          id={id}
          className="field"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="friend@example.com"
          value={email}
          aria-describedby={`${id}-status`}
          onChange={(e) => {
            setEmail(e.target.value);
            if (step.kind !== 'robot') setStep({ kind: 'form', error: null });
          }}
        />
        <button
          type="submit"
          className="button secondary wide"
          disabled={step.kind === 'robot' || step.kind === 'sending'}
        >
          {t('social.sendInvite')}
        </button>
      </form>
      {step.kind === 'robot' && (
        <TurnstileWidget
          siteKey={siteKey}
          onToken={(token) => void send(token)}
          onError={() => setStep({ kind: 'form', error: t('auth.robotFailed') })}
        />
      )}
      <p
        id={`${id}-status`}
        role={step.kind === 'form' && step.error ? 'alert' : 'status'}
        className={step.kind === 'form' && step.error ? 'error' : 'muted'}
        data-testid="email-invite-status"
      >
        {step.kind === 'form'
          ? (step.error ?? '')
          : step.kind === 'sent'
            ? t('social.inviteSent', { email: step.email })
            : ''}
      </p>
    </div>
  );
}
