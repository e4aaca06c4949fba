import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.js';
import { ApiError } from './problem.js';
import { fakeContext, fakeFetch, jsonResponse, textResponse } from '../testing/fake-context.js';

function apiAnswering(respond: () => Response | Promise<Response>) {
  return createApiClient({
    baseUrl: 'https://api.test',
    context: fakeContext({ fetch: fakeFetch(respond).fetch }).context,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('failed calls reject with problem details', () => {
  it('a JSON problem body becomes the problem, with the request path as instance when missing', async () => {
    const api = apiAnswering(() =>
      jsonResponse({ title: 'Forbidden', status: 403, detail: 'Not yours' }, 403, 'application/problem+json'),
    );
    const error = await failure(api.profile.get({ Game: 'g' }));
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Not yours',
      instance: '/api/v1/profile',
    });
  });

  it('a standard error body is kept in body', async () => {
    const body = { Code: 'NotFound', Message: 'No game', RequestId: 'rq' };
    const error = await failure(apiAnswering(() => jsonResponse(body, 404)).games.manifest('g'));
    expect(error.problem).toMatchObject({ status: 404, title: 'NotFound', detail: 'No game' });
    expect(error.body).toEqual(body);
  });

  it('a 502 with an HTML body gives HTTP Error 502 and exactly 500 characters of it', async () => {
    const html = 'E'.repeat(1200);
    const error = await failure(
      apiAnswering(() => textResponse(html, 502, 'text/html')).info.news({ GameSystemName: 'g', Locale: 'en' }),
    );
    expect(error.problem.title).toBe('HTTP Error 502');
    expect(error.problem.status).toBe(502);
    expect(error.problem.detail).toBe('E'.repeat(500));
  });

  it('a rejected fetch gives Network Error, status 0', async () => {
    const error = await failure(apiAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).games.list());
    expect(error.problem).toMatchObject({
      title: 'Network Error',
      status: 0,
      detail: 'Failed to fetch',
      instance: '/api/v1/games/list',
    });
  });

  it('a fetch rejecting with a non-Error is still a network failure', async () => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test: a fetch that rejects with a string
    const error = await failure(apiAnswering(() => Promise.reject('offline')).games.list());
    expect(error.problem).toMatchObject({ title: 'Network Error', status: 0 });
  });

  it('an unreadable success body gives An Unexpected Error Occurred, status 500', async () => {
    const api = apiAnswering(() => textResponse('{not json', 200, 'application/json'));
    const error = await failure(api.games.publicGameConfig('g', 'FxId'));
    expect(error.problem).toMatchObject({ title: 'An Unexpected Error Occurred', status: 500 });
  });

  it('a token getter throwing a non-Error gives An Unexpected Non-Error Was Thrown, status 500', async () => {
    const fake = fakeFetch();
    const api = createApiClient({
      context: fakeContext({ fetch: fake.fetch }).context,
      getToken: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test: a getter that throws a string
        throw 'storage locked';
      },
    });
    const error = await failure(api.profile.get({ Game: 'g' }));
    expect(error.problem).toMatchObject({
      title: 'An Unexpected Non-Error Was Thrown',
      status: 500,
      detail: 'storage locked',
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('a void call still fails on a non-OK status', async () => {
    const error = await failure(
      apiAnswering(() => jsonResponse({ title: 'Bad' }, 400)).store.setOptimisticOrderStatus({
        PublicOrderId: 'o',
        Status: 'Completed',
      }),
    );
    expect(error.problem).toMatchObject({ title: 'Bad', status: 400 });
  });
});
