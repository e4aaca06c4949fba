import type { Language } from '@playport/sdk/protocol';
import type { AdapterLoader, EmitEvent, RunningAdapter } from './adapter/adapter.js';
import type { AdapterRegistry } from './adapter/registry.js';
import type { GameConfigReply } from '@playport/api-contract';
import type { GameConnection } from './channel/types.js';
import type { HostContext } from './context.js';
import type { GameLoading } from './methods/loading-state.js';
import type { AccountSource } from './methods/user-info.js';
import type { UiPort } from './ui/ui-port.js';

/** Options of {@link createHost}. Every one is optional. */
export interface HostOptions {
  /** The outside world; default `createBrowserContext()`. */
  context?: HostContext;
  /** Modals; default a headless UI that shows nothing. Pass `createDefaultUi()` for real ones. */
  ui?: UiPort;
  /** Forces the adapter (spec: the forced setting); otherwise it is resolved from the page URL. */
  adapter?: string;
  /** Where adapters come from; default a registry holding `fxid` plus `loaders`. */
  registry?: AdapterRegistry;
  /** Adapter loaders by name, added to the registry. */
  loaders?: Record<string, AdapterLoader>;
  /** Fixes the game (spec: the fixed setting); otherwise it is resolved from the page URL. */
  game?: string;
  /** The router's base path, stripped before the path is matched; default `/`. */
  basePath?: string;
  /** The initial UI language (any BCP 47 tag); default the browser's. */
  language?: string;
  /** The portal API origin, without `/api/v1`, handed to the adapter; default the page's own origin. */
  apiBase?: string;
  /**
   * The game's public config handed to the adapter. Default: fetched once from `apiBase` for the
   * adapter's platform (a failed fetch is logged and gives null); `null` means the page has no portal API.
   */
  gameConfig?: GameConfigReply | null;
  /**
   * The signed-in portal account for `GetInfo` and `UserInfoChanged`; default none (visitor). Its
   * `token` goes to the game, so it must be the game's own scoped token, never the portal session.
   */
  getAccount?: AccountSource;
}

/** Options of {@link PlayportHost.mountGame}. */
export interface MountOptions {
  /** Where the game frame goes. */
  container: HTMLElement;
  /** The game's absolute URL, on its own origin. */
  src: string;
  /** The game's name; default the host's (fixed, path, then query). */
  game?: string;
  /** Origins the game may speak from; default the origin of `src`. */
  allowedOrigins?: readonly string[];
  /** Accessible title of the frame. */
  title?: string;
  /** Allows a game on the host page's own origin; only for trusted local setups (see `mountGame`). */
  allowSameOrigin?: boolean;
  /** How long the game has to load and connect before `connection.connected` rejects, in ms; default 20000. */
  connectTimeoutMs?: number;
}

/** One mounted game. */
export interface MountedGame {
  readonly game: string;
  readonly connection: GameConnection;
  /**
   * The running adapter; rejects when its first start failed (the game still gets answers, and its
   * next adapter call starts the adapter again).
   */
  readonly adapter: Promise<RunningAdapter>;
  /** What the game reported of its loading (LoadingProgress, LoadingReady); reset when it reloads. */
  readonly loading: GameLoading;
  /**
   * Hears each change of {@link MountedGame.loading}, for a page that draws its own progress bar.
   * Returns the unsubscribe function.
   *
   * @example `mounted.onLoading(({ percent, ready }) => (bar.value = ready ? 100 : (percent ?? 0)))`
   */
  onLoading(listener: (loading: GameLoading) => void): () => void;
  /** Removes the frame and its channel. */
  destroy(): void;
}

/**
 * A host page's runtime: mounts games, answers their calls through one adapter, and pushes state.
 *
 * @example
 * ```ts
 * const host = createHost(); host.mountGame({ container, src: 'https://games.example/space/' });
 * ```
 */
export interface PlayportHost {
  /** The resolved adapter name. */
  readonly adapterName: string;
  /** The host-level game name, or null when only mounts name games. */
  readonly game: string | null;
  /** The current UI language. */
  readonly language: Language;
  /** Mounts a game frame; many games may be mounted, each with its own connection. */
  mountGame(options: MountOptions): MountedGame;
  /** Changes the language and pushes `LanguageChanged` to every game. Returns the normalised language. */
  setLanguage(tag: string): Language;
  /** Hears every language change, including those a game asked for. Returns the unsubscribe function. */
  onLanguageChange(listener: (language: Language) => void): () => void;
  /** Pushes an event to every connected game. */
  readonly emit: EmitEvent;
  /** Re-reads the account and social info and pushes `UserInfoChanged` (call after sign-in or out). */
  refreshUserInfo(): void;
  /**
   * Pauses the games (`PauseStateChanged` with the reason `host`) or releases this page's pause; they
   * stay paused while an ad, the platform or a hidden page still holds them.
   */
  setPaused(paused: boolean): void;
  /** Mutes the games (`AudioStateChanged`, reason `host`) or releases this page's mute, as {@link PlayportHost.setPaused}. */
  setMuted(muted: boolean): void;
  /** Unmounts every game, closes modals, releases the adapter and listeners. */
  destroy(): void;
}
