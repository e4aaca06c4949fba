import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useDefaultGame } from '../../../shared/api/use-default-game';
import { useGameTitle } from '../../../shared/api/use-game-title';
import { useGames } from '../../../shared/api/use-games';
import { useProfile } from '../../../shared/api/use-profile';
import { useSession } from '../../../shared/host/services-context';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { ProfileLaunchers } from '../../launcher';
import { GameConnectionCheck } from './game-connection-check';
import { MarketingConsent } from './marketing-consent';
import { QuestsPanel } from './quests-panel';
import { TwitchConnection } from './twitch-connection';

/** The name of a locale in its own language (`de` → Deutsch); an unknown tag as it is. */
function languageName(locale: string | null): string {
  if (!locale) return '—';
  const lower = locale.toLowerCase();
  const names: Record<string, string> = LANGUAGE_NAMES;
  return names[lower] ?? names[lower.split('-')[0]!] ?? locale;
}

/** A game's title, its system name only while nothing answers. */
function GameTitle({ game }: { game: string }) {
  return <span data-game={game}>{useGameTitle(game) ?? game}</span>;
}

/**
 * The signed-in account: name, e-mail, locale, marketing consent, connected games, social
 * identities and Twitch; the cross-play quests; and signing out.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const game = useDefaultGame();
  const profile = useProfile(game);
  const account = profile.data;
  // Without a fixed game the account is read as seen from the first listed game, so the list comes first.
  const games = useGames();
  const gamesFailed = !game && games.isError;
  return (
    <section className="page narrow profile-page">
      <h1>{t('profile.title')}</h1>
      {(profile.isLoading || (!game && games.isPending)) && <Spinner />}
      {gamesFailed && (
        <LoadError onRetry={() => void games.refetch()} retrying={games.isFetching} testId="profile-load-error" />
      )}
      {profile.isError && (
        <LoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} testId="profile-load-error" />
      )}
      {account && (
        <dl className="profile" data-testid="profile">
          <dt>{t('profile.name')}</dt>
          <dd>{account.Name || t('social.player')}</dd>
          <dt>{t('auth.email')}</dt>
          <dd data-testid="profile-email">
            <bdi>{account.Email ?? '—'}</bdi>
          </dd>
          <dt>{t('profile.locale')}</dt>
          <dd data-testid="profile-locale">{languageName(account.Locale)}</dd>
          <dt>{t('profile.newsletter')}</dt>
          <dd>{game && <MarketingConsent game={game} enabled={account.MarketingEnabled} />}</dd>
          <dt>{t('profile.games')}</dt>
          <dd>
            <ul>
              {account.ConnectedGames.map((g) => (
                <li key={g.Game}>
                  <GameTitle game={g.Game} /> {g.GameUid ? <bdi className="muted">#{g.GameUid}</bdi> : null}
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t('profile.identities')}</dt>
          <dd>
            <ul>
              {(account.SocialIdentifiers ?? []).map((s) => (
                <li key={`${s.Type}:${s.Id}`}>
                  {s.Type}: <bdi>{s.Id}</bdi>
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t('profile.twitch')}</dt>
          <dd>
            {game && (
              <TwitchConnection
                game={game}
                connected={(account.SocialIdentifiers ?? []).some((s) => s.Type === 'Twitch')}
              />
            )}
          </dd>
          <dt>{t('profile.gameAccount')}</dt>
          <dd>{game && <GameConnectionCheck game={game} />}</dd>
        </dl>
      )}
      <QuestsPanel />
      <ProfileLaunchers />
      <button
        type="button"
        className="button secondary"
        onClick={() => void session.logout().then(() => navigate('/', { replace: true }))}
      >
        {t('auth.signOut')}
      </button>
    </section>
  );
}
