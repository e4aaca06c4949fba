import {
  ErrorCode,
  HandshakeType,
  INTERACTIVE_METHODS,
  SDK_VERSION,
  type PortMessage,
  type RefusedMessage,
} from '@playport/sdk/protocol';
import { HostError, HostErrorCode } from '../errors.js';
import { acceptInitPort } from './accept-init-port.js';
import { buildFrameSrc } from './build-frame-src.js';
import { connectGamePort, type GameLink } from './connect-game-port.js';
import { createGameFrame } from './create-game-frame.js';
import { createNonce } from './create-nonce.js';
import { createRateLimiter, DEFAULT_RATE_LIMIT } from './rate-limiter.js';
import { resolveGameOrigins } from './resolve-game-origins.js';
import type { GameConnection, MountGameOptions } from './types.js';

/** Default timeout of a host→game event push, in ms. */
export const DEFAULT_EVENT_TIMEOUT_MS = 5000;
/** Default time after which a penpal handshake still unfinished over a fresh port is logged, in ms. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 10_000;
/** Default time a mounted game has to load and connect before `connected` rejects, in ms. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 20_000;
/**
 * The User Timing mark the host puts on the page's performance timeline each time a game's channel
 * connects (`detail`: the game's URL), so a page can measure how long its game takes to connect.
 */
const GAME_CONNECTED_MARK = 'playport:game-connected';

/** Puts the connected mark on the page's timeline; a page without User Timing simply gets none. */
function markConnected(win: Window, src: string): void {
  try {
    win.performance?.mark?.(GAME_CONNECTED_MARK, { detail: { src } });
  } catch {
    // A mark is a measurement aid, never a reason for the connection to fail.
  }
}

function positive(name: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0))
    throw new HostError(HostErrorCode.InvalidParams, `${name} must be a positive number of ms`);
  return value;
}

/**
 * Mounts a game frame in `container` and serves its channel.
 *
 * The host trusts the frame only through the handshake: an initialise-port message counts only when its
 * `event.source` is this frame's window, its origin is exactly an allowed one and it echoes the nonce put
 * in the frame URL. The port then goes to that exact origin, never `'*'`.
 *
 * The listener lasts as long as the frame, so a game whose handshake comes late (a slow device, an
 * `init()` called late) is served whenever it comes. The nonce stays in the fragment across reloads, so
 * a document tells its load apart by the load id in its initialise-port message, the same in every
 * re-offer of one load:
 * - a re-offer of the load whose connection is still pending or open is ignored: a window message is
 *   not lost while its document lives, so a re-offer only crossed the port already on its way, and a
 *   second port would give one document two channels;
 * - a new load id (the game reloaded), or an offer without one (an SDK before 1.6), is a new document
 *   load: the previous connection is destroyed (pending host→game calls reject, the old port closes)
 *   and the new document gets a fresh port and a new penpal connection; so does a re-offer whose
 *   connection has already ended.
 *
 * The rate-limit bucket belongs to the mounted frame, not to a connection: a game that re-sends its init
 * keeps the budget it has left, so reconnecting is no way around the limit.
 *
 * Each connection puts the mark `playport:game-connected` (detail: `{ src }`) on the page's
 * performance timeline.
 *
 * `connected` rejects with `NotConnected` 'Not initialized' when no game has connected within
 * `connectTimeoutMs` (a frame that failed to load, refused to be framed, or never calls `init()`): the
 * frame stays mounted, and a game that connects later is still served.
 *
 * @throws HostError `InvalidParams` for a src that is not http(s), a src or allowed origin equal to the host
 * page's origin (unless `allowSameOrigin`), or unusable limits or timeouts.
 *
 * @example
 * ```ts
 * const game = mountGame({ container, src: 'https://puzzle.games.example/', dispatch, context });
 * await game.connected;
 * game.emit('LanguageChanged', { language: 'de' });
 * ```
 */
export function mountGame(options: MountGameOptions): GameConnection {
  const { context } = options;
  const log = context.log;
  const hostOrigin = context.window.location.origin;
  const { url, allowedOrigins } = resolveGameOrigins(options, hostOrigin);
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const dispatch = createRateLimiter(options.dispatch, rateLimit, context.now);
  const eventTimeoutMs = positive('eventTimeoutMs', options.eventTimeoutMs ?? DEFAULT_EVENT_TIMEOUT_MS);
  const handshakeTimeoutMs = positive('handshakeTimeoutMs', options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS);
  const connectTimeoutMs = positive('connectTimeoutMs', options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  const nonce = createNonce(context.randomBytes);
  const frame = createGameFrame(
    options.container.ownerDocument,
    buildFrameSrc(url, nonce, hostOrigin),
    options.title ?? 'Game',
  );

  let link: GameLink | undefined;
  // The load id of the document `link` serves.
  let linkLoad: string | undefined;
  let destroyed = false;
  let everConnected = false;
  let resolveConnected!: () => void;
  let rejectConnected!: (err: HostError) => void;
  const connected = new Promise<void>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });
  // Handled here so an unmount before connecting is not an unhandled rejection; awaiters still see it.
  connected.catch(() => {});
  let connectTimer: unknown;
  // A frame that fails to load, or refuses to be framed, shows an error document and fires `load` like
  // any other: only the missing handshake tells it apart.
  const failToConnect = () => {
    if (everConnected || destroyed) return;
    log(
      'warn',
      `The game at ${url.href} has not connected within ${connectTimeoutMs} ms. Check that it loads, lets ${hostOrigin} frame it, and calls init().`,
    );
    rejectConnected(new HostError(HostErrorCode.NotConnected, 'Not initialized', { src: url.href, connectTimeoutMs }));
  };

  const notify = (callback: (() => void) | undefined, name: string) => {
    try {
      callback?.();
    } catch (err) {
      log('error', `The ${name} callback threw`, err);
    }
  };

  const dropLink = () => {
    link?.destroy();
    link = undefined;
  };

  const refuse = (origin: string, message: string) => {
    dropLink();
    log('warn', message);
    const refused: RefusedMessage = { type: HandshakeType.Refused, nonce, code: ErrorCode.VersionMismatch, message };
    try {
      frame.contentWindow?.postMessage(refused, origin);
    } catch (err) {
      log('warn', 'Could not tell the game its version is refused', err);
    }
  };

  const openPort = (origin: string, loadId: string | undefined) => {
    const target = frame.contentWindow;
    if (!target) return;
    if (loadId !== undefined && loadId === linkLoad && link && !link.isClosed) {
      log('debug', 'Ignored a re-offer of the game document already being served');
      return;
    }
    dropLink();
    const { port1, port2 } = new MessageChannel();
    const message: PortMessage = {
      type: HandshakeType.Port,
      nonce,
      version: { major: SDK_VERSION.major, minor: SDK_VERSION.minor },
      interactive: [...INTERACTIVE_METHODS],
    };
    try {
      target.postMessage(message, origin, [port2]);
    } catch (err) {
      port1.close();
      log('warn', 'Could not hand the channel port to the game', err);
      return;
    }
    linkLoad = loadId;
    link = connectGamePort({
      port: port1,
      dispatch,
      context,
      handshakeTimeoutMs,
      eventTimeoutMs,
      onOpen: () => {
        everConnected = true;
        context.clearTimeout(connectTimer);
        markConnected(context.window, url.href);
        resolveConnected();
        notify(options.onConnect, 'onConnect');
      },
      onClose: () => notify(options.onDisconnect, 'onDisconnect'),
    });
  };

  const onMessage = (event: MessageEvent) => {
    if (destroyed) return;
    const verdict = acceptInitPort(event, { frameWindow: frame.contentWindow, allowedOrigins, nonce });
    if (verdict.kind === 'ignore') {
      // A message from the mounted frame that fails the checks is a misconfiguration a partner must
      // see (wrong allowed origins, a stale nonce); anything else is page noise.
      const fromGame = event.source !== null && event.source === frame.contentWindow;
      if (!verdict.quiet || fromGame) log(fromGame ? 'warn' : 'debug', `Ignored a window message: ${verdict.reason}`);
    } else if (verdict.kind === 'refuse') {
      refuse(verdict.origin, verdict.message);
    } else {
      openPort(verdict.origin, verdict.init.loadId);
    }
  };

  // Listen before the frame exists, so even a very fast game cannot post its init unheard.
  context.window.addEventListener('message', onMessage);
  connectTimer = context.setTimeout(failToConnect, connectTimeoutMs);
  options.container.appendChild(frame);

  return {
    frame,
    connected,
    get isConnected() {
      return link?.isOpen ?? false;
    },
    emit(name, payload) {
      if (link) link.emit(name, payload);
      else log('debug', `Dropped event ${name}: no game is connected`);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      context.clearTimeout(connectTimer);
      context.window.removeEventListener('message', onMessage);
      dropLink();
      frame.remove();
      if (!everConnected)
        rejectConnected(new HostError(HostErrorCode.NotConnected, 'The game was unmounted before it connected'));
    },
  };
}
