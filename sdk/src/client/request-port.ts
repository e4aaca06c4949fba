import { HandshakeType, SDK_BUILD, SDK_VERSION } from '../protocol/names.js';
import type { InitPortMessage, PortMessage, RefusedMessage } from '../protocol/wire.js';
import { ErrorCode, isErrorCode, PlayportError } from '../errors.js';
import type { LaunchParams } from './launch-params.js';

/** The host's end of the handshake: the channel's port and the host's interactive methods. */
export interface HostPort {
  port: MessagePort;
  /** The methods that get `interactiveTimeout`; `null` when the host did not name them. */
  interactive: readonly string[] | null;
}

/** A pending request for the host's port. `stop()` removes the window listener; call it in any case. */
export interface PortRequest {
  port: Promise<HostPort>;
  stop(): void;
}

// What a reply may look like before it is checked: any field can be missing or of the wrong type.
type HandshakeReply = Partial<Record<keyof PortMessage | keyof RefusedMessage, unknown>>;

/**
 * Posts the one initialise-port message of this document to `window.parent` and waits for the port.
 * A reply counts only from `window.parent`, with our nonce, and from the host's origin when the frame
 * URL named one; anything else is ignored, so a stray or hostile message cannot refuse or hijack us.
 * The host decides version compatibility: it refuses an incompatible major version with a RefusedMessage.
 */
export function requestPort(win: Window, { nonce = '', hostOrigin }: LaunchParams): PortRequest {
  const parent = win.parent;
  let onMessage: (event: MessageEvent) => void = () => {};
  const stop = () => win.removeEventListener('message', onMessage);

  const port = new Promise<HostPort>((resolve, reject) => {
    onMessage = (event) => {
      const data = event.data as HandshakeReply | null;
      if (event.source !== parent || data?.nonce !== nonce) return;
      if (hostOrigin && event.origin !== hostOrigin) return;
      const port = event.ports?.[0];
      if (data.type == HandshakeType.Refused) {
        stop();
        const message = typeof data.message == 'string' ? data.message : 'Refused by the host';
        reject(new PlayportError(isErrorCode(data.code) ? data.code : ErrorCode.VersionMismatch, message));
      } else if (data.type == HandshakeType.Port && port) {
        stop();
        const { interactive } = data;
        resolve({ port, interactive: Array.isArray(interactive) ? interactive : null });
      }
    };
    win.addEventListener('message', onMessage);
    const init: InitPortMessage = { type: HandshakeType.InitPort, nonce, version: SDK_VERSION, build: SDK_BUILD };
    parent.postMessage(init, hostOrigin ?? '*');
  });

  return { port, stop };
}
