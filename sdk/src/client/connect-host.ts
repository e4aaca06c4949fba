import { connect, type Connection } from 'penpal';
import { ErrorCode, NONCE_PARAM } from '../protocol/names.js';
import type { HostWireMethods } from '../protocol/wire.js';
import { toPlayportError } from '../errors.js';
import { createClient } from './create-client.js';
import { createEventHub } from './event-hub.js';
import { readLaunchParams } from './launch-params.js';
import { createPortChannel, type PortChannel } from './port-channel.js';
import { requestPort } from './request-port.js';
import type { InitOptions, PlayportClient } from './types.js';
import { withTimeout } from './with-timeout.js';

// penpal wants an index-signature type; a mapped copy of the interface has one.
type HostMethods = { [K in keyof HostWireMethods]: HostWireMethods[K] };

/**
 * Runs the handshake with the host in `win.parent` and connects penpal over the port it sends; the
 * game's calls then go through the port channel's own sender (see {@link createPortChannel}).
 *
 * Waits `initTimeout` for the host's port, and once it came, `timeout` for the handshake over it.
 * When no host sends a port within `initTimeout` (a framed page on a site without a Playport host), the
 * game starts `standalone` with one warning, unless `strict` (or `standalone: 'never'`) asks for the
 * `Timeout` rejection. A refusal rejects either way, and so does a host whose port came but whose
 * handshake did not finish: a host is there, and standalone would hide a broken one.
 */
export async function connectHost(
  win: Window,
  options: InitOptions,
  standalone: (win: Window) => PlayportClient | Promise<PlayportClient>,
): Promise<PlayportClient> {
  const { timeout = 10_000, interactiveTimeout = 900_000, initTimeout = 5_000 } = options;
  const launch = readLaunchParams(win.location.hash);
  const hub = createEventHub();
  const request = requestPort(win, launch);
  let connection: Connection<HostMethods> | undefined;
  let channel: PortChannel | undefined;

  try {
    const missing = launch.nonce ? '' : ` (the frame URL has no ${NONCE_PARAM})`;
    const answer = await withTimeout(
      () => request.port,
      initTimeout,
      `No Playport host answered within ${initTimeout} ms${missing}`,
    );
    // Until the host names its interactive methods, every call is one: a host that does not name them
    // gets the longer wait rather than a purchase cut short.
    const { interactive } = answer;
    // A null prototype, so the host can reach `event` and nothing inherited (toString, constructor).
    const methods = Object.assign(Object.create(null), { event: hub.emit });
    channel = createPortChannel(answer.port);
    connection = connect<HostMethods>({ messenger: channel.messenger, methods });
    // The host has answered: its channel handshake is timed like a call (`timeout`), not by the wait
    // for an answer, so a busy host page (a slow phone, many games) that answered in time is not cut off.
    await withTimeout(
      () => connection!.promise,
      timeout,
      `The Playport host did not finish the handshake within ${timeout} ms`,
    );
    const { call } = channel;
    const send = (method: string, params: unknown) =>
      call(method, params, !interactive || interactive.includes(method) ? interactiveTimeout : timeout);
    return createClient('host', send, hub, win, () => connection?.destroy());
  } catch (err) {
    connection?.destroy();
    const error = toPlayportError(err);
    if (channel || error.code != ErrorCode.Timeout || options.strict || options.standalone == 'never') throw error;
    console.warn(error.message + '; running standalone');
    return standalone(win);
  } finally {
    request.stop();
  }
}
