import type { AnswerOf, ApiAreas, BodyOf } from '@playport/api-contract';
import { API_ROUTES, type ApiArea, type ApiRoute } from '@playport/api-contract/routes';
import { requireParams } from '../required.js';
import type { ApiCall, ApiTransport, CallOptions } from '../transport.js';

/** The operation `name` of the client area `area`, as the contract declares it. */
export type OperationOf<A extends ApiArea, K extends keyof ApiAreas[A]> = ApiAreas[A][K];
/** The names of the operations of client area `A`. */
type NameOf<A extends ApiArea> = keyof ApiAreas[A] & string;
/** What a call of operation `K` of area `A` resolves to. */
type Answer<A extends ApiArea, K extends NameOf<A>> = Promise<AnswerOf<OperationOf<A, K>>>;
/** What a call of operation `K` of area `A` sends as its body. */
type Body<A extends ApiArea, K extends NameOf<A>> = BodyOf<OperationOf<A, K>>;

/** The calls of one client area, as {@link areaCalls} makes them. */
export interface AreaCalls<A extends ApiArea> {
  route(name: NameOf<A>): ApiRoute;
  /** Throws the required-parameter error of the operation for the first missing value. */
  require(name: NameOf<A>, params: Record<string, unknown>): void;
  /** Sends the operation; it resolves to the operation's answer. */
  send<K extends NameOf<A>>(name: K, call: ApiCall, options?: CallOptions): Answer<A, K>;
  /** The operation's URL (a browser navigation). */
  url(name: NameOf<A>, call: ApiCall): string;
  /** A POST whose one main parameter is its JSON body. */
  body<K extends NameOf<A>>(name: K): (body: Body<A, K>, options?: CallOptions) => Answer<A, K>;
  /** A POST whose body may be left out; an empty object is sent then. */
  optionalBody<K extends NameOf<A>>(name: K): (body?: Body<A, K>, options?: CallOptions) => Answer<A, K>;
  /** A call with no parameters. */
  noArg<K extends NameOf<A>>(name: K): (options?: CallOptions) => Answer<A, K>;
  /** A call on `{Game}` with a JSON body. */
  gameBody<K extends NameOf<A>>(name: K): (game: string, body: Body<A, K>, options?: CallOptions) => Answer<A, K>;
  /** A call on `{Game}` with nothing else. */
  game<K extends NameOf<A>>(name: K): (game: string, options?: CallOptions) => Answer<A, K>;
}

/**
 * The calls of one client area. Each is named by its operation and takes its route from the route
 * table and its types from the contract under that one name, so a method cannot be typed with one
 * operation and sent on another's route.
 */
export function areaCalls<A extends ApiArea>(t: ApiTransport, area: A): AreaCalls<A> {
  type Name = NameOf<A>;
  type Op<K extends Name> = OperationOf<A, K>;
  const routes: Readonly<Record<string, ApiRoute>> = API_ROUTES[area];
  const route = (name: Name): ApiRoute => routes[name]!;
  return {
    route,
    require(name: Name, params: Record<string, unknown>): void {
      requireParams(route(name).operation, params);
    },
    send<K extends Name>(name: K, call: ApiCall, options?: CallOptions): Promise<AnswerOf<Op<K>>> {
      return t.send<AnswerOf<Op<K>>>(route(name), call, options);
    },
    url(name: Name, call: ApiCall): string {
      return t.url(route(name), call);
    },
    body<K extends Name>(name: K) {
      const r = route(name);
      return (body: BodyOf<Op<K>>, options?: CallOptions): Promise<AnswerOf<Op<K>>> => {
        requireParams(r.operation, { body });
        return t.send<AnswerOf<Op<K>>>(r, { body }, options);
      };
    },
    optionalBody<K extends Name>(name: K) {
      const r = route(name);
      return (body?: BodyOf<Op<K>>, options?: CallOptions): Promise<AnswerOf<Op<K>>> =>
        t.send<AnswerOf<Op<K>>>(r, { body: body ?? {} }, options);
    },
    noArg<K extends Name>(name: K) {
      const r = route(name);
      return (options?: CallOptions): Promise<AnswerOf<Op<K>>> => t.send<AnswerOf<Op<K>>>(r, {}, options);
    },
    gameBody<K extends Name>(name: K) {
      const r = route(name);
      return (game: string, body: BodyOf<Op<K>>, options?: CallOptions): Promise<AnswerOf<Op<K>>> => {
        requireParams(r.operation, { game, body });
        return t.send<AnswerOf<Op<K>>>(r, { path: { Game: game }, body }, options);
      };
    },
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
