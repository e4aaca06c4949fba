import { describe, expectTypeOf, it } from 'vitest';
import { createDispatcher, type MethodHandlers } from './create-dispatcher.js';
import type { Dispatch, MethodHandler } from './types.js';

describe('createDispatcher types', () => {
  it('types each handler by its method', () => {
    createDispatcher({
      BuyProduct: async (params) => {
        expectTypeOf(params.sku).toEqualTypeOf<string>();
        return { transactionId: params.sku, stats: { currency: 'USD', currencyAmount: 1, usdAmount: 1 } };
      },
    });
  });

  it('accepts handlers that take unknown params', () => {
    const untyped: Partial<Record<'GetInfo', MethodHandler>> = { GetInfo: async (params: unknown) => params };
    expectTypeOf(createDispatcher(untyped)).toEqualTypeOf<Dispatch>();
  });

  it('checks results under satisfies MethodHandlers', () => {
    // @ts-expect-error hash must be a string
    createDispatcher({ GetUrlHash: async () => ({ hash: 1 }) } satisfies MethodHandlers);
  });

  it('refuses names outside the protocol', () => {
    // @ts-expect-error not a protocol method
    createDispatcher({ NoSuchMethod: async () => 1 });
  });
});
