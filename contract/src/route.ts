/** HTTP methods the reference API uses. */
export type HttpMethod = 'GET' | 'POST';

/**
 * One operation's route in the reference API. Paths are relative to `/api/v1` and keep the spec's
 * placeholders (`{Game}`); the client and the reference server both read it.
 *
 * @example `API_ROUTES.store.createPayment // { method: 'POST', path: '/store/create_payment', auth: true, … }`
 */
export interface ApiRoute {
  /** `area.name`, the client method that calls it. */
  readonly operation: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** The spec marks it (auth): the bearer token is sent. */
  readonly auth: boolean;
  readonly body: 'none' | 'json' | 'form';
  /** `void`: the answer is not read; `url`: the client only builds the URL (a browser navigation). */
  readonly response: 'json' | 'text' | 'void' | 'url';
  /** Sending it twice does what sending it once does (every GET, and the POSTs that only read): the client retries it. */
  readonly idempotent: boolean;
}

/**
 * How a route differs from a plain JSON call: `auth` sends the bearer token; `form` sends a form body,
 * `nobody` a POST without one; `text`, `void` and `url` say how the answer is read (see
 * {@link ApiRoute.response}); `read` marks a POST that only reads (the client retries it).
 */
export type RouteFlag = 'auth' | 'form' | 'nobody' | 'text' | 'void' | 'url' | 'read';

/** A route before its area names it. */
export type RouteSpec = Omit<ApiRoute, 'operation'>;

function route(method: HttpMethod, path: string, flags: readonly RouteFlag[]): RouteSpec {
  const has = (f: RouteFlag) => flags.includes(f);
  return {
    method,
    path,
    auth: has('auth'),
    body: method === 'GET' || has('nobody') ? 'none' : has('form') ? 'form' : 'json',
    response: has('void') ? 'void' : has('url') ? 'url' : has('text') ? 'text' : 'json',
    idempotent: method === 'GET' || has('read'),
  };
}

/** A GET route. */
export const get = (path: string, ...flags: RouteFlag[]): RouteSpec => route('GET', path, flags);
/** A POST route. */
export const post = (path: string, ...flags: RouteFlag[]): RouteSpec => route('POST', path, flags);

/** The flags that write `spec` back with {@link get} or {@link post}: the inverse of both. */
export function routeFlags(spec: RouteSpec): RouteFlag[] {
  const flags: RouteFlag[] = [];
  if (spec.auth) flags.push('auth');
  if (spec.method === 'POST' && spec.body === 'form') flags.push('form');
  if (spec.method === 'POST' && spec.body === 'none') flags.push('nobody');
  if (spec.response !== 'json') flags.push(spec.response);
  if (spec.method === 'POST' && spec.idempotent) flags.push('read');
  return flags;
}

/** Names an area's routes `area.key`. */
export function routeArea<T extends Record<string, RouteSpec>>(
  name: string,
  specs: T,
): { readonly [K in keyof T]: ApiRoute } {
  const out: Record<string, ApiRoute> = {};
  for (const [key, spec] of Object.entries(specs)) out[key] = Object.freeze({ operation: `${name}.${key}`, ...spec });
  return Object.freeze(out) as { readonly [K in keyof T]: ApiRoute };
}
