import type { EventName, EventPayload } from '@playport/sdk/protocol';
import type { AdapterHost, EmitEvent } from './adapter/adapter.js';
import { createAdapterStarter } from './adapter/adapter-starter.js';
import { createAdapterRegistry } from './adapter/registry.js';
import { resolveAdapterName, resolveGameName } from './adapter/resolve.js';
import { adapterPlatform } from './adapter/adapter-platforms.js';
import { createGameConfigSource } from './adapter/game-config-source.js';
import { withDataLayerEvents } from './analytics/sdk-data-layer.js';
import { AUTH_TOKEN_KEY, createApiClient } from './api/index.js';
import { createDispatcher } from './channel/create-dispatcher.js';
import { mountGame } from './channel/mount-game.js';
import type { GameConnection } from './channel/types.js';
import { createBrowserContext } from './context.js';
import { HostError, HostErrorCode } from './errors.js';
import type { HostOptions, MountedGame, MountOptions, PlayportHost } from './host-types.js';
import { createHostHandlers } from './methods/create-host-handlers.js';
import { createLanguageState } from './methods/language-state.js';
import { createLoadingState } from './methods/loading-state.js';
import { createModalGate, withModalGate } from './methods/modal-gate.js';
import { createPlayState } from './methods/play-state.js';
import { createUrlHash } from './methods/url-hash.js';
import { createUserInfoSource } from './methods/user-info.js';
import { watchPageState } from './page-state.js';
import { createHeadlessUi } from './ui/headless-ui.js';

/** Events an adapter sends once about its state; the host repeats the last of each to every game that connects. */
const ADAPTER_STATE_EVENTS = [
  'AdsVideoAvailable',
  'AdsInterstitialAvailable',
  'ConsentStatus',
] as const satisfies readonly EventName[];

/**
 * Creates the host runtime of a page. It resolves the game and adapter names in the spec's order,
 * loads the adapter on the first mount and starts it once (again on the next call after a failed start),
 * answers each game's calls, and after every (re)connection pushes LanguageChanged, OrientationChanged,
 * FocusChanged, the last PauseStateChanged and AudioStateChanged, the adapter's last ad availability and
 * consent, and UserInfoChanged. The games are paused and muted while an ad shows (reason `ad`), while
 * the adapter's platform says so (`platform`), while the page is hidden (`hidden`) and while the page's
 * code asks it (`host`, {@link PlayportHost.setPaused}); see {@link createPlayState}. A call waits a
 * bounded time for an adapter that is still starting.
 *
 * @example
 * ```ts
 * const host = createHost({ ui: createDefaultUi() });
 * host.mountGame({ container: document.getElementById('game')!, src: 'https://games.example/space/' });
 * ```
 */
export function createHost(options: HostOptions = {}): PlayportHost {
  const context = options.context ?? createBrowserContext();
  const ui = options.ui ?? createHeadlessUi();
  const win = context.window;
  const registry = options.registry ?? createAdapterRegistry();
  for (const [name, loader] of Object.entries(options.loaders ?? {})) registry.register(name, loader);

  const sources = { path: win.location.pathname, query: win.location.search, basePath: options.basePath };
  const hostGame = resolveGameName({ fixed: options.game, ...sources });
  const adapterName = resolveAdapterName({ forced: options.adapter, ...sources });
  const language = createLanguageState(options.language ?? win.navigator?.language);
  const urlHash = createUrlHash(win, context.log);
  const connections = new Set<GameConnection>();
  // One modal at a time for all the games of this page, also when an adapter shows it for a game.
  const modalGate = createModalGate();
  const adapterUi = withModalGate(ui, modalGate);
  let destroyed = false;

  const emit: EmitEvent = <E extends EventName>(name: E, payload: EventPayload<E>) => {
    for (const connection of connections) connection.emit(name, payload);
  };
  // The adapter's ad availability and consent are state: a game that connects after the adapter said it gets it too.
  const adState = new Map<EventName, unknown>();
  const adapterEmit: EmitEvent = <E extends EventName>(name: E, payload: EventPayload<E>) => {
    if ((ADAPTER_STATE_EVENTS as readonly string[]).includes(name)) adState.set(name, payload);
    emit(name, payload);
  };
  // Pause and mute: ads, the platform's signals, the page hidden and the page's own code combine here.
  const play = createPlayState(emit);
  // The adapter hears each user info the host pushes (its portal services derive consent from it).
  const userInfoListeners = new Set<(info: EventPayload<'UserInfoChanged'>) => void>();
  const tellAdapter = (info: EventPayload<'UserInfoChanged'>) => {
    for (const listener of [...userInfoListeners]) {
      try {
        listener(info);
      } catch (error) {
        context.log('error', 'User info listener failed', error);
      }
    }
  };

  const apiBase = options.apiBase ?? context.window.location.origin;
  const gameConfig = createGameConfigSource({
    given: options.gameConfig,
    platform: adapterPlatform(adapterName),
    fetch: (game, platform) => createApiClient({ baseUrl: apiBase, context }).games.publicGameConfig(game, platform),
    log: context.log,
  });
  const adapterHost = async (game: string): Promise<AdapterHost> => ({
    context,
    ui: adapterUi,
    game,
    apiBase,
    gameConfig: await gameConfig(game),
    emit: adapterEmit,
    setPlatformState: (change) => play.set('platform', change),
    refreshUserInfo,
    onUserInfo: (listener) => {
      userInfoListeners.add(listener);
      return () => void userInfoListeners.delete(listener);
    },
  });
  // A user info read while the adapter was not running lacks the platform's player: it is read again once the adapter starts.
  let socialMissed = false;
  const starter = createAdapterStarter({
    registry,
    name: adapterName,
    hostFor: adapterHost,
    context,
    onStart: () => {
      if (!socialMissed) return;
      socialMissed = false;
      refreshUserInfo();
    },
  });

  const userInfo = createUserInfoSource({
    getAccount: options.getAccount,
    sessionToken: () => context.storage.getItem(AUTH_TOKEN_KEY),
    getSocialInfo: async () => {
      const adapter = await starter.ready().catch(() => null);
      if (!adapter) socialMissed = true;
      return adapter ? adapter.getSocialInfo() : null;
    },
    log: context.log,
  });
  function refreshUserInfo() {
    void userInfo().then((info) => {
      emit('UserInfoChanged', info);
      tellAdapter(info);
    });
  }

  const hostOwnsFocus = () => !starter.current?.supports.focus;
  const page = watchPageState(context, {
    orientation: (orientation) => emit('OrientationChanged', { orientation }),
    focus: (focused) => {
      if (hostOwnsFocus()) emit('FocusChanged', { focused });
    },
  });
  const hiddenNow = () => win.document.visibilityState === 'hidden';
  const visibility = () => play.set('hidden', { paused: hiddenNow(), muted: hiddenNow() });
  visibility();
  win.document.addEventListener('visibilitychange', visibility);
  const stopLanguage = language.subscribe((current) => emit('LanguageChanged', { language: current }));

  async function pushState(connection: GameConnection) {
    connection.emit('LanguageChanged', { language: language.current });
    connection.emit('OrientationChanged', { orientation: page.orientation() });
    // What the adapter sends from now on reaches this game as it is sent; what it sent before is repeated below.
    const sentBefore = new Map(adState);
    // Reading the player waits for an adapter that is starting, as long as a call would.
    const info = await userInfo();
    if (hostOwnsFocus()) connection.emit('FocusChanged', { focused: page.focused() });
    play.replay(connection.emit);
    for (const [name, payload] of sentBefore) {
      if (adState.get(name) === payload) connection.emit(name, payload as never);
    }
    connection.emit('UserInfoChanged', info);
    tellAdapter(info);
  }

  function mount(mountOptions: MountOptions): MountedGame {
    if (destroyed) throw new HostError(HostErrorCode.NotConnected, 'The host was destroyed');
    const game = mountOptions.game ?? hostGame;
    if (!game) {
      throw new HostError(HostErrorCode.InvalidParams, 'No game name: pass game, or use a /play/{game} path or ?game=');
    }
    const adapter = starter.start(hostGame ?? game);
    let connection: GameConnection | null = null;
    const handlers = createHostHandlers({
      game,
      context,
      ui,
      language,
      urlHash,
      userInfo,
      adapter: () => starter.ready(),
      emit: (name, payload) => connection?.emit(name, payload),
      refreshUserInfo,
      modalGate,
      holdAd: () => play.holdAd(),
    });
    const loading = createLoadingState(context.log);
    const conn = mountGame({
      container: mountOptions.container,
      src: mountOptions.src,
      allowedOrigins: mountOptions.allowedOrigins,
      title: mountOptions.title,
      allowSameOrigin: mountOptions.allowSameOrigin,
      connectTimeoutMs: mountOptions.connectTimeoutMs,
      dispatch: createDispatcher(withDataLayerEvents(loading.watch(handlers), context), { log: context.log }),
      context,
      // A reloaded game loads again: its page shows the new loading from the start.
      onConnect: () => {
        loading.reset();
        if (connection) void pushState(connection);
      },
    });
    connection = conn;
    connections.add(conn);
    return {
      game,
      connection: conn,
      adapter,
      get loading() {
        return loading.current;
      },
      onLoading: (listener) => loading.subscribe(listener),
      destroy() {
        connections.delete(conn);
        conn.destroy();
      },
    };
  }

  return {
    adapterName,
    game: hostGame,
    get language() {
      return language.current;
    },
    mountGame: mount,
    setLanguage: (tag) => language.set(tag),
    onLanguageChange: (listener) => language.subscribe(listener),
    emit,
    refreshUserInfo,
    setPaused: (paused) => play.set('host', { paused }),
    setMuted: (muted) => play.set('host', { muted }),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const connection of [...connections]) connection.destroy();
      connections.clear();
      page.stop();
      win.document.removeEventListener('visibilitychange', visibility);
      stopLanguage();
      ui.closeAll();
      starter.destroy();
    },
  };
}
