import type { ErrorCodeValue, EventName, MethodName } from './names.js';
import type { EventPayload, MethodResult } from './contract.js';

/** game → host over `window.parent.postMessage`, before any port exists. Carries nothing secret. */
export interface InitPortMessage {
  type: 'playport:init-port';
  /** The nonce the host put in the frame URL, echoed back. */
  nonce: string;
  /** The SDK's protocol version. */
  version: { major: number; minor: number };
  build: number;
  /**
   * One random id per document load, the same in every re-offer of that load (since 1.6; older SDKs
   * send none). The host answers the first offer of a load and ignores its repeats while that
   * connection lives; a new id is a reloaded document and replaces the old connection.
   */
  loadId?: string;
}

/** host → game, with the game's end of a `MessageChannel` transferred alongside. */
export interface PortMessage {
  type: 'playport:port';
  nonce: string;
  version: { major: number; minor: number };
  /**
   * The methods of this host that wait for the player (its `INTERACTIVE_METHODS`): the SDK gives them
   * `interactiveTimeout`. The host names them, so a method newer than the game's SDK is timed right too.
   */
  interactive: readonly string[];
}

/** host → game when the handshake is refused (an incompatible major version). */
export interface RefusedMessage {
  type: 'playport:refused';
  nonce: string;
  code: ErrorCodeValue;
  message: string;
}

/** The error half of a reply. Never carries a stack. */
export interface WireError {
  code: ErrorCodeValue;
  message: string;
  /** For InvalidParams: the dotted path of the first offending field. */
  field?: string;
  /** Extra JSON details, e.g. a purchase's problem details. */
  details?: unknown;
}

/** Every call is answered on the same reply with exactly one of `result` or `error`. */
export type Reply<M extends MethodName = MethodName> = { result: MethodResult<M> } | { error: WireError };

/** The methods the host exposes over penpal: one dispatcher. */
export interface HostWireMethods {
  call(method: string, params?: unknown): Promise<Reply>;
}

/** The methods a game exposes over penpal: one event sink. */
export interface GameWireMethods {
  event<E extends EventName>(name: E, payload: EventPayload<E>): void;
}
