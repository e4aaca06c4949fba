import type { Config } from '../config';
import { ApiError, ErrorCode } from './api-error';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** Where one local listener answers. */
export interface LocalAddress {
  /** The port it listens on. */
  readonly port: number;
  /** The address printed for it (`http://127.0.0.1:8787`), named in the refusal. */
  readonly printed: string;
  /** More `host:port` names it answers under (the portal's PUBLIC_URL, when it is another name). */
  readonly also?: readonly string[];
}

// The loopback names cannot be rebound to another address: browsers resolve `localhost` to loopback
// themselves (https://html.spec.whatwg.org/multipage/origin.html#potentially-trustworthy-origin,
// RFC 6761 section 6.3), and the literal addresses are not names at all.
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Wraps a local listener: a request whose Host is not the listener's own address is refused with a 403
 * problem before anything reads it. A page of another site can make the browser send requests to a
 * local server under a name it controls (DNS rebinding: the name first resolves to the attacker, then
 * to 127.0.0.1); its Host header still carries that name, so refusing foreign names closes that door.
 * The URL's host is the Host header, or the host of an absolute-form request target.
 */
export function refuseForeignHosts(address: LocalAddress, fetch: Fetch): Fetch {
  // A URL leaves out the default port: on port 80 the Host is the bare name.
  const hostOf = (name: string) => (address.port === 80 ? name : `${name}:${address.port}`);
  const hosts = new Set([...LOOPBACK.map(hostOf), ...(address.also ?? [])]);
  const printed = new URL(address.printed).origin;
  return (request, env) => {
    const { host } = new URL(request.url);
    if (hosts.has(host)) return fetch(request, env);
    const error = new ApiError(
      403,
      ErrorCode.Forbidden,
      `Host ${host} is not this local server's address: open ${printed}`,
    );
    return new Response(
      JSON.stringify({
        type: `urn:playport:error:${error.code}`,
        title: 'Forbidden',
        status: error.status,
        detail: error.message,
        Code: error.code,
        Message: error.message,
      }),
      { status: 403, headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' } },
    );
  };
}

/**
 * The host checks of local mode's three listeners (portal and API, games origin, payments origin), each
 * answering only under its own port's loopback names; the portal also under PUBLIC_URL's host.
 */
export function localHostChecks(config: Config): Record<'portal' | 'games' | 'payments', (fetch: Fetch) => Fetch> {
  const publicHost = new URL(config.PUBLIC_URL).host;
  return {
    portal: (fetch) =>
      refuseForeignHosts({ port: config.PORT, printed: `http://127.0.0.1:${config.PORT}`, also: [publicHost] }, fetch),
    games: (fetch) => refuseForeignHosts({ port: config.GAMES_PORT, printed: config.gamesOrigin }, fetch),
    payments: (fetch) => refuseForeignHosts({ port: config.PAYMENTS_PORT, printed: config.paymentsOrigin }, fetch),
  };
}
