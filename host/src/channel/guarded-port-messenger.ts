import type { InitializeMessengerOptions, Message, MessageHandler, Messenger, ReplyMessage } from 'penpal';
import { ErrorCode, type Reply } from '@playport/sdk/protocol';
import type { HostContext } from '../context.js';
import { toErrorReply } from './to-error-reply.js';

/** Answers the game's `call(method, params)`. A rejection is answered as {@link toErrorReply} words it. */
export type CallAnswerer = (method: unknown, params: unknown) => Promise<Reply>;

const UNSENDABLE_REPLY: Reply = {
  error: { code: ErrorCode.Unknown, message: 'The host produced a reply that cannot be sent' },
};

const isDataCloneError = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'DataCloneError';

// penpal serialises a thrown Error with its stack; the game gets the name, message and code only.
function withoutStack(message: Message): Message {
  if (message.type !== 'REPLY' || !message.isError || !message.isSerializedErrorInstance) return message;
  const { name, message: text, penpalCode } = message.value;
  return {
    ...message,
    value: penpalCode === undefined ? { name, message: text } : { name, message: text, penpalCode },
  };
}

/**
 * penpal's messenger over one MessagePort (what penpal's PortMessenger does: listen, start, post, close
 * on destroy) with the host's guarantees added on the way out: error replies lose their stack (penpal
 * sends one for malformed calls and unknown paths), and a reply that cannot be cloned is answered with an
 * `Unknown` error instead of leaving the game's call to time out. `onDestroy` reports the end of the
 * connection, whichever side ended it.
 *
 * Once {@link GuardedPortMessenger.serveCalls} is given the host's `call` method (after penpal's
 * handshake), a well-formed penpal CALL of exactly `['call']` with an argument array is answered here,
 * with penpal's own REPLY message, without passing through penpal's generic call handler. Everything
 * else (the handshake, other paths, malformed calls, the game's replies to events, DESTROY) still goes
 * to penpal.
 *
 * @example
 * ```ts
 * const messenger = new GuardedPortMessenger(port1, context.log, () => markClosed());
 * connect({ messenger, methods }).promise.then(() => messenger.serveCalls(methods.call));
 * ```
 */
export class GuardedPortMessenger implements Messenger {
  readonly #port: MessagePort;
  readonly #log: HostContext['log'];
  readonly #onDestroy: () => void;
  readonly #handlers = new Set<MessageHandler>();
  #isMessage: InitializeMessengerOptions['validateReceivedMessage'] | undefined;
  #answer: CallAnswerer | undefined;
  #destroyed = false;

  constructor(port: MessagePort, log: HostContext['log'], onDestroy: () => void = () => {}) {
    this.#port = port;
    this.#log = log;
    this.#onDestroy = onDestroy;
  }

  initialize = ({ validateReceivedMessage }: InitializeMessengerOptions): void => {
    this.#isMessage = validateReceivedMessage;
    this.#port.addEventListener('message', this.#receive);
    this.#port.start();
  };

  /** From now on, the game's calls of `call` are answered by `answer` directly (see the class notes). */
  serveCalls(answer: CallAnswerer): void {
    if (!this.#destroyed) this.#answer = answer;
  }

  sendMessage = (message: Message, transferables?: Transferable[]): void => {
    try {
      this.#post(withoutStack(message), transferables);
    } catch (err) {
      if (message.type !== 'REPLY' || !isDataCloneError(err)) throw err;
      this.#log('error', 'A reply to the game could not be cloned; sent an Unknown error instead', err);
      const fallback: ReplyMessage = {
        namespace: message.namespace,
        channel: message.channel,
        type: 'REPLY',
        callId: message.callId,
        value: UNSENDABLE_REPLY,
      };
      this.#post(fallback);
    }
  };

  addMessageHandler = (callback: MessageHandler): void => void this.#handlers.add(callback);

  removeMessageHandler = (callback: MessageHandler): void => void this.#handlers.delete(callback);

  destroy = (): void => {
    this.#destroyed = true;
    this.#answer = undefined;
    this.#port.removeEventListener('message', this.#receive);
    this.#port.close();
    this.#handlers.clear();
    this.#onDestroy();
  };

  #post(message: Message, transferables?: Transferable[]): void {
    if (transferables) this.#port.postMessage(message, transferables);
    else this.#port.postMessage(message);
  }

  #receive = ({ data }: MessageEvent): void => {
    if (!this.#isMessage?.(data)) return;
    if (this.#answer && data.type === 'CALL') {
      const { methodPath, args } = data;
      if (Array.isArray(methodPath) && methodPath.length === 1 && methodPath[0] === 'call' && Array.isArray(args)) {
        this.#serve(data.id, args[0], args[1]);
        return;
      }
    }
    for (const handler of this.#handlers) handler(data);
  };

  #serve(callId: string, method: unknown, params: unknown): void {
    try {
      void this.#answer!(method, params).then(
        (value) => this.#reply(callId, value),
        (err: unknown) => this.#reply(callId, toErrorReply(err)),
      );
    } catch (err) {
      this.#reply(callId, toErrorReply(err));
    }
  }

  #reply(callId: string, value: Reply): void {
    if (this.#destroyed) return;
    // `channel` is left out: the host's connection has none, and the game's penpal compares undefined.
    const reply = { namespace: 'penpal', type: 'REPLY', callId, value } as ReplyMessage;
    try {
      this.sendMessage(reply);
    } catch (err) {
      this.#log('error', 'A reply to the game could not be sent', err);
    }
  }
}
