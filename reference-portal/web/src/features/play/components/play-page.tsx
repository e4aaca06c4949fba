/** @jsxImportSource react */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
import { requestFullscreen } from '../request-fullscreen';
import { resolvePlayNames } from '../resolve-play-names';
import { PlayToolbar } from './play-toolbar';

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
  const src = gameConfig.isSuccess ? `${gamesBaseUrl.replace(/\/$/, '')}/${encodeURIComponent(game)}/` : null;
  const { container, state } = useMountedGame(game, adapter, src, title);
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
      <h1 className="visually-hidden">{title}</h1>
      <div ref={stage} className="player-stage" data-testid="player-stage">
        <div ref={container} className="player-frame" />
        {state.status === 'loading' && <Spinner />}
        {state.status === 'error' && <p className="error" role="alert">{state.error}</p>}
        {mismatch && <p className="rotate-hint" role="status">{t('play.rotate')}</p>}
      </div>
      <PlayToolbar game={game} onFullscreen={() => stage.current && void requestFullscreen(stage.current, orientation).catch(() => undefined)} />
    </section>
  );
}
