import type { Message, MessageHandler, Messenger } from 'penpal';
import { ErrorCode } from '../protocol/names.js';
import { PlayportError } from '../errors.js';
import { unwrapReply } from './unwrap-reply.js';

/** A call awaiting its reply: how to settle it, its deadline (NaN until a check stamps it), and what to say then. */
type Pending = [
  resolve: (value: unknown) => void,
  reject: (err: unknown) => void,
  due: number,
  method: string,
  ms: number,
];

/** The game's end of the channel: penpal's messenger for the handshake and the host's calls, and the game's calls. */
export interface PortChannel {
  /** Given to penpal's `connect`: penpal runs its handshake and answers the host's calls through it. */
  messenger: Messenger;
  /**
   * Calls the host's `call(method, params)` and resolves with the unwrapped reply; rejects with
   * `Timeout` after `ms` (at most an eighth more), with `NotConnected` once the channel is closed.
   */
  call(method: string, params: unknown, ms: number): Promise<unknown>;
}

/**
 * penpal over one MessagePort, with the game's own calls sent beside penpal's call path: after penpal's
 * handshake a call is penpal's own CALL message to the host's `call` method (the host is plain penpal),
 * with a counter for its id, and its REPLY is taken off the port by that id before penpal sees it.
 * A call reads no clock (in a browser, reading it costs as much as a tenth of a call): one check, run a
 * sixteenth of the shortest new timeout after the calls it follows, reads the clock once and counts
 * each new call's deadline from then, so a call times out never early and at most an eighth of its
 * timeout late; a second timer runs the check at the earliest deadline, which rejects the calls that
 * are due. Closing the channel (either side, or a failed handshake: penpal destroys the messenger)
 * rejects the pending calls with `NotConnected`.
 */
export function createPortChannel(port: MessagePort): PortChannel {
  const handlers = new Set<MessageHandler>();
  const pending = new Map<number, Pending>();
  let isMessage: (data: unknown) => data is Message;
  let lastId = 0;
  let dueTimer: ReturnType<typeof setTimeout> | undefined;
  let stampTimer: ReturnType<typeof setTimeout> | undefined;
  let stampDelay = Infinity;
  let closed = false;

  // setTimeout takes at most 2^31 - 1 ms; a longer delay would fire at once, over and over.
  const later = (delay: number) => setTimeout(check, Math.min(delay, 0x7fffffff));

  const check = () => {
    const now = performance.now();
    let next = Infinity;
    clearTimeout(dueTimer);
    clearTimeout(stampTimer);
    stampDelay = Infinity;
    for (const [id, entry] of pending) {
      // A new call was made no later than now: its deadline counts from here.
      if (entry[2] !== entry[2]) entry[2] = now + entry[4];
      else if (entry[2] <= now) {
        pending.delete(id);
        entry[1](new PlayportError(ErrorCode.Timeout, `No answer to ${entry[3]} within ${entry[4]} ms`));
        continue;
      }
      if (entry[2] < next) next = entry[2];
    }
    if (next < Infinity) dueTimer = later(next - now);
  };

  const close = () => {
    closed = true;
    clearTimeout(dueTimer);
    clearTimeout(stampTimer);
    port.close();
    handlers.clear();
    for (const entry of pending.values())
      entry[1](new PlayportError(ErrorCode.NotConnected, 'The Playport connection is closed'));
    pending.clear();
  };

  const messenger: Messenger = {
    initialize({ validateReceivedMessage }) {
      isMessage = validateReceivedMessage;
      port.onmessage = ({ data }: MessageEvent) => {
        if (!isMessage(data)) return;
        const entry = data.type == 'REPLY' && pending.get(data.callId as unknown as number);
        if (!entry) {
          for (const handler of handlers) handler(data);
          return;
        }
        pending.delete(data.callId as unknown as number);
        const value = data.value as { message?: string; penpalCode?: string } | null;
        // penpal sends an Error the host threw as { name, message, penpalCode }: the code stays, so a
        // destroyed channel on the host's side still reads NotConnected (see toPlayportError).
        if (data.isError)
          entry[1](
            data.isSerializedErrorInstance ? Object.assign(Error(value?.message), { code: value?.penpalCode }) : value,
          );
        else
          try {
            entry[0](unwrapReply(entry[3], value));
          } catch (err) {
            entry[1](err);
          }
      };
    },
    // The game's only method, `event`, answers with no transferables.
    sendMessage: (message) => port.postMessage(message),
    addMessageHandler: (handler) => void handlers.add(handler),
    removeMessageHandler: (handler) => void handlers.delete(handler),
    destroy: close,
  };

  const call = (method: string, params: unknown, ms: number) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) throw new PlayportError(ErrorCode.NotConnected, 'The Playport connection is closed');
      const id = ++lastId;
      // penpal's CALL message; `channel` is left out, as penpal's own is undefined. Params the browser
      // cannot clone (a function, a DOM node) are the caller's mistake: InvalidParams, nothing is sent.
      try {
        port.postMessage({ namespace: 'penpal', type: 'CALL', id, methodPath: ['call'], args: [method, params] });
      } catch (err) {
        throw new PlayportError(ErrorCode.InvalidParams, (err as Error).message, undefined, undefined, { cause: err });
      }
      pending.set(id, [resolve, reject, NaN, method, ms]);
      if (ms / 16 < stampDelay) {
        clearTimeout(stampTimer);
        stampTimer = later((stampDelay = ms / 16));
      }
    });

  return { messenger, call };
}
