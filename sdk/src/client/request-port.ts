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

/** A pending request for the host's port. `stop()` ends the offers and removes the window listener; call it in any case. */
export interface PortRequest {
  port: Promise<HostPort>;
  stop(): void;
}

// What a reply may look like before it is checked: any field can be missing or of the wrong type.
type HandshakeReply = Partial<Record<keyof PortMessage | keyof RefusedMessage, unknown>>;

/** The first re-offer waits this long (ms); each next one twice as long, up to {@link MAX_OFFER_GAP}. */
const FIRST_OFFER_GAP = 100;
const MAX_OFFER_GAP = 1000;

/**
 * Offers this document's initialise-port message to `window.parent` and waits for the port. A slow
 * host (a throttled phone, a page that mounts its frame late) may not be listening yet, so the offer
 * is re-posted with backoff, 100 ms doubling to 1 s, until the host answers or `stop()`. Every offer
 * carries the same load id, so the host tells a re-offer of this load from a reload.
 * A reply counts only from `window.parent`, with our nonce, and from the host's origin when the frame
 * URL named one; anything else is ignored, so a stray or hostile message cannot refuse or hijack us.
 * The host decides version compatibility: it refuses an incompatible major version with a RefusedMessage.
 */
export function requestPort(win: Window, { nonce = '', hostOrigin }: LaunchParams): PortRequest {
  const parent = win.parent;
  let onMessage: (event: MessageEvent) => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    win.removeEventListener('message', onMessage);
  };

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
    const init: InitPortMessage = {
      type: HandshakeType.InitPort,
      nonce,
      version: SDK_VERSION,
      build: SDK_BUILD,
      // Not a secret (the nonce is the check): it only has to differ between loads of this frame.
      loadId: Math.random() + '',
    };
    // The next offer is scheduled first, so an answer that stops us during postMessage also stops it.
    const offer = (gap: number) => {
      timer = setTimeout(offer, gap, Math.min(gap * 2, MAX_OFFER_GAP));
      parent.postMessage(init, hostOrigin ?? '*');
    };
    offer(FIRST_OFFER_GAP);
  });

  return { port, stop };
}
