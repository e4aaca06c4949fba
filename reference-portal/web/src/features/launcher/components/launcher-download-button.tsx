import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi } from '../../../shared/host/services-context';
import { startLauncherDownload } from '../start-launcher-download';

/** Starts the launcher download of a game's branch; a refusal shows in red under the button. */
export function LauncherDownloadButton({
  game,
  branch = 'main',
  label,
}: {
  game: string;
  branch?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await startLauncherDownload({ api, open: (url) => window.location.assign(url) }, game, branch);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="launcher-download">
      <button type="button" className="button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {label ?? t('launcher.download')}
      </button>
      {error && (
        <p className="error" role="alert">
          {t('launcher.downloadFailed')}: {error}
        </p>
      )}
    </div>
  );
}
