import { CallOptions, connect, ErrorCode as PenpalCode, type Methods, type RemoteProxy } from 'penpal';
import type { EventName, EventPayload, Reply } from '@playport/sdk/protocol';
import type { HostContext } from '../context.js';
import { GuardedPortMessenger } from './guarded-port-messenger.js';
import { toErrorReply } from './to-error-reply.js';
import type { Dispatch } from './types.js';

/** Host→game event pushes that may await a reply at once; more are dropped, so a hung game cannot pile them up. */
export const MAX_PENDING_EVENTS = 100;

type GameMethods = { event: (name: EventName, payload: unknown) => void };

/** Options of {@link connectGamePort}. */
export interface GamePortOptions {
  /** The host's end of the channel; the other end has been posted to the game. */
  port: MessagePort;
  /** Answers the game's calls; already rate-limited by the caller (the bucket outlives one connection). */
  dispatch: Dispatch;
  context: HostContext;
  /**
   * After this long without a finished penpal handshake the host warns, and keeps waiting: a slow
   * device may still finish it, and the port is this game document's only one.
   */
  handshakeTimeoutMs: number;
  eventTimeoutMs: number;
  /** The handshake finished. */
  onOpen: () => void;
  /** An open connection ended: destroyed by the host or by the game. */
  onClose: () => void;
}

/** One game document's connection. */
export interface GameLink {
  readonly isOpen: boolean;
  /** True once the connection has ended (destroyed by either side); it never reopens. */
  readonly isClosed: boolean;
  /** Pushes an event; dropped when the link is not open. Failures are logged, never thrown. */
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  /** Ends the connection; pending host→game calls reject. Idempotent. */
  destroy(): void;
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Runs penpal over one port for one game document: the game may call only `call(method, params)`, which
 * goes to `dispatch`; the host may push events with a timeout.
 *
 * @example
 * ```ts
 * const link = connectGamePort({ port: port1, dispatch: limited, context, handshakeTimeoutMs: 10_000, eventTimeoutMs: 5000, onOpen, onClose });
 * ```
 */
export function connectGamePort(options: GamePortOptions): GameLink {
  const { context } = options;
  // The messenger answers a rejection or a throw itself (toErrorReply); penpal would send it as an error.
  const answer = (method: unknown, params: unknown): Promise<Reply> =>
    options.dispatch(typeof method === 'string' ? method : '', params);
  // A null prototype keeps penpal from resolving inherited names such as `toString` or `constructor`.
  const methods = Object.assign(Object.create(null) as Methods, {
    call: (method: unknown, params: unknown): Promise<Reply> => {
      try {
        return answer(method, params).catch(toErrorReply);
      } catch (err) {
        return Promise.resolve(toErrorReply(err));
      }
    },
  });

  let state: 'pending' | 'open' | 'closed' = 'pending';
  let remote: RemoteProxy<GameMethods> | undefined;
  let pending = 0;
  let slowTimer: unknown;

  const close = () => {
    const wasOpen = state === 'open';
    state = 'closed';
    context.clearTimeout(slowTimer);
    remote = undefined;
    if (wasOpen) options.onClose();
  };
  const messenger = new GuardedPortMessenger(options.port, context.log, close);
  // No penpal timeout: it would end the connection, and a game that finishes late could never connect.
  const connection = connect<GameMethods>({ messenger, methods });
  slowTimer = context.setTimeout(() => {
    if (state === 'pending')
      context.log(
        'warn',
        `The game has not finished the channel handshake within ${options.handshakeTimeoutMs} ms; still waiting`,
      );
  }, options.handshakeTimeoutMs);
  connection.promise.then(
    (proxy) => {
      if (state !== 'pending') return;
      context.clearTimeout(slowTimer);
      state = 'open';
      remote = proxy;
      // From here on the messenger answers the game's calls itself, with the same dispatch.
      messenger.serveCalls(answer);
      options.onOpen();
    },
    (err: unknown) => context.log('debug', 'The channel handshake ended unfinished:', describe(err)),
  );

  const emit = (name: EventName, payload: unknown) => {
    if (state !== 'open' || !remote) {
      context.log('debug', `Dropped event ${name}: no game is connected`);
      return;
    }
    if (pending >= MAX_PENDING_EVENTS) {
      context.log('warn', `Dropped event ${name}: ${MAX_PENDING_EVENTS} events are still awaiting the game`);
      return;
    }
    pending++;
    const done = () => void pending--;
    const fail = (err: unknown) => {
      pending--;
      const destroyed = (err as { code?: unknown } | null)?.code === PenpalCode.ConnectionDestroyed;
      context.log(destroyed ? 'debug' : 'warn', `Event ${name} was not delivered:`, describe(err));
    };
    try {
      remote.event(name, payload, new CallOptions({ timeout: options.eventTimeoutMs })).then(done, fail);
    } catch (err) {
      fail(err);
    }
  };

  return {
    get isOpen() {
      return state === 'open';
    },
    get isClosed() {
      return state === 'closed';
    },
    emit,
    destroy: () => connection.destroy(),
  };
}
