import { connect, PortMessenger, type Connection } from 'penpal';
import { HandshakeType, INTERACTIVE_METHODS, SDK_VERSION } from '../protocol/names.js';
import type { InitPortMessage } from '../protocol/wire.js';

export const HOST_ORIGIN = 'https://portal.test';
export const NONCE = 'n1';
export const LAUNCH_HASH = `#playport-nonce=${NONCE}&playport-host=${encodeURIComponent(HOST_ORIGIN)}`;

/** What a fake host answers: the raw reply object, so tests can send malformed ones too. */
export type FakeHandler = (method: string, params: unknown) => unknown;

type GameSide = { event(name: string, payload: unknown): Promise<void> };

/** One fake host: the far end of a real MessageChannel, speaking penpal like the real host. */
export interface FakeHost {
  port: MessagePort;
  calls: Array<[method: string, params: unknown]>;
  /** Resolves with the game's `event` sink once the penpal handshake completes. */
  game: Promise<GameSide>;
  connection: Connection<GameSide>;
}

export function createFakeHost(handler: FakeHandler): FakeHost {
  const channel = new MessageChannel();
  const calls: FakeHost['calls'] = [];
  const methods = {
    call: async (method: string, params: unknown) => {
      calls.push([method, params]);
      return handler(method, params);
    },
  };
  const connection = connect<GameSide>({ messenger: new PortMessenger({ port: channel.port1 }), methods });
  return { port: channel.port2, calls, game: connection.promise, connection };
}

interface Delivery {
  source?: unknown;
  origin?: string;
  ports?: MessagePort[];
}

/**
 * A game window inside a frame: `win` goes to `init({ window })`, `posted` records what the game sent
 * to its parent, `deliver` dispatches a message on the game window as the browser would.
 */
export function createFakeFrame(hash = LAUNCH_HASH) {
  const posted: Array<{ data: InitPortMessage; targetOrigin: string }> = [];
  const parent = {
    postMessage(data: InitPortMessage, targetOrigin: string) {
      posted.push({ data, targetOrigin });
    },
  };
  const target = new EventTarget();
  const listening = new Set<unknown>();
  const win = Object.assign(target, {
    addEventListener(type: string, listener: EventListener) {
      listening.add(listener);
      EventTarget.prototype.addEventListener.call(target, type, listener);
    },
    removeEventListener(type: string, listener: EventListener) {
      listening.delete(listener);
      EventTarget.prototype.removeEventListener.call(target, type, listener);
    },
    parent,
    location: { hash, search: '' },
    navigator: { userAgent: 'test' },
  }) as unknown as Window;

  const deliver = (data: unknown, { source = parent, origin = HOST_ORIGIN, ports = [] }: Delivery = {}) => {
    target.dispatchEvent(Object.assign(new Event('message'), { data, source, origin, ports }));
  };
  /** Answers the handshake with a port to `host`, as the real host does. */
  // `interactive: null` plays a host that does not name its interactive methods.
  const sendPort = (
    host: FakeHost,
    delivery: Delivery = {},
    nonce = NONCE,
    interactive: readonly string[] | null = INTERACTIVE_METHODS,
  ) =>
    deliver(
      { type: HandshakeType.Port, nonce, version: { ...SDK_VERSION }, ...(interactive && { interactive }) },
      { ports: [host.port], ...delivery },
    );

  /** How many message listeners the game still has on its window. */
  const listeners = () => listening.size;

  return { win, parent, posted, deliver, sendPort, listeners };
}

/** Answers every method with `{ result: { method, params } }`, so tests can see what arrived. */
export const echo: FakeHandler = (method, params) => ({ result: { method, params } });

export const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
