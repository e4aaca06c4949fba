/** @jsxImportSource react */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDefaultGame } from '../../../shared/api/use-default-game';
import { useGames } from '../../../shared/api/use-games';
import { usePortalServices, useSession } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { LauncherSection } from '../../launcher/components/launcher-section';
import { NewsList } from '../../news/components/news-list';

/** The landing page: the games, the news, and the sign-in notice of a protected page. */
export function LandingPage() {
  const { t } = useTranslation();
  const games = useGames();
  const game = useDefaultGame();
  const { ui } = usePortalServices();
  const { signedIn } = useSession();
  const notice = (useLocation().state as { message?: string; from?: string } | null) ?? null;
  return (
    <div className="landing">
      <section className="hero">
        <h1>{t('landing.title')}</h1>
        <p className="lead">{t('landing.subtitle')}</p>
        {notice?.message === 'Please log in to view this page' && !signedIn && (
          <p className="notice" role="alert" data-testid="login-required">
            {t('auth.loginRequired')} <span className="muted">({notice.from})</span>{' '}
            {game && (
              <button type="button" className="link-button" onClick={() => void ui.showLogin({ game })}>
                {t('auth.signIn')}
              </button>
            )}
          </p>
        )}
      </section>
      <section aria-labelledby="games-title">
        <h2 id="games-title">{t('landing.games')}</h2>
        {games.isLoading && <Spinner />}
        {games.isError && <p className="error">{t('errors.generic')}</p>}
        <ul className="game-grid">
          {games.data?.Games.map((g) => (
            <li key={g.GameSystemName} className="game-card">
              <h3>{g.Name}</h3>
              <p className="muted">{g.Description}</p>
              <Link className="button" to={`/play/${encodeURIComponent(g.GameSystemName)}`}>
                {t('landing.play', { game: g.Name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LauncherSection />
      <NewsList game={game} />
    </div>
  );
}
