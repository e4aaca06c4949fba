/**
 * Fakes of what the outside world gives the host, for tests of code that runs on it (an API
 * client, an adapter, a server's contract with the host): a {@link HostContext} with no DOM, a
 * recording `fetch`, and storage in a Map.
 *
 * @example
 * ```ts
 * const { context } = fakeContext({ fetch: (input, init) => app.request(String(input), init) });
 * const api = createApiClient({ baseUrl: 'http://localhost:8787', context });
 * ```
 *
 * @packageDocumentation
 */

/** A context for tests, its storage, its recording fetch and the responses it answers with. */
export {
  fakeContext,
  fakeFetch,
  fakeStorage,
  jsonResponse,
  textResponse,
  type RecordedRequest,
} from '../testing/fake-context.js';
/** The context every fake here stands in for, and the options of its script loader. */
export type { HostContext, ScriptLoadOptions } from '../context.js';
