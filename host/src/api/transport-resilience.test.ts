import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client.js';
import { ApiError } from './problem.js';
import { fakeContext, jsonResponse } from '../testing/fake-context.js';
import { DEFAULT_REQUEST_TIMEOUT_MS, RETRY_BASE_DELAY_MS } from './transport.js';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

type Answer = Response | 'hang' | 'network';

/** A fetch that answers each call with the next scripted answer and, like a browser's, rejects when its signal aborts. */
function scripted(...answers: Answer[]) {
  const calls: { url: string; method: string; at: number }[] = [];
  const fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? 'GET',
      at: Date.now(),
    });
    const answer = answers.shift() ?? jsonResponse({});
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (init.signal?.aborted) return abort();
      init.signal?.addEventListener('abort', abort, { once: true });
      if (answer === 'network') reject(new TypeError('Failed to fetch'));
      else if (answer !== 'hang') resolve(answer);
    });
  }) as typeof globalThis.fetch;
  const { context } = fakeContext({ fetch, randomBytes: (n) => new Uint8Array(n) });
  context.storage.setItem('AuthToken', 'tok');
  return { api: createApiClient({ baseUrl: 'https://api.test', context }), calls };
}

const problem503 = (retryAfter?: string) =>
  new Response(
    JSON.stringify({
      title: 'Service Unavailable',
      status: 503,
      detail: 'The database is unavailable; try again shortly',
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/problem+json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
    },
  );

async function settle<T>(promise: Promise<T>): Promise<T | ApiError> {
  const result = promise.catch((e: unknown) => e as ApiError);
  await vi.runAllTimersAsync();
  return result;
}

describe('every request is bounded', () => {
  it('a request that never answers fails as a network error after the timeout, each of its attempts bounded', async () => {
    const { api, calls } = scripted('hang', 'hang', 'hang');
    const error = await settle(api.games.manifest('g'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual({
      type: 'about:blank',
      title: 'Network Error',
      status: 0,
      detail: `Timed out after ${DEFAULT_REQUEST_TIMEOUT_MS} ms`,
      instance: '/api/v1/manifest/g',
    });
    // A GET is retried twice: three attempts, each cut at the timeout.
    expect(calls).toHaveLength(3);
  });

  it('a call that changes something is never retried: a hung create_payment fails once, and the next one is sent', async () => {
    const { api, calls } = scripted('hang', jsonResponse({ TransactionId: 'ord_2' }));
    const first = await settle(
      api.store.createPayment({ Game: 'g', Sku: 's', WebPublishingPlatform: 'FxId' }, { timeoutMs: 5000 }),
    );
    expect((first as ApiError).problem).toMatchObject({
      title: 'Network Error',
      status: 0,
      detail: 'Timed out after 5000 ms',
    });
    expect(calls).toHaveLength(1);
    await expect(api.store.createPayment({ Game: 'g', Sku: 's', WebPublishingPlatform: 'FxId' })).resolves.toEqual({
      TransactionId: 'ord_2',
    });
  });
});

describe('idempotent reads are retried', () => {
  it('after a network failure and a 503, with backoff, then succeed', async () => {
    const { api, calls } = scripted('network', problem503(), jsonResponse({ Status: 'Completed' }));
    const result = await settle(api.store.getPaymentStatus({ PublicOrderId: 'ord_1' }));
    expect(result).toEqual({ Status: 'Completed' });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST']);
    expect(calls[1]!.at - calls[0]!.at).toBe(RETRY_BASE_DELAY_MS);
    expect(calls[2]!.at - calls[1]!.at).toBe(RETRY_BASE_DELAY_MS * 2);
  });

  it("honour the server's Retry-After", async () => {
    const { api, calls } = scripted(problem503('3'), jsonResponse({}));
    await settle(api.games.manifest('g'));
    expect(calls[1]!.at - calls[0]!.at).toBe(3000);
  });

  it('give up with the last answer after the retries', async () => {
    const { api, calls } = scripted(problem503(), problem503(), problem503());
    const error = await settle(api.games.manifest('g'));
    expect((error as ApiError).problem).toMatchObject({
      status: 503,
      detail: 'The database is unavailable; try again shortly',
    });
    expect(calls).toHaveLength(3);
  });

  it('not on an answer that another attempt would not change (404), nor after the caller aborted', async () => {
    const notFound = scripted(jsonResponse({ title: 'Not Found', status: 404 }, 404));
    expect(((await settle(notFound.api.games.manifest('g'))) as ApiError).status).toBe(404);
    expect(notFound.calls).toHaveLength(1);

    const aborted = scripted('hang', jsonResponse({}));
    const controller = new AbortController();
    const call = aborted.api.games.manifest('g', { signal: controller.signal }).catch((e: unknown) => e as ApiError);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(((await call) as ApiError).problem).toMatchObject({ title: 'Network Error', status: 0 });
    expect(aborted.calls).toHaveLength(1);
  });
});
