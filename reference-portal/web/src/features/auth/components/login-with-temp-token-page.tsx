/** @jsxImportSource react */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorPageState } from '../../../shared/lib/error-page-state';
import { trackLogin } from '../../../shared/lib/track-login';
import { useApi } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useRunOnce } from '../hooks/use-run-once';
import { useSignedIn } from '../hooks/use-signed-in';
import { tempTokenTarget } from '../temp-token-target';

/** Signs in from a temporary token, then goes to its redirect (e.g. `/Store/{game}`), its order or /; failures go to /error. */
export function LoginWithTempTokenPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  useRunOnce(() => {
    const token = params.get('token');
    if (!token) {
      void navigate('/error', { replace: true });
      return;
    }
    api.auth
      .authenticateFromTempToken({ TempToken: token })
      .then((reply) => {
        if (!reply?.Token) throw new Error('no token');
        signedIn(reply.Token, reply.AccountId);
        trackLogin(api, 'game_temp_token', reply.AccountId ?? null);
        void navigate(tempTokenTarget(reply.TempTokenData), { replace: true });
      })
      .catch((error: unknown) => void navigate('/error', { replace: true, state: errorPageState(error) }));
  });
  return (
    <section className="page narrow" aria-busy="true">
      <h1>{t('auth.signingIn')}</h1>
      <Spinner />
    </section>
  );
}
