import type { HostContext } from '../context.js';
import { FetchFailure, problemFromResponse, toApiError } from './problem.js';
import { requireParams } from './required.js';
import type { ApiRoute } from './routes.js';

/** A value of a query string; undefined and null entries are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request (TanStack Query passes one); an aborted call fails as a network error. */
  signal?: AbortSignal;
}

/** The variable parts of one call. */
export interface ApiCall {
  /** Values of the path placeholders, by the placeholder's name (`Game`, `Sku`, …). */
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** A JSON body. */
  readonly body?: unknown;
  /** A form body (`application/x-www-form-urlencoded`). */
  readonly form?: Readonly<Record<string, string>>;
  /** A bearer token for this call only, instead of the session's. */
  readonly token?: string | null;
}

/** Builds URLs and sends calls; the areas of the client are thin layers over it. */
export interface ApiTransport {
  url(route: ApiRoute, call?: ApiCall): string;
  send<T>(route: ApiRoute, call?: ApiCall, options?: CallOptions): Promise<T>;
}

/** What {@link createTransport} needs. */
export interface TransportOptions {
  /** The API origin, without `/api/v1`. */
  baseUrl: string;
  context: HostContext;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
}

const API_PREFIX = '/api/v1';

function fillPath(route: ApiRoute, values: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    // The areas check their parameters first; this only guards a route and an area that disagree.
    if (value === undefined || value === '') requireParams(route.operation, { [name]: value });
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const isJson = (contentType: string | null) => !!contentType && /[/+]json\b/i.test(contentType);

async function readBody(route: ApiRoute, response: Response): Promise<unknown> {
  if (route.response === 'void' || response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  return isJson(response.headers.get('content-type')) ? JSON.parse(text) : text;
}

/**
 * The fetch layer: URL building, bearer token, JSON and form bodies, and problem-details errors.
 *
 * @example `const t = createTransport({ baseUrl: DEFAULT_API_BASE, context, getToken: () => null });`
 */
export function createTransport({ baseUrl, context, getToken }: TransportOptions): ApiTransport {
  const base = baseUrl.replace(/\/+$/, '');
  const pathOf = (route: ApiRoute, call: ApiCall) => `${API_PREFIX}${fillPath(route, call.path)}`;

  async function headersFor(route: ApiRoute, call: ApiCall): Promise<Record<string, string>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = call.token ?? (route.auth ? await getToken() : null);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (call.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  }

  return {
    url: (route, call = {}) => `${base}${pathOf(route, call)}${queryString(call.query)}`,

    async send<T>(route: ApiRoute, call: ApiCall = {}, options: CallOptions = {}): Promise<T> {
      const instance = pathOf(route, call);
      try {
        const init: RequestInit = { method: route.method, headers: await headersFor(route, call) };
        if (call.form) init.body = new URLSearchParams(call.form as Record<string, string>);
        else if (call.body !== undefined) init.body = JSON.stringify(call.body);
        if (options.signal) init.signal = options.signal;
        let response: Response;
        try {
          response = await context.fetch(`${base}${instance}${queryString(call.query)}`, init);
        } catch (error) {
          throw new FetchFailure(error);
        }
        if (!response.ok) throw await problemFromResponse(response, instance);
        return (await readBody(route, response)) as T;
      } catch (error) {
        throw toApiError(error, instance);
      }
    },
  };
}
