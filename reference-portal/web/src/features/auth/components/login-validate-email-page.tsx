/** @jsxImportSource react */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorPageState } from '../../../shared/lib/error-page-state';
import { safeRedirectPath } from '../../../shared/lib/safe-redirect';
import { useApi } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useRunOnce } from '../hooks/use-run-once';
import { useSignedIn } from '../hooks/use-signed-in';

/** The magic link's landing: spends the invite token once, then redirects, with a manual link. */
export function LoginValidateEmailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const [target, setTarget] = useState<string | null>(null);
  useRunOnce(() => {
    const inviteToken = params.get('inviteToken');
    if (!inviteToken) {
      void navigate('/error', { replace: true });
      return;
    }
    api.auth
      .authenticateFromEmailInvite({ InviteToken: inviteToken })
      .then((reply) => {
        if (!reply.Success || !reply.Token) throw new Error(reply.Error?.Message ?? 'invite refused');
        signedIn(reply.Token);
        const next = safeRedirectPath(reply.RedirectUri);
        setTarget(next);
        void navigate(next, { replace: true });
      })
      .catch((error: unknown) => void navigate('/error', { replace: true, state: errorPageState(error) }));
  });
  return (
    <section className="page narrow" aria-busy={!target}>
      <h1>{t('auth.signingIn')}</h1>
      {target ? (
        <p>
          {t('auth.redirecting')} <Link to={target}>{t('auth.continueManually')}</Link>
        </p>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
