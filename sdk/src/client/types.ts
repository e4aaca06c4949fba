import type { EventName, MethodName } from '../protocol/names.js';
import type { EventPayload, MethodParams, MethodResult, ParamlessMethod } from '../protocol/contract.js';
import type { ClientEvents, ClientMethods } from './methods.generated.js';

export type { ClientMethods, ClientEvents } from './methods.generated.js';

/** The params argument of a method: optional when the method takes none (or only optional ones). */
export type ParamsArg<M extends MethodName> = M extends ParamlessMethod
  ? [params?: MethodParams<M>]
  : [params: MethodParams<M>];

/** A listener of one event. */
export type PlayportListener<E extends EventName> = (payload: EventPayload<E>) => void;

/** Removes the listener it was returned for. */
export type Unsubscribe = () => void;

/**
 * The escape hatch: calls a method by name. Typed for the protocol's names; any other string is sent
 * as it is, and a host that lacks it rejects with `UnknownMethod`.
 *
 * @example
 * ```ts
 * const info = await client.call('GetInfo');
 * ```
 */
export type CallMethod = <M extends MethodName | (string & {})>(
  method: M,
  ...params: M extends MethodName ? ParamsArg<M> : [params?: unknown]
) => Promise<M extends MethodName ? MethodResult<M> : unknown>;

/**
 * A connected Playport client, as `init()` resolves it.
 *
 * @example
 * ```ts
 * const client = await init();
 * client.on('LanguageChanged', ({ language }) => setLanguage(language));
 * ```
 */
export interface PlayportClient extends ClientMethods, ClientEvents {
  /** `host` when connected to a Playport host; `standalone` when the page was opened directly. */
  readonly mode: 'host' | 'standalone';
  /** The frame URL's fragment without the Playport launch params, like `location.hash` (`''` or `#…`). */
  readonly hash: string;
  /** Calls a method by name; see {@link CallMethod}. */
  readonly call: CallMethod;
  /** Closes the channel and drops every listener; later calls reject with `NotConnected`. */
  destroy(): void;
}

/**
 * Options of `init()`.
 *
 * @example
 * ```ts
 * const client = await init({ timeout: 15_000, standalone: 'never' });
 * ```
 */
export interface InitOptions {
  /** Timeout of each call in ms; default 10000. */
  timeout?: number;
  /**
   * Timeout in ms of the calls that wait for the player (purchases, sign-in, ads, dialogs: the
   * methods the host names in the handshake, every call when it names none); default 900000 (15 minutes).
   */
  interactiveTimeout?: number;
  /**
   * How long to wait for the host's answer (its port), in ms; default 5000; the handshake over the port
   * then gets `timeout`. The init message is
   * re-offered meanwhile (100 ms doubling to 1 s); a framed page that no host answers then runs
   * standalone, with one `console.warn` (see `strict`).
   */
  initTimeout?: number;
  /** The game's window; default `globalThis.window`. Tests pass a fake. */
  window?: Window;
  /**
   * `auto` (default): run standalone when the page is not framed, or when no host answers its frame.
   * `never`: reject with `NotConnected` when not framed, and as `strict` when framed.
   */
  standalone?: 'auto' | 'never';
  /** In a frame, reject with `Timeout` when no host answers within `initTimeout`, instead of running standalone. */
  strict?: boolean;
}
