import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { useDefaultGame } from '../../../shared/api/use-default-game';
import { useGames } from '../../../shared/api/use-games';
import { usePortalServices, useSession } from '../../../shared/host/services-context';
import { GameCardSkeletons } from '../../../shared/ui/skeleton';
import { LauncherSection } from '../../launcher';
import { NewsList } from '../../news';
import { GameCard } from './game-card';

/** The landing page: the games, the news, and the sign-in notice of a protected page. */
export function LandingPage() {
  const { t } = useTranslation();
  const games = useGames();
  const game = useDefaultGame();
  const { ui } = usePortalServices();
  const { signedIn } = useSession();
  const notice = (useLocation().state as { message?: string; from?: string } | null) ?? null;
  const featured = games.data?.Games.find((g) => g.ImageUrl);
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero-text">
          <h1>{t('landing.title')}</h1>
          <p className="lead">{t('landing.subtitle')}</p>
        </div>
        <div className="hero-art" aria-hidden="true">
          {featured ? (
            <img src={featured.ImageUrl!} alt="" width={640} height={360} />
          ) : (
            <span className="skeleton skeleton-cover" />
          )}
        </div>
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
      <section aria-labelledby="games-title" className="section">
        <h2 id="games-title">{t('landing.games')}</h2>
        {games.isLoading && <GameCardSkeletons />}
        {games.isError && <p className="error">{t('errors.generic')}</p>}
        {games.data && (
          <ul className="game-grid">
            {games.data.Games.map((g) => (
              <GameCard key={g.GameSystemName} game={g} />
            ))}
          </ul>
        )}
      </section>
      <LauncherSection />
      <NewsList game={game} />
    </div>
  );
}
