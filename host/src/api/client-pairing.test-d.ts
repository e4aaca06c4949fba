import type { ApiAreas } from '@playport/api-contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from './create-api-client.js';

/** What a client method resolves to for an operation: its 200 answer, or nothing for 204 or an unread answer. */
type AnswerOf<O> = O extends { response: z.ZodType } ? z.output<O['response']> : void;
type Equals<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type Area = keyof ApiAreas & keyof ApiClient;

/** The methods that build a URL (a browser navigation) or read HTML: they answer a string, not JSON. */
type StringAnswers =
  | 'store.createPaymentWithRedirectUrl'
  | 'info.goUrl'
  | 'launcher.downloadDirectUrl'
  | 'launcher.downloadUrl'
  | 'play.indexHtml';

/** `area.name` of every client method whose answer is not its operation's. */
type Mispaired = {
  [A in Area]: {
    [K in keyof ApiAreas[A] & keyof ApiClient[A] & string]: ApiClient[A][K] extends (...args: never[]) => infer R
      ? `${A}.${K}` extends StringAnswers
        ? Equals<Awaited<R>, string> extends true
          ? never
          : `${A}.${K}`
        : Equals<Awaited<R>, AnswerOf<ApiAreas[A][K]>> extends true
          ? never
          : `${A}.${K}`
      : `${A}.${K}`;
  }[keyof ApiAreas[A] & keyof ApiClient[A] & string];
}[Area];

/** `area.name` of every operation the client has no method for. */
type Unserved = { [A in Area]: `${A}.${Exclude<keyof ApiAreas[A], keyof ApiClient[A]> & string}` }[Area];

describe('API client pairing', () => {
  it("answers every operation's response type, for every method", () => {
    expectTypeOf<Mispaired>().toEqualTypeOf<never>();
    // The same, naming the methods in the compiler's message: "'none' is not assignable to 'store.storeData'".
    const mispaired: [Mispaired] extends [never] ? 'none' : Mispaired = 'none';
    void mispaired;
  });

  it('has a method for every operation of every area', () => {
    expectTypeOf<Exclude<keyof ApiAreas, keyof ApiClient>>().toEqualTypeOf<never>();
    expectTypeOf<Unserved>().toEqualTypeOf<never>();
  });
});
