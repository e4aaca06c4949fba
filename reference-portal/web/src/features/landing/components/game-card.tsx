import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';

/** One entry of the games list, as the landing page shows it. */
export interface GameCardData {
  GameSystemName: string;
  Name: string;
  Description: string | null;
  IconUrl: string | null;
  ImageUrl: string | null;
  Platforms: string[];
  HasLauncher: boolean;
}

/** Badge names of the `PlatformData` keys; `FxId` is this portal and gets none. */
const PLATFORM_NAMES: Record<string, string> = {
  FacebookGames: 'Facebook',
  VkontakteCom: 'VK',
  VkontaktePlay: 'VK Play',
  Odnoklassniki: 'OK',
  Android: 'Android',
  Ios: 'iOS',
  Windows: 'Windows',
  Steam: 'Steam',
};

/** The platform badges of a game: the browser first, then the platforms, then Windows when it has a launcher. */
export function platformBadges(game: Pick<GameCardData, 'Platforms' | 'HasLauncher'>, browser: string): string[] {
  const names = game.Platforms.flatMap((p) => (p === 'Web' ? [browser] : PLATFORM_NAMES[p] ? [PLATFORM_NAMES[p]] : []));
  if (game.HasLauncher) names.push('Windows');
  return [...new Set(names)];
}

/** The badges of a game's platforms. */
export function PlatformBadges({ game }: { game: Pick<GameCardData, 'Platforms' | 'HasLauncher'> }) {
  const { t } = useTranslation();
  const badges = platformBadges(game, t('landing.platformWeb'));
  if (!badges.length) return null;
  return (
    <ul className="badges" aria-label={t('landing.platforms')}>
      {badges.map((b) => (
        <li key={b} className="badge">
          {b}
        </li>
      ))}
    </ul>
  );
}

/** A game card: cover, icon, title, short description, platform badges, Play and Store. */
export function GameCard({ game }: { game: GameCardData }) {
  const { t } = useTranslation();
  const play = `/play/${encodeURIComponent(game.GameSystemName)}`;
  return (
    <li className="game-card" data-game={game.GameSystemName}>
      <Link to={play} className="game-card-cover" tabIndex={-1} aria-hidden="true">
        {game.ImageUrl ? (
          <img src={game.ImageUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
        ) : (
          <span className="cover-fallback">{game.Name.slice(0, 1)}</span>
        )}
      </Link>
      <div className="game-card-body">
        <div className="game-card-heading">
          {game.IconUrl && <img className="game-icon" src={game.IconUrl} alt="" width={48} height={48} />}
          <h3>{game.Name}</h3>
        </div>
        {game.Description && <p className="game-card-description">{game.Description}</p>}
        <PlatformBadges game={game} />
        <div className="game-card-actions">
          <Link className="button" to={play} aria-label={t('landing.play', { game: game.Name })}>
            {t('landing.playShort')}
          </Link>
          <Link
            className="button secondary"
            to={`/Store/${encodeURIComponent(game.GameSystemName)}`}
            aria-label={t('landing.storeOf', { game: game.Name })}
          >
            {t('landing.store')}
          </Link>
        </div>
      </div>
    </li>
  );
}
