import { describe, expectTypeOf, it } from 'vitest';
import type { AdapterHost, CallInfo } from './adapter.js';
import { createDefaultAdapter } from './default-adapter.js';
import { extendAdapter } from './extend-adapter.js';

describe('extendAdapter types', () => {
  it('types each handler by its method', () => {
    extendAdapter(createDefaultAdapter(), {
      name: 'typed',
      start: (host) => {
        expectTypeOf(host).toEqualTypeOf<AdapterHost>();
        return {
          methods: {
            WordsFilter: async (params, call) => {
              expectTypeOf(params.text).toBeString();
              expectTypeOf(call).toEqualTypeOf<CallInfo>();
              return { text: params.text, filtered: true };
            },
          },
        };
      },
    });
  });

  it('rejects wrong results, unknown methods and host-owned methods', () => {
    const base = createDefaultAdapter();
    // @ts-expect-error a friends list, not a number
    extendAdapter(base, { name: 'x', start: () => ({ methods: { GetFriends: async () => ({ friends: 3 }) } }) });
    // @ts-expect-error not a protocol method
    extendAdapter(base, { name: 'x', start: () => ({ methods: { FlyToTheMoon: async () => ({}) } }) });
    // @ts-expect-error GetInfo is answered by the host, never by an adapter
    extendAdapter(base, { name: 'x', start: () => ({ methods: { GetInfo: async () => ({}) } }) });
    // @ts-expect-error handlers exist only once the adapter started
    extendAdapter(base, { name: 'x', methods: { GetFriends: async () => ({ friends: [] }) } });
    // @ts-expect-error an unknown capability
    extendAdapter(base, { name: 'x', supports: { teleport: true } });
  });
});
