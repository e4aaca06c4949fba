import { ApiError } from '@playport/host/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useDefaultGame } from '../../../shared/api/use-default-game';
import { useApi, usePortalServices, useSession } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { friendInviteErrorKey, friendInviteStatusKey, type FriendInviteMessageKey } from '../friend-invite-result';

type Outcome = { kind: 'accepted'; name: string | null } | { kind: 'refused'; key: FriendInviteMessageKey };

/**
 * A friend invite link (`/FriendInvite/{id}`): who invites, and an Accept button. A visitor signs in
 * first, in the dialog over this page (an e-mail link brings them back here); accepting makes both
 * players friends. A link of one's own, of a friend, spent, expired or unknown shows its own message.
 */
export function FriendInvitePage() {
  const { t } = useTranslation();
  const api = useApi();
  const { ui } = usePortalServices();
  const { signedIn } = useSession();
  const defaultGame = useDefaultGame();
  const { token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const info = useQuery({
    queryKey: ['friend-invite', token],
    queryFn: ({ signal }) => api.invite.friendInvite({ InviteId: token }, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  const game = info.data?.Game ?? defaultGame;
  const inviter = info.data?.InviterName || t('friendInvite.someone');
  const accept = async () => {
    setBusy(true);
    try {
      if (!signedIn && !(game && (await ui.showLogin({ game })))) return;
      const reply = await api.invite.acceptFriendInvite({ InviteId: token });
      setOutcome({ kind: 'accepted', name: reply.FriendName || info.data?.InviterName || null });
    } catch (error) {
      setOutcome({ kind: 'refused', key: friendInviteErrorKey(error) });
    } finally {
      setBusy(false);
    }
  };

  if (info.isPending)
    return (
      <section className="page narrow" aria-busy="true">
        <h1>{t('friendInvite.title')}</h1>
        <Spinner />
      </section>
    );
  const closed =
    outcome?.kind === 'refused'
      ? outcome.key
      : info.isError
        ? friendInviteErrorKey(info.error)
        : friendInviteStatusKey(info.data.Status);
  const title = info.data?.GameTitle;
  return (
    <section className="page narrow friend-invite" data-testid="friend-invite">
      <h1>{t('friendInvite.title')}</h1>
      {!info.isError && (
        <p data-testid="friend-invite-from">
          {title
            ? t('friendInvite.fromGame', { name: inviter, game: title })
            : t('friendInvite.from', { name: inviter })}
        </p>
      )}
      {outcome?.kind === 'accepted' ? (
        <p role="status" data-testid="friend-invite-result">
          {outcome.name ? t('friendInvite.accepted', { name: outcome.name }) : t('friendInvite.acceptedSomeone')}
        </p>
      ) : closed ? (
        <p role="alert" className="error" data-testid="friend-invite-result">
          {t(closed)}
        </p>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => void accept()} data-autofocus>
          {signedIn ? t('friendInvite.accept') : t('friendInvite.signInToAccept')}
        </button>
      )}
      {(outcome || closed) && (
        <p>
          {info.data?.Game && title ? (
            <Link className="button secondary" to={`/play/${encodeURIComponent(info.data.Game)}`}>
              {t('friendInvite.play', { game: title })}
            </Link>
          ) : (
            <Link className="button secondary" to="/">
              {t('friendInvite.home')}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
