import { DEFAULT_ADAPTER_NAME } from './adapter-names.js';

/** Where a name may come from, highest priority first: a setting, the path, the query string. */
export interface NameSources {
  /** `location.pathname`, relative to `basePath`. */
  path: string;
  /** `location.search` or its parsed form. */
  query: string | URLSearchParams;
  /** The router's base path (default `/`); stripped from `path` before matching. */
  basePath?: string;
}

const PLAYER_ROOTS = new Set(['play', 'player']);
const MAX_NAME = 64;

// A name is one decoded path segment: not empty, no slashes, no control characters, short.
function cleanName(raw: string | null | undefined, decode: boolean): string | null {
  if (raw == null) return null;
  let name: string;
  try {
    name = decode ? decodeURIComponent(raw) : raw;
  } catch {
    return null;
  }
  name = name.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!name || name.length > MAX_NAME || /[/\\\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

function segmentsOf({ path, basePath = '/' }: NameSources): string[] {
  const base = basePath.replace(/\/+$/, '');
  const rest = base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) : path;
  return rest.split('/').filter(Boolean);
}

function queryParam(query: NameSources['query'], name: string): string | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return params.get(name);
}

/** The game and adapter segments of a player route, when `path` is one. */
function matchRoute(segments: string[]): { game?: string; adapter?: string } {
  const [a, b, c, d, ...extra] = segments;
  if (extra.length > 0 || a === undefined) return {};
  if (PLAYER_ROOTS.has(a)) {
    if (b !== undefined && c === undefined) return { game: b };
    if (b !== undefined && c === 'iframe' && d !== undefined) return { game: b, adapter: d };
    return {};
  }
  if (a === 'iframe' && b !== undefined && c === undefined) return { adapter: b };
  if (b === 'iframe' && c !== undefined && d === undefined) return { game: a, adapter: c };
  return {};
}

/**
 * The game's name in the spec's order: the fixed setting, else the path (`/play/{game}`,
 * `/player/{game}`, `/{game}/iframe/{adapter}` and the `/iframe/{adapter}` forms of the first two),
 * else the `game` query parameter. Null when none names a game.
 *
 * @example
 * ```ts
 * resolveGameName({ path: '/play/space-shooter', query: '' }); // 'space-shooter'
 * ```
 */
export function resolveGameName(sources: NameSources & { fixed?: string | null }): string | null {
  return (
    cleanName(sources.fixed, false) ??
    cleanName(matchRoute(segmentsOf(sources)).game, true) ??
    cleanName(queryParam(sources.query, 'game'), false)
  );
}

/**
 * The adapter's name in the spec's order: the forced setting, else the path (`…/iframe/{adapter}`),
 * else the `adapter` query parameter, else `fxid`. A name nobody registered is returned as asked;
 * the registry then rejects it with 'Unsupported adapter' rather than silently running another one.
 *
 * @example
 * ```ts
 * resolveAdapterName({ path: '/play/space-shooter/iframe/vkcom', query: '' }); // 'vkcom'
 * ```
 */
export function resolveAdapterName(sources: NameSources & { forced?: string | null }): string {
  return (
    cleanName(sources.forced, false) ??
    cleanName(matchRoute(segmentsOf(sources)).adapter, true) ??
    cleanName(queryParam(sources.query, 'adapter'), false) ??
    DEFAULT_ADAPTER_NAME
  );
}
