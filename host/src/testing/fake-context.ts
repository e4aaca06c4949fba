import type { HostContext } from '../context.js';

/** A request the fake fetch received, with headers as a plain object. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Builds a JSON response. */
export const jsonResponse = (body: unknown, status = 200, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });

/** Builds a text response. */
export const textResponse = (text: string, status = 200, contentType = 'text/plain') =>
  new Response(text, { status, headers: { 'content-type': contentType } });

/** A fetch that records every request and answers with `respond` (default: `{}` as JSON). */
export function fakeFetch(
  respond: (request: RecordedRequest) => Response | Promise<Response> = () => jsonResponse({}),
) {
  const calls: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: init.body,
    };
    calls.push(request);
    return respond(request);
  };
  return { fetch: fetch, calls };
}

/** Storage in a Map, with the Map exposed for assertions. */
export function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
}

/**
 * A context for tests: no DOM, timers from the global scope at call time (so fake timers apply),
 * log lines collected in `logs`.
 */
export function fakeContext(overrides: Partial<HostContext> = {}) {
  const logs: unknown[][] = [];
  const context: HostContext = {
    window: {} as Window,
    fetch: fakeFetch().fetch,
    storage: fakeStorage(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    loadScript: () => Promise.resolve(),
    randomBytes: (n) => new Uint8Array(n),
    log: (...args) => void logs.push(args),
    ...overrides,
  };
  return { context, logs };
}
