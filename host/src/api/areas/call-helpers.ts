import { requireParams } from '../required.js';
import type { ApiRoute } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';

/** A POST whose one main parameter is its JSON body. */
export const bodyCall =
  <Req, Res>(t: ApiTransport, route: ApiRoute) =>
  (body: Req, options?: CallOptions): Promise<Res> => {
    requireParams(route.operation, { body });
    return t.send<Res>(route, { body }, options);
  };

/** A POST whose body may be left out; an empty object is sent then. */
export const optionalBodyCall =
  <Req, Res>(t: ApiTransport, route: ApiRoute) =>
  (body?: Req, options?: CallOptions): Promise<Res> =>
    t.send<Res>(route, { body: body ?? {} }, options);

/** A call with no parameters. */
export const noArgCall =
  <Res>(t: ApiTransport, route: ApiRoute) =>
  (options?: CallOptions): Promise<Res> =>
    t.send<Res>(route, {}, options);

/** A call on `{Game}` with a JSON body. */
export const gameBodyCall =
  <Req, Res>(t: ApiTransport, route: ApiRoute) =>
  (game: string, body: Req, options?: CallOptions): Promise<Res> => {
    requireParams(route.operation, { game, body });
    return t.send<Res>(route, { path: { Game: game }, body }, options);
  };

/** A call on `{Game}` with nothing else. */
export const gameCall =
  <Res>(t: ApiTransport, route: ApiRoute) =>
  (game: string, options?: CallOptions): Promise<Res> => {
    requireParams(route.operation, { game });
    return t.send<Res>(route, { path: { Game: game } }, options);
  };

/** Form fields from an object: absent values are left out, the rest become strings. */
export function formFields(values: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}
