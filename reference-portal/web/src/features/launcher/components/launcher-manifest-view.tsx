import { useQuery } from '@tanstack/react-query';
import { safeLinkHref } from '../../../shared/lib/safe-link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';

/** A branch's launcher manifest: the launcher configuration, the release, and each artifact's sources, size and hash. */
export function LauncherManifestView({ game, branch }: { game: string; branch: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const manifest = useQuery({
    queryKey: ['launcher-manifest', game, branch],
    queryFn: ({ signal }) => api.launcher.manifest(game, branch, { signal }),
    retry: false,
  });
  if (manifest.isLoading) return <Spinner />;
  if (manifest.isError)
    return (
      <p className="error" role="alert">
        {manifest.error.message}
      </p>
    );
  const m = manifest.data!;
  return (
    <div className="launcher-manifest" data-testid={`manifest-${branch}`}>
      <h5>{t('launcher.configuration')}</h5>
      <dl>
        <dt>{t('launcher.executable')}</dt>
        <dd>{m.Launcher.ExecutablePath}</dd>
        <dt>{t('launcher.minimumVersion')}</dt>
        <dd>{m.Launcher.MinimumLauncherVersion}</dd>
        <dt>{t('launcher.arguments')}</dt>
        <dd>{m.Launcher.Arguments.join(' ') || '—'}</dd>
      </dl>
      <h5>{t('launcher.release')}</h5>
      <dl>
        <dt>{t('launcher.version')}</dt>
        <dd data-testid="release-version">
          {m.Release.Version} (#{m.Release.BuildNumber})
        </dd>
        <dt>{t('launcher.releasedAt')}</dt>
        <dd>
          <time dateTime={m.Release.ReleasedAt}>{new Date(m.Release.ReleasedAt).toLocaleString(i18n.language)}</time>
        </dd>
        {m.Release.Notes && (
          <>
            <dt>{t('launcher.notes')}</dt>
            <dd>{m.Release.Notes}</dd>
          </>
        )}
      </dl>
      <table className="launcher-artifacts">
        <caption>{t('launcher.artifacts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('launcher.file')}</th>
            <th scope="col">{t('launcher.size')}</th>
            <th scope="col">SHA-256</th>
            <th scope="col">{t('launcher.sources')}</th>
          </tr>
        </thead>
        <tbody>
          {m.Artifacts.map((a) => (
            <tr key={a.Path} data-testid={`artifact-${a.Path}`}>
              <th scope="row">{a.Path}</th>
              <td data-size={a.Size}>{a.Size.toLocaleString(i18n.language)}</td>
              <td>
                <code data-testid="sha256">{a.Hashes.Sha256}</code>
              </td>
              <td>
                <ul>
                  {[...a.Sources]
                    .sort((x, y) => x.Priority - y.Priority)
                    .map((s) => ({ ...s, href: safeLinkHref(s.Url) }))
                    .filter((s) => s.href !== null)
                    .map((s) => (
                      <li key={s.Url}>
                        <a href={s.href!} rel="noopener noreferrer">
                          {new URL(s.href!, window.location.href).pathname.split('/').pop()}
                        </a>
                      </li>
                    ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
