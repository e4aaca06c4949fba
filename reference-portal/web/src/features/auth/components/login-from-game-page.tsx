/** @jsxImportSource react */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorPageState } from '../../../shared/lib/error-page-state';
import { useApi } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useRunOnce } from '../hooks/use-run-once';
import { useSignedIn } from '../hooks/use-signed-in';

/** Sign-in handed over from a game: a connected game account opens its session and the game. */
export function LoginFromGamePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { game = '', token = '' } = useParams();
  useRunOnce(() => {
    api.auth
      .authenticateFromGame({ Token: token, Game: game, Platform: 'FxId', Standalone: false, DeviceId: null, Locale: i18n.language })
      .then((reply) => {
        if (!reply.IsConnected || !reply.ConnectedData?.Token) {
          void navigate('/error?inviteErrorCode=FailedGameOfThisTypeNotConnectedToYourAccount', { replace: true });
          return;
        }
        signedIn(reply.ConnectedData.Token);
        void navigate(`/play/${encodeURIComponent(game)}`, { replace: true });
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
