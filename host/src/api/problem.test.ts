import { describe, expect, it } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { ApiError, FetchFailure, problemFromResponse, toApiError } from './problem.js';
import { jsonResponse, textResponse } from '../testing/fake-context.js';

const PATH = '/api/v1/profile';

describe('problemFromResponse', () => {
  it('takes a JSON problem body as the problem', async () => {
    const body = { type: 'https://errors.test/x', title: 'Not allowed', status: 403, detail: 'No', instance: '/i/1' };
    const error = await problemFromResponse(jsonResponse(body, 403, 'application/problem+json'), PATH);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(HostErrorCode.ApiError);
    expect(error.problem).toEqual(body);
    expect(error.message).toBe('Not allowed: No');
  });

  it('fills the fields a JSON problem leaves out', async () => {
    const error = await problemFromResponse(jsonResponse({ detail: 'Gone' }, 410), PATH);
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'HTTP Error 410',
      status: 410,
      detail: 'Gone',
      instance: PATH,
    });
  });

  it('accepts the standard error body and keeps it', async () => {
    const body = { Code: 'GameNotFound', Message: 'No such game', RequestId: 'r-1' };
    const error = await problemFromResponse(jsonResponse(body, 404), PATH);
    expect(error.problem).toMatchObject({ title: 'GameNotFound', status: 404, detail: 'No such game', instance: PATH });
    expect(error.body).toEqual(body);
  });

  it('accepts the auth error body and keeps its localisation fields', async () => {
    const body = {
      ErrorCode: 'InvalidToken',
      GenericMessage: 'Sign in again',
      L10NKey: 'k',
      L10NParam: null,
      RequestId: 'r',
      AccountId: 'a',
    };
    const error = await problemFromResponse(jsonResponse(body, 401), PATH);
    expect(error.problem).toMatchObject({ title: 'InvalidToken', status: 401, detail: 'Sign in again' });
    expect(error.body).toEqual(body);
  });

  it('turns a non-JSON body into HTTP Error {status} with exactly its first 500 characters', async () => {
    const text = `<html>${'x'.repeat(600)}</html>`;
    const error = await problemFromResponse(textResponse(text, 502, 'text/html'), PATH);
    expect(error.problem.title).toBe('HTTP Error 502');
    expect(error.problem.status).toBe(502);
    expect(error.problem.detail).toHaveLength(500);
    expect(error.problem.detail).toBe(text.slice(0, 500));
  });

  it('treats a JSON value that is not an object like text', async () => {
    const error = await problemFromResponse(textResponse('"oops"', 500, 'application/json'), PATH);
    expect(error.problem).toMatchObject({ title: 'HTTP Error 500', detail: '"oops"' });
  });

  it('gives an empty body an empty detail', async () => {
    const error = await problemFromResponse(new Response(null, { status: 503 }), PATH);
    expect(error.problem).toMatchObject({ title: 'HTTP Error 503', status: 503, detail: '' });
  });
});

describe('toApiError', () => {
  it('passes an ApiError through unchanged', () => {
    const error = new ApiError({ type: 'about:blank', title: 't', status: 400, detail: '', instance: '' });
    expect(toApiError(error)).toBe(error);
  });

  it('gives a network failure title Network Error and status 0', () => {
    const error = toApiError(new FetchFailure(new TypeError('Failed to fetch')), PATH);
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'Network Error',
      status: 0,
      detail: 'Failed to fetch',
      instance: PATH,
    });
    expect(error.status).toBe(0);
  });

  it('gives any other Error An Unexpected Error Occurred, status 500', () => {
    const error = toApiError(new SyntaxError('Unexpected token'));
    expect(error.problem).toMatchObject({
      title: 'An Unexpected Error Occurred',
      status: 500,
      detail: 'Unexpected token',
    });
  });

  it('treats a HostError of another code as an unexpected Error', () => {
    const error = toApiError(new HostError(HostErrorCode.Timeout, 'late'));
    expect(error.problem).toMatchObject({ title: 'An Unexpected Error Occurred', status: 500 });
  });

  it.each([
    ['a string', 'boom', 'boom'],
    ['an object', { why: 1 }, '{"why":1}'],
    ['undefined', undefined, 'undefined'],
  ])('gives a thrown non-Error (%s) An Unexpected Non-Error Was Thrown, status 500', (_, thrown, detail) => {
    const error = toApiError(thrown);
    expect(error).toBeInstanceOf(HostError);
    expect(error.problem).toMatchObject({ title: 'An Unexpected Non-Error Was Thrown', status: 500, detail });
  });
});
