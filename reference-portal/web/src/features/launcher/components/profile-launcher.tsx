import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useLauncherGames } from '../use-launcher-games';
import { LauncherKeyForm } from './launcher-key-form';
import { LauncherManifestView } from './launcher-manifest-view';

/** The profile's launcher section: one block per game that has a launcher; nothing when none has. */
export function ProfileLaunchers() {
  const { t } = useTranslation();
  const games = useLauncherGames();
  if (!games.length) return null;
  return (
    <section aria-labelledby="launcher-title" className="profile-launcher">
      <h2 id="launcher-title">{t('launcher.title')}</h2>
      {games.map((g) => (
        <ProfileLauncher key={g.GameSystemName} game={g.GameSystemName} name={g.Name} />
      ))}
    </section>
  );
}

/**
 * One game's launcher: key activation, the branches with their manifests (whose download sources are
 * the downloads of key-locked branches, which `request_download` does not serve), and the game's builds.
 */
function ProfileLauncher({ game, name }: { game: string; name: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [open, setOpen] = useState<string | null>(null);
  const branches = useQuery({
    queryKey: ['launcher-branches', game],
    queryFn: ({ signal }) => api.launcher.availableBranches(game, { signal }),
    retry: false,
  });
  const builds = useQuery({
    queryKey: ['builds', game],
    queryFn: ({ signal }) => api.play.list(game, '0.0.0', { signal }),
    retry: false,
  });
  return (
    <section aria-label={name}>
      <h3>{name}</h3>
      <LauncherKeyForm game={game} />
      <h4>{t('launcher.branches')}</h4>
      {branches.isLoading && <Spinner />}
      {branches.isError && (
        <p className="error" role="alert">
          {branches.error.message}
        </p>
      )}
      <ul className="launcher-branches">
        {branches.data?.Branches.map((b) => (
          <li key={b.Name} data-testid={`branch-${b.Name}`}>
            <strong>{b.Name}</strong> {b.Description && <span className="muted">{b.Description}</span>}{' '}
            {b.LatestBuild && <span className="muted">#{b.LatestBuild.BuildNumber}</span>}{' '}
            <button
              type="button"
              className="link-button"
              aria-expanded={open === b.Name}
              onClick={() => setOpen(open === b.Name ? null : b.Name)}
            >
              {t(open === b.Name ? 'launcher.hideManifest' : 'launcher.showManifest')}
            </button>
            {open === b.Name && <LauncherManifestView game={game} branch={b.Name} />}
          </li>
        ))}
      </ul>
      <h4>{t('launcher.builds')}</h4>
      {builds.isError && (
        <p className="error" role="alert">
          {builds.error.message}
        </p>
      )}
      <ul className="launcher-builds">
        {builds.data?.Builds.map((b) => (
          <li key={b.Id}>
            #{b.BuildNumber} {b.BuildType}{' '}
            <time dateTime={b.CreatedAt}>{new Date(b.CreatedAt).toLocaleDateString(i18n.language)}</time>
            {b.Description && <span className="muted"> — {b.Description}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
