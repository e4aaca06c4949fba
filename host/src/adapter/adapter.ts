import {
  METHODS,
  type EventName,
  type EventPayload,
  type MethodName,
  type MethodParams,
  type MethodResult,
  type SocialInfo,
} from '@playport/sdk/protocol';
import type { GameConfigReply } from '@playport/api-contract';
import type { HostContext } from '../context.js';
import type { UiPort } from '../ui/ui-port.js';

/** Methods the host core answers itself; every other method goes to the adapter. */
export const HOST_METHODS = Object.freeze([
  'GetInfo',
  'GetUrlHash',
  'SetUrlHash',
  'ChangeLanguage',
  'OpenModal',
  'ShowLinkShareModal',
] as const satisfies readonly MethodName[]);

/** A method the host core answers itself. */
export type HostMethodName = (typeof HOST_METHODS)[number];
/** A method an adapter answers. */
export type AdapterMethodName = Exclude<MethodName, HostMethodName>;

/** Every method an adapter answers, in protocol order. */
export const ADAPTER_METHODS: readonly AdapterMethodName[] = Object.freeze(
  METHODS.filter((m): m is AdapterMethodName => !(HOST_METHODS as readonly string[]).includes(m)),
);

/** Pushes one event; dropped when no game is connected. */
export type EmitEvent = <E extends EventName>(name: E, payload: EventPayload<E>) => void;

/** What a platform says about the game's play; a field left out is unchanged. */
export interface PlatformPlayState {
  paused?: boolean | undefined;
  muted?: boolean | undefined;
}

/** What one adapter handler receives besides its params. */
export interface CallInfo {
  /** The calling game's name, as resolved by the host. */
  readonly game: string;
  /** Pushes an event to the calling game only (e.g. `AdsFailed` after a failed show). */
  readonly emit: EmitEvent;
}

/** A handler for one adapter method. Throw a `HostError` to fail with a code. */
export type AdapterHandler<M extends AdapterMethodName> = (
  params: MethodParams<M>,
  call: CallInfo,
) => Promise<MethodResult<M>>;

/** Handlers for every adapter method. */
export type AdapterMethods = { [M in AdapterMethodName]: AdapterHandler<M> };

/**
 * What an adapter declares it can do on its platform. A capability that is false is reported to the
 * game as such (a negative result or NotSupported), never faked.
 */
export interface AdapterSupports {
  payments: boolean;
  rewardedAds: boolean;
  interstitialAds: boolean;
  stickyBanner: boolean;
  friends: boolean;
  invite: boolean;
  share: boolean;
  community: boolean;
  favorites: boolean;
  review: boolean;
  wordsFilter: boolean;
  lifecycle: boolean;
  /** True when the adapter pushes `FocusChanged` itself; otherwise the host derives it from the page. */
  focus: boolean;
  login: boolean;
  vkBridge: boolean;
  crazyGamesSdk: boolean;
}

/** What the host hands an adapter when it starts. */
export interface AdapterHost {
  readonly context: HostContext;
  readonly ui: UiPort;
  /** The host's game: the fixed or resolved name, else the first mounted game. */
  readonly game: string;
  /** The portal API origin, without `/api/v1` (what `createApiClient({ baseUrl })` takes). */
  readonly apiBase: string;
  /**
   * The game's public config on this adapter's platform (`GET /public_game_config/{Game}`), read once
   * by the host; null when the page has no portal API or the fetch failed. Adapter options override it.
   */
  readonly gameConfig: GameConfigReply | null;
  /** Pushes an event to every connected game (dropped when none is connected). */
  readonly emit: EmitEvent;
  /**
   * Reports the platform's own pause or mute (its overlay, its pause event, its mute setting); a field
   * left out is unchanged. The host combines it with ads and page visibility and pushes
   * `PauseStateChanged` / `AudioStateChanged` with the reason `platform` when the games' state changes.
   *
   * @example
   * ```ts
   * ysdk.on('game_api_pause', () => host.setPlatformState({ paused: true, muted: true }));
   * ```
   */
  setPlatformState(change: PlatformPlayState): void;
  /** Tells the host the player changed; it pushes `UserInfoChanged` with fresh fxId and social info. */
  refreshUserInfo(): void;
  /**
   * Hears what the host pushes as `UserInfoChanged`: after every account refresh (a sign-in, a sign-out,
   * a renewed game token) and every game connection. Returns the unsubscribe. A host that reads no
   * portal account may leave it out.
   */
  onUserInfo?(listener: (info: EventPayload<'UserInfoChanged'>) => void): () => void;
}

/**
 * An adapter running on its platform: what `Adapter.start` returns. Its handlers close over the
 * platform it started (the loaded script, the signed-in player), so none of them can run before it.
 */
export interface RunningAdapter {
  /** The adapter name used in routes (`fxid`, `ok`, `vkcom`, …). */
  readonly name: string;
  readonly supports: Readonly<AdapterSupports>;
  /** The player on this platform, or null when the platform has no identity. */
  getSocialInfo(): Promise<SocialInfo | null>;
  readonly methods: Readonly<AdapterMethods>;
  /** Releases platform listeners and timers. The adapter may then be started again. */
  destroy(): void;
}

/**
 * A platform adapter: the platform's login, payments, ads, social features and lifecycle, behind the
 * protocol's methods. Before it starts it has only its name and capabilities; `start(host)` connects
 * to the platform and returns the running adapter.
 *
 * @example
 * ```ts
 * const adapter = extendAdapter(createDefaultAdapter(), {
 *   name: 'myportal',
 *   supports: { friends: true },
 *   start: async (host) => ({ methods: { GetFriends: async () => ({ friends: await loadFriends(host.game) }) } }),
 * });
 * ```
 */
export interface Adapter {
  /** The adapter name used in routes (`fxid`, `ok`, `vkcom`, …). */
  readonly name: string;
  readonly supports: Readonly<AdapterSupports>;
  /**
   * Connects to the platform (loads its script, signs in) and resolves with the running adapter.
   * A second start before the running adapter is destroyed fails with 'Already initialized'.
   */
  start(host: AdapterHost): Promise<RunningAdapter>;
}

/** Loads an adapter lazily, so a page only downloads the one it uses. */
export type AdapterLoader = () => Promise<Adapter>;
