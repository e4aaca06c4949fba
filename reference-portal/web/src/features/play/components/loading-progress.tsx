import type { GameLoading } from '@playport/host';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * The game's own loading progress over the stage: shown from its first LoadingProgress until its
 * LoadingReady, announced as a progress bar with the percent.
 */
export function LoadingProgress({ loading, title }: { loading: GameLoading; title: string }) {
  const { t } = useTranslation();
  if (loading.ready || loading.percent === null) return null;
  return (
    <div className="player-progress" data-testid="player-progress">
      <div
        className="player-progress-track"
        role="progressbar"
        aria-label={t('play.loadingProgress', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={loading.percent}
      >
        <div className="player-progress-fill" style={{ width: `${loading.percent}%` }} />
      </div>
      <span aria-hidden="true">{loading.percent}%</span>
    </div>
  );
}
