import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, UNKNOWN_METHOD_MESSAGE, type Reply } from '@playport/sdk/protocol';
import { HostError, HostErrorCode } from '../errors.js';
import { createDispatcher } from './create-dispatcher.js';

const buy = vi.fn(async (params: unknown) => ({
  transactionId: 't-1',
  stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 },
  echo: params,
}));
const dispatch = createDispatcher({
  BuyProduct: buy,
  GetUrlHash: async () => ({ hash: '#level=3' }),
  SetStatus: async () => ({ sent: true }),
  SendVkBridge: async () => ({ data: null }),
});

const errorOf = (reply: Reply) => {
  if (!('error' in reply)) throw new Error(`expected an error, got ${JSON.stringify(reply)}`);
  return reply.error;
};

describe('createDispatcher: method names', () => {
  it.each([
    'toString',
    'constructor',
    '__proto__',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    'NoSuchMethod',
    '',
    'getinfo',
  ])('answers %j with UnknownMethod and the spec message', async (name) => {
    expect(await dispatch(name, undefined)).toEqual({
      error: { code: ErrorCode.UnknownMethod, message: UNKNOWN_METHOD_MESSAGE },
    });
  });

  it('answers a name that is not a string with UnknownMethod', async () => {
    expect(errorOf(await dispatch(42 as unknown as string, undefined)).code).toBe(ErrorCode.UnknownMethod);
    expect(errorOf(await dispatch({ toString: () => 'GetUrlHash' } as unknown as string, {})).code).toBe(
      ErrorCode.UnknownMethod,
    );
  });

  it('answers a protocol method without a handler with NotSupported', async () => {
    const error = errorOf(await dispatch('AdsShowVideo', undefined));
    expect(error.code).toBe(ErrorCode.NotSupported);
    expect(error.message).toContain('AdsShowVideo');
  });

  it('refuses handlers for names outside the protocol when it is built', () => {
    expect(() => createDispatcher({ toString: async () => 1 } as never)).toThrow(HostError);
    expect(() => createDispatcher({ GetInfo: 'nope' } as never)).toThrow(/not a function/);
  });
});

describe('createDispatcher: params', () => {
  it('names the field of a wrong type', async () => {
    const error = errorOf(await dispatch('BuyProduct', { sku: 5 }));
    expect(error).toMatchObject({ code: ErrorCode.InvalidParams, field: 'sku' });
    expect(error.message).toBe('Invalid field "sku": expected string');
  });

  it('names the first extra key', async () => {
    const error = errorOf(await dispatch('BuyProduct', { sku: 'gems', price: 0 }));
    expect(error).toMatchObject({ code: ErrorCode.InvalidParams, field: 'price' });
    expect(error.message).toContain('"price"');
  });

  it('names an extra key on a method that takes no params', async () => {
    expect(errorOf(await dispatch('GetUrlHash', { x: 1 }))).toMatchObject({
      code: ErrorCode.InvalidParams,
      field: 'x',
    });
  });

  it('names a nested field inside free-form JSON', async () => {
    const error = errorOf(await dispatch('SendVkBridge', { method: 'x', params: { a: [1, { b: 10n }] } }));
    expect(error).toMatchObject({ code: ErrorCode.InvalidParams, field: 'params.a.1.b' });
  });

  it('names a missing required field and a too long one', async () => {
    expect(errorOf(await dispatch('BuyProduct', {}))).toMatchObject({ field: 'sku' });
    const long = errorOf(await dispatch('BuyProduct', { sku: 'x'.repeat(65) }));
    expect(long).toMatchObject({ code: ErrorCode.InvalidParams, field: 'sku' });
    expect(long.message).toContain('at most 64');
  });

  it('rejects params of the wrong kind without a field', async () => {
    const error = errorOf(await dispatch('BuyProduct', 'gems'));
    expect(error.code).toBe(ErrorCode.InvalidParams);
    expect(error.field).toBeUndefined();
    expect(error.message).toBe('Invalid params: expected object');
  });

  it('rejects params that are not JSON data', async () => {
    const cyclic: Record<string, unknown> = { sku: 'gems' };
    cyclic.self = cyclic;
    expect(errorOf(await dispatch('BuyProduct', cyclic))).toMatchObject({
      code: ErrorCode.InvalidParams,
      field: 'self',
    });
    expect(errorOf(await dispatch('BuyProduct', { sku: () => 'gems' }))).toMatchObject({
      code: ErrorCode.InvalidParams,
      field: 'sku',
    });
    expect(errorOf(await dispatch('GetUrlHash', new Map()))).toMatchObject({ code: ErrorCode.InvalidParams });
    expect(errorOf(await dispatch('BuyProduct', { sku: 'gems', developerPayload: new Date() }))).toMatchObject({
      field: 'developerPayload',
    });
  });

  it('answers PayloadTooLarge above 64 KiB of JSON, before validation', async () => {
    const reply = await dispatch('SetStatus', { status: 'é'.repeat(40_000) });
    expect(errorOf(reply).code).toBe(ErrorCode.PayloadTooLarge);
    const unknownKeys = await dispatch('GetUrlHash', { junk: 'x'.repeat(70_000) });
    expect(errorOf(unknownKeys).code).toBe(ErrorCode.PayloadTooLarge);
  });

  it('honours a custom size cap', async () => {
    const small = createDispatcher({ SetStatus: async () => ({ sent: true }) }, { maxParamsBytes: 32 });
    expect(errorOf(await small('SetStatus', { status: 'x'.repeat(40) })).code).toBe(ErrorCode.PayloadTooLarge);
    expect(await small('SetStatus', { status: 'ok' })).toEqual({ result: { sent: true } });
  });

  it('lets params of exactly the cap through and answers one byte more PayloadTooLarge, escapes and multi-byte text counted as sent', async () => {
    const capped = createDispatcher({ SetStatus: async () => ({ sent: true }) }, { maxParamsBytes: 64 });
    // {"status":"…"} is 13 bytes around the text; é is two bytes, \n is two, 😀 four.
    for (const text of ['x'.repeat(51), 'é'.repeat(25) + 'x', '\n'.repeat(25) + 'x', '😀'.repeat(12) + 'xxx']) {
      expect(new TextEncoder().encode(JSON.stringify({ status: text })).length).toBe(64);
      expect(await capped('SetStatus', { status: text })).toEqual({ result: { sent: true } });
      expect(await capped('SetStatus', { status: text + 'x' })).toEqual({
        error: { code: ErrorCode.PayloadTooLarge, message: 'The params of SetStatus exceed 64 bytes' },
      });
    }
  });

  it('does not call the handler when the params are refused', async () => {
    buy.mockClear();
    await dispatch('BuyProduct', { sku: 1 });
    await dispatch('BuyProduct', 'x'.repeat(100_000));
    expect(buy).not.toHaveBeenCalled();
  });
});

describe('createDispatcher: handlers', () => {
  it('passes the parsed params and returns the result', async () => {
    const reply = await dispatch('BuyProduct', { sku: 'gems_100' });
    expect(reply).toEqual({
      result: {
        transactionId: 't-1',
        stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 },
        echo: { sku: 'gems_100' },
      },
    });
  });

  it('accepts no params, an empty object or undefined fields for a method without params', async () => {
    expect(await dispatch('GetUrlHash', undefined)).toEqual({ result: { hash: '#level=3' } });
    expect(await dispatch('GetUrlHash', {})).toEqual({ result: { hash: '#level=3' } });
  });

  it('turns a thrown HostError into its wire code, message and JSON details', async () => {
    const details = { type: 'about:blank', status: 402 };
    const d = createDispatcher({
      BuyProduct: async () => {
        throw new HostError(HostErrorCode.UserCancelled, 'Payment widget closed before payment completed!', details);
      },
      GetInfo: async () => {
        throw new HostError(HostErrorCode.ApiError, 'HTTP Error 500', { fn: () => 1 });
      },
    });
    expect(await d('BuyProduct', { sku: 'a' })).toEqual({
      error: { code: 'UserCancelled', message: 'Payment widget closed before payment completed!', details },
    });
    // A host-only code reaches the game as Unknown; details that are not JSON are dropped.
    expect(await d('GetInfo', undefined)).toEqual({ error: { code: 'Unknown', message: 'HTTP Error 500' } });
  });

  it('turns any other throw into Unknown with the message and no stack', async () => {
    const log = vi.fn();
    const d = createDispatcher(
      {
        GetInfo: async () => {
          throw new TypeError('boom');
        },
        GetFriends: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless handler may throw
          throw 'plain string';
        },
        GetUrlHash: async () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless handler may throw
          throw { weird: true };
        },
      },
      { log },
    );
    const typeError = await d('GetInfo', undefined);
    expect(typeError).toEqual({ error: { code: 'Unknown', message: 'boom' } });
    expect(JSON.stringify(typeError)).not.toContain('at ');
    expect(await d('GetFriends', undefined)).toEqual({ error: { code: 'Unknown', message: 'plain string' } });
    expect(await d('GetUrlHash', undefined)).toEqual({ error: { code: 'Unknown', message: 'Unknown error' } });
    expect(log).toHaveBeenCalledWith('error', 'The GetInfo handler failed', expect.any(TypeError));
  });

  it('in validateResults mode, answers Unknown instead of a result that breaks the contract', async () => {
    const log = vi.fn();
    const handlers = {
      GetUrlHash: async () => ({ hash: 42 }),
      SetStatus: async () => ({ sent: true, secret: 'x' }),
    } as never;
    const strict = createDispatcher(handlers, { validateResults: true, log });
    expect(errorOf(await strict('GetUrlHash', undefined))).toEqual({
      code: 'Unknown',
      message: 'The host produced an invalid result for GetUrlHash',
    });
    expect(log).toHaveBeenCalledWith('error', expect.stringContaining('GetUrlHash'));
    // Keys outside the result schema are stripped rather than sent.
    expect(await strict('SetStatus', { status: 'hi' })).toEqual({ result: { sent: true } });
    // Without the flag the result goes out as the handler gave it.
    expect(await createDispatcher(handlers)('GetUrlHash', undefined)).toEqual({ result: { hash: 42 } });
  });

  it('still answers, never rejecting, when the log itself throws', async () => {
    const log = vi.fn(() => {
      throw new Error('log is down');
    });
    const d = createDispatcher(
      {
        GetInfo: () => {
          throw new TypeError('sync boom');
        },
        GetFriends: async () => Promise.reject(new TypeError('async boom')),
        GetUrlHash: async () => ({ hash: 42 }),
      } as never,
      { validateResults: true, log },
    );
    expect(await d('GetInfo', undefined)).toEqual({ error: { code: 'Unknown', message: 'log is down' } });
    expect(await d('GetFriends', undefined)).toEqual({ error: { code: 'Unknown', message: 'log is down' } });
    expect(await d('GetUrlHash', undefined)).toEqual({ error: { code: 'Unknown', message: 'log is down' } });
    expect(log).toHaveBeenCalledTimes(3);
  });
});
