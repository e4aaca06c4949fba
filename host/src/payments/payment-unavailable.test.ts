// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/create-api-client.js';
import { fakeFetch, jsonResponse } from '../testing/fake-context.js';
import { HostError, toWireCode } from '../errors.js';
import { createPaymentFlow } from './create-payment-flow.js';
import { paymentKit } from './testing/payment-test-kit.js';

/** The reference API's answer when it is overloaded or its database is away. */
const unavailable = (code: string, retryAfter: string) => {
  const response = jsonResponse(
    {
      type: `urn:playport:error:${code}`,
      title: 'Service Unavailable',
      status: 503,
      detail: 'The server is busy; try again shortly',
      instance: '/api/v1/store/create_payment',
      Code: code,
    },
    503,
    'application/problem+json',
  );
  response.headers.set('Retry-After', retryAfter);
  return response;
};

function flowAnswering(respond: () => Response) {
  const kit = paymentKit();
  const { fetch, calls } = fakeFetch(respond);
  const context = { ...kit.context, fetch };
  const flow = createPaymentFlow({
    context,
    api: createApiClient({ baseUrl: 'https://api.example', context }),
    ui: kit.ui,
    game: 'hello-game',
    platform: 'FxId',
  });
  return { flow, calls };
}

describe('a purchase whose create_payment the server cannot serve now', () => {
  it.each([
    ['503 ServerBusy', () => unavailable('ServerBusy', '2'), 2000],
    ['503 DatabaseUnavailable', () => unavailable('DatabaseUnavailable', '5'), 5000],
  ])('%s reaches the game as Unavailable, retryable, with the wait the server asked for', async (_what, answer, ms) => {
    const { flow, calls } = flowAnswering(answer);
    const err = (await flow.buy({ sku: 'gems_100' }).catch((e: unknown) => e)) as HostError;
    expect(err).toBeInstanceOf(HostError);
    expect([err.code, toWireCode(err.code), err.message]).toEqual([
      'Unavailable',
      'Unavailable',
      'The store is unavailable right now; try again shortly.',
    ]);
    expect(err.details).toMatchObject({ status: 503, retryAfterMs: ms });
    // Nothing was created, so nothing is cancelled: the game may simply buy again.
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/v1/store/create_payment']);
  });

  it.each([
    ['405 from a static server', () => new Response('Method Not Allowed\n', { status: 405 })],
    ["404 that is not the API's", () => new Response('Not Found', { status: 404 })],
  ])('a page without a store API (%s) says so, not the raw status text', async (_what, answer) => {
    const { flow } = flowAnswering(answer);
    await expect(flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: 'NotSupported',
      message: 'Purchases are not available on this page: it has no store to create the order.',
      details: { status: _what.startsWith('405') ? 405 : 404 },
    });
  });

  it('a 502 or 504 from a proxy in front of it is Unavailable too; a 4xx stays Unknown with its detail', async () => {
    for (const status of [502, 504]) {
      const { flow } = flowAnswering(() => new Response('<html>Bad gateway</html>', { status }));
      await expect(flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({ code: 'Unavailable' });
    }
    const { flow } = flowAnswering(() =>
      jsonResponse({ title: 'Not Found', status: 404, detail: 'Unknown product nope' }, 404),
    );
    await expect(flow.buy({ sku: 'nope' })).rejects.toMatchObject({ code: 'Unknown', message: 'Unknown product nope' });
  });
});
