import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorPageState } from '../../../shared/lib/error-page-state';
import { safeRedirectPath } from '../../../shared/lib/safe-redirect';
import { useApi, useSession } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useSignedIn } from '../hooks/use-signed-in';

type Step = 'ready' | 'signing-in' | 'done';

/** The spec's e-mail login delay: how long the signed-in page shows its manual link before it redirects. */
export const EMAIL_LOGIN_DELAY_MS = 1000;

/**
 * The magic link's landing. Opening it spends nothing (a mail scanner that renders the page leaves
 * the link usable): the token is spent only when the player presses Continue, and a player who is
 * already signed in is asked before the link's account replaces theirs. Once signed in, it shows
 * "redirecting" with a manual link for {@link EMAIL_LOGIN_DELAY_MS}, then goes on by itself.
 */
export function LoginValidateEmailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token: session } = useSession();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<Step>('ready');
  const [target, setTarget] = useState<string | null>(null);
  const inviteToken = params.get('inviteToken');

  const spend = async () => {
    if (!inviteToken || step !== 'ready') return;
    setStep('signing-in');
    try {
      const reply = await api.auth.authenticateFromEmailInvite({ InviteToken: inviteToken });
      if (!reply.Success || !reply.Token) throw new Error(reply.Error?.Message ?? 'invite refused');
      signedIn(reply.Token);
      const next = safeRedirectPath(reply.RedirectUri);
      setTarget(next);
      setStep('done');
    } catch (error) {
      void navigate('/error', { replace: true, state: errorPageState(error) });
    }
  };

  // Counted from the commit that shows "redirecting": a passive effect may run a frame or more later
  // (preact/compat runs them after the next animation frame, or after 35 ms without one).
  useLayoutEffect(() => {
    if (step !== 'done' || !target) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), EMAIL_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, target, navigate]);

  if (!inviteToken) return <Navigate to="/error" replace />;
  if (step === 'done' && target) {
    return (
      <section className="page narrow">
        <h1>{t('auth.signingIn')}</h1>
        <p data-testid="email-login-redirect">
          {t('auth.redirecting')}{' '}
          <Link to={target} replace>
            {t('auth.continueManually')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page narrow" aria-busy={step === 'signing-in'}>
      <h1>{t('auth.title')}</h1>
      <p>{session ? t('auth.switchAccountWarning') : t('auth.linkIntro')}</p>
      {step === 'signing-in' ? (
        <Spinner />
      ) : (
        <p className="actions">
          <button type="button" className="primary" onClick={() => void spend()}>
            {session ? t('auth.switchAccount') : t('auth.continueManually')}
          </button>{' '}
          {session ? (
            <Link to="/" replace>
              {t('auth.staySignedIn')}
            </Link>
          ) : null}
        </p>
      )}
    </section>
  );
}
