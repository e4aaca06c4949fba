import type { EventName, EventPayload, Reply } from '@playport/sdk/protocol';
import type { HostContext } from '../context.js';

/** Answers one call from a game. Never throws: every failure is a `{ error }` reply. */
export type Dispatch = (method: string, params: unknown) => Promise<Reply>;

/** A handler the dispatcher routes a validated call to. Throw a `HostError` to fail with a code. */
export type MethodHandler = (params: unknown) => Promise<unknown>;

/** Token-bucket limits of one mounted game frame, kept across the reloads of its document. */
export interface RateLimit {
  /** Calls allowed in a burst. */
  burst: number;
  /** Calls refilled per second. */
  perSecond: number;
}

/** Options of {@link mountGame}. */
export interface MountGameOptions {
  /** Where the frame goes. */
  container: HTMLElement;
  /** The game's URL (absolute). The nonce and the host origin are added to its fragment. */
  src: string;
  /** Origins the game may speak from; defaults to the origin of `src`. Exact matches only. */
  allowedOrigins?: readonly string[];
  /**
   * Allows a game served from the host page's own origin. Off by default: a same-origin frame with
   * `allow-scripts` and `allow-same-origin` can lift its own sandbox. Only for trusted local setups.
   */
  allowSameOrigin?: boolean;
  /** Answers the game's calls. */
  dispatch: Dispatch;
  context: HostContext;
  /** Rate limit of this frame's calls, over all its connections; default 200 burst, 100 per second. */
  rateLimit?: RateLimit;
  /** Timeout of host→game event pushes, in ms; default 5000. */
  eventTimeoutMs?: number;
  /**
   * After this many ms without a finished channel handshake the host logs a warning; it keeps serving
   * the game, however late it finishes; default 10000.
   */
  handshakeTimeoutMs?: number;
  /**
   * How long the game has to load and connect, in ms, before `connected` rejects with `NotConnected`
   * 'Not initialized'; default 20000.
   */
  connectTimeoutMs?: number;
  /** Accessible title of the frame. */
  title?: string;
  /** Called each time a game document connects (first load and every reload). */
  onConnect?: () => void;
  /** Called when a connection ends (reload, destroy). */
  onDisconnect?: () => void;
}

/** A mounted game frame and its channel. */
export interface GameConnection {
  readonly frame: HTMLIFrameElement;
  /**
   * Resolves when the first game document has connected; rejects with a `HostError` `NotConnected`
   * 'Not initialized' when none has within `connectTimeoutMs` (a frame that failed to load, refused
   * framing or never called `init()`; `details`: `src`, `connectTimeoutMs`), or when the frame is
   * destroyed first.
   */
  readonly connected: Promise<void>;
  /** True while a game document is connected. */
  readonly isConnected: boolean;
  /** Pushes an event to the game; dropped (and logged) when no game is connected. */
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  /** Removes the frame, closes the port and rejects nothing silently. */
  destroy(): void;
}
