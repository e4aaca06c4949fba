import { ApiError } from '@playport/host/api';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { errorPageState } from '../../../shared/lib/error-page-state';
import { useApi, usePortalServices, useSession } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { gameConnectionMessageKey } from '../../profile';
import { useRunOnce } from '../../../shared/lib/use-run-once';
import { useSignedIn } from '../hooks/use-signed-in';

type Invite = { status: string; busy: boolean; name?: string | null };

/**
 * A link from a game. A game-connection invite (`/invite/connect_from_game`) asks the player to
 * connect the game account to theirs and shows the result's message; when the invite status call
 * answers 404 (no such invite) or 400 (not an invite id) the segment is a game token: a connected
 * game account opens its session and the game. Any other failure goes to /error.
 */
export function LoginFromGamePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { ui } = usePortalServices();
  const { signedIn: isSignedIn } = useSession();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { game = '', token = '' } = useParams();
  const [invite, setInvite] = useState<Invite | null>(null);

  const signInFromGame = () =>
    api.auth
      .authenticateFromGame({
        Token: token,
        Game: game,
        Platform: 'FxId',
        Standalone: false,
        DeviceId: null,
        Locale: i18n.language,
      })
      .then((reply) => {
        if (!reply.IsConnected || !reply.ConnectedData?.Token) {
          void navigate('/error?inviteErrorCode=FailedGameOfThisTypeNotConnectedToYourAccount', { replace: true });
          return;
        }
        signedIn(reply.ConnectedData.Token);
        void navigate(`/play/${encodeURIComponent(game)}`, { replace: true });
      })
      .catch((error: unknown) => void navigate('/error', { replace: true, state: errorPageState(error) }));

  useRunOnce(() => {
    api.invite
      .status({ InviteId: token })
      .then((reply) => setInvite({ status: reply.Status, busy: false, name: reply.GameAccountName ?? null }))
      .catch((error: unknown) => {
        // No such invite (404), or no invite id at all (400, e.g. a game token's length): a game token.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          void signInFromGame();
          return;
        }
        void navigate('/error', { replace: true, state: errorPageState(error) });
      });
  });

  const connect = async () => {
    setInvite((now) => ({ ...now, status: 'Created', busy: true }));
    if (!isSignedIn && !(await ui.showLogin({ game }))) {
      setInvite((now) => ({ ...now, status: 'Created', busy: false }));
      return;
    }
    try {
      const reply = await api.invite.updateConnectGameInvite({ InviteId: token, Accept: true });
      setInvite({ status: reply.Status, busy: false });
    } catch {
      setInvite({ status: 'FailedUnknownReason', busy: false });
    }
  };

  if (!invite)
    return (
      <section className="page narrow" aria-busy="true">
        <h1>{t('auth.signingIn')}</h1>
        <Spinner />
      </section>
    );
  return (
    <section className="page narrow">
      <h1>{t('profile.gameAccount')}</h1>
      {invite.status === 'Created' && invite.name ? (
        <p data-testid="game-connection-confirm">{t('profile.confirmGameConnection', { name: invite.name, game })}</p>
      ) : (
        <p
          role="status"
          data-testid="game-connection-result"
          className={invite.status.startsWith('Failed') ? 'error' : undefined}
        >
          {t(gameConnectionMessageKey(invite.status))}
        </p>
      )}
      {invite.status === 'Created' ? (
        <button type="button" className="button" disabled={invite.busy} onClick={() => void connect()}>
          {t('profile.connectGame')}
        </button>
      ) : (
        <Link className="button" to={`/play/${encodeURIComponent(game)}`}>
          {t('profile.toGame')}
        </Link>
      )}
    </section>
  );
}
