import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useSignedIn } from '../hooks/use-signed-in';
import { useTokenLanding } from '../hooks/use-token-landing';
import { tempTokenTarget } from '../temp-token-target';

/** Signs in from a temporary token, then goes to its redirect (e.g. `/Store/{game}`), its order or /; failures go to /error. */
export function LoginWithTempTokenPage() {
  const { t } = useTranslation();
  const api = useApi();
  const signedIn = useSignedIn();
  useTokenLanding('token', async (token) => {
    const reply = await api.auth.authenticateFromTempToken({ TempToken: token });
    if (!reply?.Token) throw new Error('no token');
    signedIn(reply.Token, reply.AccountId, 'game_temp_token');
    return tempTokenTarget(reply.TempTokenData);
  });
  return (
    <section className="page narrow" aria-busy="true">
      <h1>{t('auth.signingIn')}</h1>
      <Spinner />
    </section>
  );
}
