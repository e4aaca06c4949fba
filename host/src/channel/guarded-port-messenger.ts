import {
  PortMessenger,
  type InitializeMessengerOptions,
  type Message,
  type MessageHandler,
  type Messenger,
  type ReplyMessage,
} from 'penpal';
import { ErrorCode, type Reply } from '@playport/sdk/protocol';
import type { HostContext } from '../context.js';

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
 * penpal's PortMessenger with the host's guarantees added on the way out: error replies lose their stack
 * (penpal sends one for malformed calls and unknown paths), and a reply that cannot be cloned is answered
 * with an `Unknown` error instead of leaving the game's call to time out. `onDestroy` reports the end of
 * the connection, whichever side ended it.
 *
 * @example
 * ```ts
 * connect({ messenger: new GuardedPortMessenger(port1, context.log, () => markClosed()), methods });
 * ```
 */
export class GuardedPortMessenger implements Messenger {
  readonly #inner: PortMessenger;
  readonly #log: HostContext['log'];
  readonly #onDestroy: () => void;

  constructor(port: MessagePort, log: HostContext['log'], onDestroy: () => void = () => {}) {
    this.#inner = new PortMessenger({ port });
    this.#log = log;
    this.#onDestroy = onDestroy;
  }

  initialize = (options: InitializeMessengerOptions): void => this.#inner.initialize(options);

  sendMessage = (message: Message, transferables?: Transferable[]): void => {
    try {
      this.#inner.sendMessage(withoutStack(message), transferables);
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
      this.#inner.sendMessage(fallback);
    }
  };

  addMessageHandler = (callback: MessageHandler): void => this.#inner.addMessageHandler(callback);

  removeMessageHandler = (callback: MessageHandler): void => this.#inner.removeMessageHandler(callback);

  destroy = (): void => {
    this.#inner.destroy();
    this.#onDestroy();
  };
}
