import { HostError, HostErrorCode } from '../errors.js';

/** The parsed game URL and the exact origins the handshake accepts. */
export interface GameOrigins {
  url: URL;
  allowedOrigins: ReadonlySet<string>;
}

/** What {@link resolveGameOrigins} reads from the mount options. */
export interface GameOriginOptions {
  src: string;
  allowedOrigins?: readonly string[];
  allowSameOrigin?: boolean;
}

const invalid = (message: string) => new HostError(HostErrorCode.InvalidParams, message);

function parseHttpUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(`${what} must be an absolute http(s) URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(`${what} must be an absolute http(s) URL: ${JSON.stringify(value)}`);
  }
  return url;
}

function toOrigin(entry: string): string {
  const url = parseHttpUrl(entry, 'Each allowed origin');
  // An entry with a path would suggest a narrower rule than the origin check that actually applies.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw invalid(`An allowed origin must be an origin only (scheme, host and port): ${JSON.stringify(entry)}`);
  }
  return url.origin;
}

/**
 * Checks the game URL and resolves the origins its frame may speak from (default: the origin of `src`).
 *
 * Games must be served from their own origin, never the host page's: the frame needs both `allow-scripts`
 * and `allow-same-origin`, and a same-origin document holding both can reach into its parent and remove
 * its own sandbox. `allowSameOrigin: true` lifts the check for trusted local setups only.
 *
 * @example
 * ```ts
 * resolveGameOrigins({ src: 'https://puzzle.games.example/' }, 'https://portal.example');
 * ```
 */
export function resolveGameOrigins(options: GameOriginOptions, hostOrigin: string): GameOrigins {
  const url = parseHttpUrl(options.src, 'The game src');
  const entries = options.allowedOrigins ?? [url.origin];
  if (entries.length === 0) throw invalid('allowedOrigins must list at least one origin');
  const allowedOrigins = new Set(entries.map(toOrigin));
  if (!options.allowSameOrigin && (url.origin === hostOrigin || allowedOrigins.has(hostOrigin))) {
    throw invalid(
      `The game must be served from its own origin, not the host page's (${hostOrigin}): ` +
        'a same-origin frame with allow-scripts and allow-same-origin can lift its own sandbox',
    );
  }
  return { url, allowedOrigins };
}
