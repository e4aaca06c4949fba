import type { ApiAreas } from '@playport/api-contract';
import { API_ROUTES, type ApiArea, type ApiRoute } from '@playport/api-contract/routes';
import type { z } from 'zod';
import { requireParams } from '../required.js';
import type { ApiCall, ApiTransport, CallOptions } from '../transport.js';

/** The operation `name` of the client area `area`, as the contract declares it. */
export type OperationOf<A extends ApiArea, K extends keyof ApiAreas[A]> = ApiAreas[A][K];
/** What a call of the operation sends as its body (the body schema's input: defaults optional). */
export type BodyOf<O> = O extends { body: z.ZodType } ? z.input<O['body']> : never;
/** What a call of the operation sends as its query string. */
export type QueryOf<O> = O extends { query: z.ZodType } ? z.input<O['query']> : never;
/** What a call of the operation resolves to: its 200 answer, or nothing for 204 or an answer not read. */
export type AnswerOf<O> = O extends { response: z.ZodType } ? z.output<O['response']> : void;

/**
 * The calls of one client area. Each is named by its operation and takes its route from the route
 * table and its types from the contract under that one name, so a method cannot be typed with one
 * operation and sent on another's route.
 */
export function areaCalls<A extends ApiArea>(t: ApiTransport, area: A) {
  type Name = keyof ApiAreas[A] & string;
  type Op<K extends Name> = OperationOf<A, K>;
  const routes: Readonly<Record<string, ApiRoute>> = API_ROUTES[area];
  const route = (name: Name): ApiRoute => routes[name]!;
  return {
    route,
    /** Throws the required-parameter error of the operation for the first missing value. */
    require(name: Name, params: Record<string, unknown>): void {
      requireParams(route(name).operation, params);
    },
    /** Sends the operation; it resolves to the operation's answer. */
    send<K extends Name>(name: K, call: ApiCall, options?: CallOptions): Promise<AnswerOf<Op<K>>> {
      return t.send<AnswerOf<Op<K>>>(route(name), call, options);
    },
    /** The operation's URL (a browser navigation). */
    url(name: Name, call: ApiCall): string {
      return t.url(route(name), call);
    },
    /** A POST whose one main parameter is its JSON body. */
    body<K extends Name>(name: K) {
      const r = route(name);
      return (body: BodyOf<Op<K>>, options?: CallOptions): Promise<AnswerOf<Op<K>>> => {
        requireParams(r.operation, { body });
        return t.send<AnswerOf<Op<K>>>(r, { body }, options);
      };
    },
    /** A POST whose body may be left out; an empty object is sent then. */
    optionalBody<K extends Name>(name: K) {
      const r = route(name);
      return (body?: BodyOf<Op<K>>, options?: CallOptions): Promise<AnswerOf<Op<K>>> =>
        t.send<AnswerOf<Op<K>>>(r, { body: body ?? {} }, options);
    },
    /** A call with no parameters. */
    noArg<K extends Name>(name: K) {
      const r = route(name);
      return (options?: CallOptions): Promise<AnswerOf<Op<K>>> => t.send<AnswerOf<Op<K>>>(r, {}, options);
    },
    /** A call on `{Game}` with a JSON body. */
    gameBody<K extends Name>(name: K) {
      const r = route(name);
      return (game: string, body: BodyOf<Op<K>>, options?: CallOptions): Promise<AnswerOf<Op<K>>> => {
        requireParams(r.operation, { game, body });
        return t.send<AnswerOf<Op<K>>>(r, { path: { Game: game }, body }, options);
      };
    },
    /** A call on `{Game}` with nothing else. */
    game<K extends Name>(name: K) {
      const r = route(name);
      return (game: string, options?: CallOptions): Promise<AnswerOf<Op<K>>> => {
        requireParams(r.operation, { game });
        return t.send<AnswerOf<Op<K>>>(r, { path: { Game: game } }, options);
      };
    },
  };
}

/** Form fields from an object: absent values are left out, the rest become strings. */
export function formFields(values: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}
