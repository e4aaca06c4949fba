import { connect, PortMessenger, type Connection, type RemoteProxy } from 'penpal';
import type { Reply } from '@playport/sdk/protocol';
import type { HostContext } from '../context.js';

/** The host's methods as the game's penpal sees them. */
export type HostMethods = { call: (method: string, params?: unknown) => Promise<Reply> };

/** A log that records every line, for assertions. */
export function recordingLog() {
  const lines: { level: string; text: string }[] = [];
  const log: HostContext['log'] = (level, ...args) => {
    lines.push({ level, text: args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ') });
  };
  return {
    log,
    lines,
    has: (level: string, part: string) => lines.some((l) => l.level === level && l.text.includes(part)),
  };
}

/** A context for channel tests; only what the channel uses is real. */
export function testContext(win: Window, over: Partial<HostContext> = {}): HostContext {
  const fail = () => {
    throw new Error('not used by the channel');
  };
  return {
    window: win,
    fetch: fail,
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    loadScript: fail,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    log: () => {},
    ...over,
  };
}

/** Plays the game's side of a port with penpal, as the SDK does. */
export function connectAsGame(
  port: MessagePort,
  event: (name: string, payload: unknown) => unknown = () => {},
): Connection<HostMethods> & { remote: Promise<RemoteProxy<HostMethods>> } {
  const connection = connect<HostMethods>({
    messenger: new PortMessenger({ port }),
    methods: { event },
    timeout: 2000,
  });
  return { ...connection, remote: connection.promise };
}

/** Sends a raw penpal CALL on a port and resolves with the raw REPLY, bypassing penpal's proxy. */
export function rawCall(port: MessagePort, methodPath: unknown, args: unknown): Promise<Record<string, unknown>> {
  const id = `raw-${Math.random()}`;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Record<string, unknown>;
      if (data?.type === 'REPLY' && data.callId === id) {
        port.removeEventListener('message', onMessage);
        resolve(data);
      }
    };
    port.addEventListener('message', onMessage);
    port.postMessage({ namespace: 'penpal', channel: undefined, type: 'CALL', id, methodPath, args });
  });
}
