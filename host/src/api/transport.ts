import type { HostContext } from '../context.js';
import { FetchFailure, problemFromResponse, toApiError } from './problem.js';
import { requireParams } from './required.js';
import type { ApiRoute } from '@playport/api-contract/routes';

/** A value of a query string; undefined and null entries are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request (TanStack Query passes one); an aborted call fails as a network error. */
  signal?: AbortSignal;
  /** How long one attempt may take before it fails as a network error; default the transport's. */
  timeoutMs?: number;
  /** Attempts after the first for an idempotent call that failed on the network or with 502/503/504; default the transport's. */
  retries?: number;
}

/** How long a request may take by default before it fails as a network error (ms). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
/** How many times an idempotent call is retried by default. */
export const DEFAULT_RETRIES = 2;
/** The first retry's delay; each next one doubles, plus up to as much again of jitter (ms). */
export const RETRY_BASE_DELAY_MS = 300;
/** The longest a server's Retry-After is honoured before a retry (ms). */
export const MAX_RETRY_AFTER_MS = 10_000;

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
  /**
   * Hands a JSON body to the browser to deliver even if the page is being left (`sendBeacon`, else
   * `fetch` with `keepalive`); no answer is read. Sent as `text/plain`, a CORS-safelisted type, so no
   * preflight is needed (a page being unloaded cannot wait for one); the server reads the text as JSON.
   * Whether the browser took it.
   */
  beacon(route: ApiRoute, call: ApiCall): boolean;
}

/** What {@link createTransport} needs. */
export interface TransportOptions {
  /** The API origin, without `/api/v1`. */
  baseUrl: string;
  context: HostContext;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Each attempt's time limit (ms); default {@link DEFAULT_REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Retries of idempotent calls; default {@link DEFAULT_RETRIES}. */
  retries?: number;
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

/** The answer statuses worth another attempt of an idempotent call: the gateway or the server is briefly away. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

class TimedOut extends Error {
  override readonly name = 'TimedOut';
}

/**
 * The fetch layer: URL building, bearer token, JSON and form bodies, and problem-details errors.
 * Every attempt is bounded by a timeout (a network error, status 0, "Timed out after N ms"); an
 * idempotent call (every GET, and the POSTs that only read) that failed on the network or with 502,
 * 503 or 504 is retried with exponential backoff and jitter, honouring Retry-After. Calls that change
 * something are never retried: the caller decides.
 *
 * @example `const t = createTransport({ baseUrl: 'https://api.example', context, getToken: () => null });`
 */
export function createTransport({ baseUrl, context, getToken, ...defaults }: TransportOptions): ApiTransport {
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

  /** One attempt: fetch with its own deadline, joined to the caller's signal. */
  async function attempt(
    url: string,
    init: RequestInit,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) controller.abort(signal.reason);
    else signal?.addEventListener('abort', onAbort, { once: true });
    const timer = context.setTimeout(
      () => controller.abort(new TimedOut(`Timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      return await context.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      const reason: unknown = controller.signal.reason;
      throw new FetchFailure(reason instanceof TimedOut ? reason : error);
    } finally {
      context.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  const wait = (ms: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const timer = context.setTimeout(() => {
        signal?.removeEventListener('abort', stop);
        resolve();
      }, ms);
      const stop = () => {
        context.clearTimeout(timer);
        resolve();
      };
      signal?.addEventListener('abort', stop, { once: true });
    });

  const backoff = (retry: number, retryAfter: string | null) => {
    const seconds = retryAfter === null ? NaN : Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
    const delay = RETRY_BASE_DELAY_MS * 2 ** retry;
    const jitter = (context.randomBytes(1)[0]! / 255) * delay;
    return delay + jitter;
  };

  const urlOf = (route: ApiRoute, call: ApiCall = {}) => `${base}${pathOf(route, call)}${queryString(call.query)}`;

  return {
    url: urlOf,

    beacon(route, call) {
      const url = urlOf(route, call);
      const body = JSON.stringify(call.body ?? {});
      const type = 'text/plain;charset=UTF-8';
      const navigator = (context.window as Partial<Window> | undefined)?.navigator;
      try {
        if (navigator?.sendBeacon?.(url, new Blob([body], { type }))) return true;
      } catch {
        // A beacon refused outright (too large, a bad URL): the keepalive fetch below tries once more.
      }
      try {
        void context
          .fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': type } })
          .catch(() => {});
        return true;
      } catch {
        return false;
      }
    },

    async send<T>(route: ApiRoute, call: ApiCall = {}, options: CallOptions = {}): Promise<T> {
      const instance = pathOf(route, call);
      const timeoutMs = options.timeoutMs ?? defaults.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      const retries = route.idempotent ? (options.retries ?? defaults.retries ?? DEFAULT_RETRIES) : 0;
      try {
        const init: RequestInit = { method: route.method, headers: await headersFor(route, call) };
        if (call.form) init.body = new URLSearchParams(call.form);
        else if (call.body !== undefined) init.body = JSON.stringify(call.body);
        const url = `${base}${instance}${queryString(call.query)}`;
        for (let retry = 0; ; retry++) {
          const last = retry >= retries || options.signal?.aborted === true;
          let response: Response;
          try {
            response = await attempt(url, init, timeoutMs, options.signal);
          } catch (error) {
            if (last || options.signal?.aborted) throw error;
            await wait(backoff(retry, null), options.signal);
            continue;
          }
          if (response.ok) return (await readBody(route, response)) as T;
          if (last || !RETRIED_STATUSES.has(response.status)) throw await problemFromResponse(response, instance);
          const retryAfter = response.headers.get('retry-after');
          // Read to the end, so the connection can carry the next attempt.
          await response.arrayBuffer().catch(() => undefined);
          await wait(backoff(retry, retryAfter), options.signal);
        }
      } catch (error) {
        throw toApiError(error, instance);
      }
    },
  };
}
