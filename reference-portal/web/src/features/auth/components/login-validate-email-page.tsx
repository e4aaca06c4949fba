/** @jsxImportSource react */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { safeRedirectPath } from '../../../shared/lib/safe-redirect';
import { useApi } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useSignedIn } from '../hooks/use-signed-in';
import { useTokenLanding } from '../hooks/use-token-landing';

/** The magic link's landing: spends the invite token once, then redirects, with a manual link. */
export function LoginValidateEmailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const signedIn = useSignedIn();
  const [target, setTarget] = useState<string | null>(null);
  useTokenLanding('inviteToken', async (inviteToken) => {
    const reply = await api.auth.authenticateFromEmailInvite({ InviteToken: inviteToken });
    if (!reply.Success || !reply.Token) throw new Error(reply.Error?.Message ?? 'invite refused');
    signedIn(reply.Token);
    const next = safeRedirectPath(reply.RedirectUri);
    setTarget(next);
    return next;
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
