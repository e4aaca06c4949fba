import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isNotFound } from '../../../shared/api/query-retry';
import { useGameConfig } from '../../../shared/api/use-game-config';
import { useRuntimeConfig } from '../../../shared/config/config-context';
import { useHideHeader } from '../../../shared/ui/header-visibility';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useManifestLink } from '../hooks/use-manifest-link';
import { useMountedGame } from '../hooks/use-mounted-game';
import { useOrientationMismatch } from '../hooks/use-orientation-mismatch';
import { presentationStyle } from '../presentation-style';
import { requestFullscreen } from '../request-fullscreen';
import { resolvePlayNames } from '../resolve-play-names';
import { unityPlayerUrl } from '../unity-player-url';
import { LoadingProgress } from './loading-progress';
import { PlayToolbar } from './play-toolbar';

// The game's quests load after the player, in a chunk of their own.
const PlayQuests = lazy(() => import('./play-quests').then((m) => ({ default: m.PlayQuests })));

/** The web player: the game on its own origin, mounted through the host runtime. */
export function PlayPage() {
  const config = useRuntimeConfig();
  const [query] = useSearchParams();
  const { game, adapter } = resolvePlayNames(config, useLocation().pathname, query);
  if (!game) return <Navigate to="/" replace />;
  return <Player key={`${game}/${adapter}`} game={game} adapter={adapter} />;
}

function Player({ game, adapter }: { game: string; adapter: string }) {
  const { t } = useTranslation();
  const { gamesBaseUrl } = useRuntimeConfig();
  const gameConfig = useGameConfig(game);
  const data = gameConfig.data;
  const adapterUi = data?.PublicWebClientConfig.Adapters[adapter as keyof typeof data.PublicWebClientConfig.Adapters];
  useHideHeader(!!adapterUi?.DisableHeaderUi);
  useManifestLink(game);
  const orientation = data?.GameOrientation;
  const mismatch = useOrientationMismatch(orientation);
  const title = data?.PortalConfig.Title ?? game;
  // A Unity game runs in the Unity player page with its build from the web client config; any other in its own page.
  const unity = data?.PublicGameData.PlayGameType === 'Unity';
  const unityBuild = data?.PublicWebClientConfig.Unity ?? null;
  const gamesBase = gamesBaseUrl.replace(/\/$/, '');
  const src = !data
    ? null
    : unity
      ? unityBuild && unityPlayerUrl(gamesBase, game, title, unityBuild)
      : (data.PortalConfig.GameUrl ?? `${gamesBase}/${encodeURIComponent(game)}/`);
  const { container, state, loading } = useMountedGame(game, adapter, src, title);
  const stageStyle = presentationStyle(data?.PublicGameData.Presentation) ?? undefined;
  const stage = useRef<HTMLDivElement>(null);

  // Only the server's 404 means there is no such game; any other failure (after the retries) may pass.
  if (gameConfig.isError && isNotFound(gameConfig.error)) {
    return (
      <section className="page narrow">
        <h1>{t('play.notFound')}</h1>
        <p className="error">{t('errors.generic')}</p>
      </section>
    );
  }
  if (gameConfig.isError) {
    return (
      <section className="page narrow">
        <h1>{t('errors.title')}</h1>
        <LoadError onRetry={() => void gameConfig.refetch()} retrying={gameConfig.isFetching} testId="play-load-error">
          <p className="error" role="alert">
            {t('play.loadFailed')}
          </p>
        </LoadError>
      </section>
    );
  }
  return (
    <section className={`player player-${orientation === 'Vertical' ? 'portrait' : 'landscape'}`} aria-label={title}>
      <h1 className="player-title">{data ? title : <span className="skeleton-text" aria-hidden="true" />}</h1>
      <div
        ref={stage}
        className={state.status === 'connected' ? 'player-stage player-stage-connected' : 'player-stage'}
        data-testid="player-stage"
        style={stageStyle}
      >
        <div ref={container} className="player-frame" />
        {unity && data && !unityBuild && (
          <p className="error" role="alert">
            {t('play.noUnityBuild')}
          </p>
        )}
        {state.status === 'loading' && !(unity && data && !unityBuild) && (
          <div className="player-loading" data-testid="player-loading">
            <Spinner />
            <p role="status">{data ? t('play.loading', { title }) : t('common.loading')}</p>
          </div>
        )}
        {state.status === 'connected' && <LoadingProgress loading={loading} title={title} />}
        {state.status === 'error' && (
          <p className="error" role="alert">
            {state.error}
          </p>
        )}
        {mismatch && (
          <p className="rotate-hint" role="status">
            {t('play.rotate')}
          </p>
        )}
      </div>
      <PlayToolbar
        game={game}
        onFullscreen={() => stage.current && void requestFullscreen(stage.current, orientation).catch(() => undefined)}
      />
      {data && (
        <Suspense fallback={null}>
          <PlayQuests game={game} />
        </Suspense>
      )}
    </section>
  );
}
