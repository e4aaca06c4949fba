import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi, usePortalServices, useSession } from '../../../shared/host/services-context';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { initialsAvatarUrl } from '../initials-avatar-url';
import { recentFriends } from '../recent-friends';
import { relativeTime } from '../relative-time';
import { EmailInviteForm } from './email-invite-form';

/**
 * Friends of this game updated within the last year, with an invite button: it shares the signed-in
 * player's friend invite link (a visitor's, the game's link); a signed-in player can also invite by e-mail.
 */
export function SocialModal({ game, onClose }: { game: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { ui } = usePortalServices();
  const { signedIn } = useSession();
  const friends = useQuery({
    queryKey: ['friends', game],
    queryFn: ({ signal }) => api.friends.get({ FriendsIds: [], Game: game }, { signal }),
    enabled: signedIn,
  });
  const list = recentFriends(friends.data?.Friends ?? [], game);
  const [inviteError, setInviteError] = useState(false);
  const invite = async () => {
    setInviteError(false);
    if (!signedIn)
      return void ui.showLinkShare({
        url: `${location.origin}/play/${encodeURIComponent(game)}`,
        text: t('social.inviteText'),
      });
    try {
      const link = await api.friends.createInvite({ Game: game });
      void ui.showLinkShare({ url: link.InviteUrl, text: t('social.inviteText') });
    } catch {
      setInviteError(true);
    }
  };
  return (
    <Dialog title={t('social.title', { count: list.length })} onClose={onClose} testId="social-modal">
      <button type="button" className="button wide" onClick={() => void invite()}>
        {t('social.invite')}
      </button>
      {inviteError && (
        <p className="error" role="alert">
          {t('errors.generic')}
        </p>
      )}
      {signedIn && <EmailInviteForm game={game} />}
      {friends.isLoading && <Spinner />}
      {friends.isError && <p className="error">{t('errors.generic')}</p>}
      {!friends.isLoading && list.length === 0 && <p className="muted">{t('social.noFriends')}</p>}
      <ul className="friend-list">
        {list.map((friend) => {
          const name = friend.Name || t('social.player');
          return (
            <li key={friend.FriendAccountId} className="friend">
              <img src={initialsAvatarUrl(name)} alt="" width={40} height={40} loading="lazy" />
              <div>
                <strong>[{name}]</strong>{' '}
                <span className="muted">{relativeTime(friend.LastUpdatedAt, i18n.language)}</span>
                <p>{friend.Status || t('social.online', { name })}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
