import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { createHost, type AdapterLoader, type AdapterSupports, type GameLoading } from '@playport/host';
import { fetchProfile } from '../../../shared/api/use-profile';
import { useRuntimeConfig } from '../../../shared/config/config-context';
import { useApi, useHostSlot, usePortalServices } from '../../../shared/host/services-context';
import { devPanel } from '../../debug';
import { portalAdapterLoaders } from '../adapter-loaders';
import { createGameTokenSource } from '../game-token-source';
import { toFxIdInfo } from '../to-fxid-info';

export interface MountedGameState {
  status: 'loading' | 'connected' | 'error';
  error?: string;
}

const NOTHING_LOADED: GameLoading = { percent: null, ready: false };

/**
 * Local mode: the adapter's name and capabilities, read from `window.playportAdapter`, so a developer
 * (and the Chromium suite) sees what the game may rely on: the declared ones while it starts, then the
 * running adapter's (some are known only once started, such as ads from the game config).
 */
function publishAdapters(loaders: Record<string, AdapterLoader>): Record<string, AdapterLoader> {
  const publish = (adapter: { name: string; supports: Readonly<AdapterSupports> }) =>
    Object.defineProperty(window, 'playportAdapter', {
      configurable: true,
      get: () => ({ name: adapter.name, supports: { ...adapter.supports } }),
    });
  const published: Record<string, AdapterLoader> = {};
  for (const [name, load] of Object.entries(loaders)) {
    published[name] = async () => {
      const adapter = await load();
      publish(adapter);
      return {
        ...adapter,
        start: async (host) => {
          const running = await adapter.start(host);
          publish(running);
          return running;
        },
      };
    };
  }
  return published;
}

/**
 * Mounts the game through the host runtime in `container`, and keeps the page's host in the slot; `loading`
 * is what the game reports of its loading (LoadingProgress, LoadingReady).
 */
export function useMountedGame(game: string, adapter: string, src: string | null, title: string) {
  const container = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const config = useRuntimeConfig();
  const { context, session, ui } = usePortalServices();
  const api = useApi();
  const queryClient = useQueryClient();
  const hostSlot = useHostSlot();
  const [state, setState] = useState<MountedGameState>({ status: 'loading' });
  const [loading, setLoading] = useState<GameLoading>(NOTHING_LOADED);

  useEffect(() => {
    if (!container.current || !src) return;
    // The game gets its own short-lived token, never the portal session; before it expires the host
    // re-reads the player, so the game hears UserInfoChanged with a renewed one.
    const gameTokens = createGameTokenSource(api, game);
    let renewal: ReturnType<typeof setTimeout> | undefined;
    const host = createHost({
      context,
      ui,
      game,
      adapter,
      basePath: config.basePath,
      apiBase: config.apiBase || location.origin,
      language: i18n.language,
      loaders: config.local
        ? publishAdapters(portalAdapterLoaders(config, context))
        : portalAdapterLoaders(config, context),
      getAccount: async () => {
        const token = session.token;
        clearTimeout(renewal);
        if (!token) return null;
        const account = await fetchProfile(queryClient, api, game);
        // A failed renewal falls back to the profile's game token of this game (toFxIdInfo).
        const gameToken = await gameTokens.get(token).catch(() => null);
        const renewIn = gameTokens.renewIn();
        if (renewIn !== null) renewal = setTimeout(() => host.refreshUserInfo(), renewIn);
        return toFxIdInfo(account, game, gameToken);
      },
    });
    const mounted = host.mountGame({ container: container.current, src, game, title });
    const offLanguage = host.onLanguageChange((language) => {
      if (language !== i18n.language) void i18n.changeLanguage(language);
    });
    hostSlot.set(host);
    if (config.local) devPanel()?.hostMounted(host, adapter);
    setState({ status: 'loading' });
    setLoading(mounted.loading);
    const offLoading = mounted.onLoading(setLoading);
    mounted.connection.connected.then(
      () => setState({ status: 'connected' }),
      (error: unknown) => setState({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      clearTimeout(renewal);
      offLoading();
      offLanguage();
      hostSlot.set(null);
      host.destroy();
    };
    // The host lives as long as this game and adapter are on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, adapter, src]);

  return { container, state, loading };
}
