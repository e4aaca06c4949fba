import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLauncherGames } from '../use-launcher-games';
import { LauncherDownloadButton } from './launcher-download-button';

/** The landing page's launcher downloads, one per game that has a launcher; nothing when none has. */
export function LauncherSection() {
  const { t } = useTranslation();
  const games = useLauncherGames();
  if (!games.length) return null;
  return (
    <section aria-labelledby="launcher-title" className="launcher-promo section">
      <h2 id="launcher-title">{t('launcher.title')}</h2>
      <p className="muted">{t('launcher.lead')}</p>
      <ul className="launcher-games">
        {games.map((g) => (
          <li key={g.GameSystemName} aria-label={g.Name} className="launcher-game">
            {g.IconUrl && <img className="game-icon" src={g.IconUrl} alt="" width={48} height={48} />}
            <h3>{g.Name}</h3>
            <LauncherDownloadButton game={g.GameSystemName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
