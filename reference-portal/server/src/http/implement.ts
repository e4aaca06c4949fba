import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { type ApiOperation, routerPath } from '@playport/api-contract';
import type { AppEnv } from './app-env';
import { checkedReply } from './checked-reply';
import { readForm, readJson, readParams, readQuery } from './validate';

type Parsed<O, K extends 'params' | 'query' | 'body'> = O extends { readonly [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What {@link implement} reads and validates before its handler runs; `undefined` where the operation takes none. */
export interface ImplementInput<O extends ApiOperation> {
  readonly params: Parsed<O, 'params'>;
  readonly query: Parsed<O, 'query'>;
  readonly body: Parsed<O, 'body'>;
}

declare const prepared: unique symbol;

/**
 * An answer a handler made itself where the operation answers JSON: a body prepared once and sent as bytes
 * (`public_game_config`), or a redirect for a browser that posted a form. Made only by {@link preparedReply}.
 */
export type PreparedReply = Response & { readonly [prepared]: true };

/** Marks a Response a handler of a JSON operation made itself; the tests' reply check still reads a 2xx JSON body. */
export function preparedReply(response: Response): PreparedReply {
  return response as PreparedReply;
}

/**
 * What a handler of `O` returns: the operation's response (as sent: `z.input`, before defaults) or a
 * {@link PreparedReply}; nothing for an operation that answers `204 No Content`.
 */
export type ReplyOf<O extends ApiOperation> = O extends { readonly response: infer R extends z.ZodType }
  ? z.input<R> | PreparedReply
  : void;

/** The handler of one operation: the request's context and its validated input in, the operation's reply out. */
export type ImplementHandler<O extends ApiOperation> = (
  c: Context<AppEnv>,
  input: ImplementInput<O>,
) => Promise<ReplyOf<O>>;

/** How {@link implement} registers a route, beside its operation. */
export interface ImplementOptions {
  /** Middleware run before the input is read (e.g. `requireAuth`). */
  readonly use?: readonly MiddlewareHandler<AppEnv>[];
  /** The JSON body may also come as `text/plain` (the analytics beacon: see `readJson`). */
  readonly beacon?: boolean;
  /** The media type of the JSON answer, when not `application/json` (the web app manifest). */
  readonly contentType?: string;
  /**
   * Runs when the input is refused, before the refusal is answered: it may throw another error instead
   * (a route that finds its session in its own statement refuses a dead token before a bad body).
   */
  readonly onInputRefused?: (c: Context<AppEnv>, error: unknown) => Promise<void>;
}

/** The operation each route registered by {@link implement} or {@link implementRaw} serves, by its handler. */
const IMPLEMENTED = new WeakMap<Handler<AppEnv>, ApiOperation>();

/** The operation a route handler implements, if {@link implement} or {@link implementRaw} registered it. */
export function implementedOperation(handler: Handler<AppEnv>): ApiOperation | undefined {
  return IMPLEMENTED.get(handler);
}

async function readInput(c: Context<AppEnv>, op: ApiOperation, options: ImplementOptions) {
  const params: unknown = op.params ? readParams(c, op.params) : undefined;
  const query: unknown = op.query ? readQuery(c, op.query) : undefined;
  let body: unknown;
  if (op.body)
    body =
      op.route.body === 'form' ? await readForm(c, op.body) : await readJson(c, op.body, { beacon: options.beacon });
  return { params, query, body };
}

/**
 * Registers the route of a JSON or `204` operation at its method and path. Params, query and body are
 * read with the operation's schemas (their refusals are the readers' 400s and 415s); the handler returns
 * the operation's response type and the route sends it: `200` JSON, or `204` for an operation without a
 * response. With `validateReplies` (the test app) every reply is parsed with the response schema first,
 * and a mismatch answers 500 naming the operation and the fields.
 *
 * @example `implement(app, authContract.createTempToken, { use: [requireAuth] }, async (c, { body }) => ({ TempToken }))`
 */
export function implement<O extends ApiOperation>(
  app: Hono<AppEnv>,
  op: O,
  handler: NoInfer<ImplementHandler<O>>,
): void;
export function implement<O extends ApiOperation>(
  app: Hono<AppEnv>,
  op: O,
  options: ImplementOptions,
  handler: NoInfer<ImplementHandler<O>>,
): void;
export function implement<O extends ApiOperation>(
  app: Hono<AppEnv>,
  op: O,
  optionsOrHandler: ImplementOptions | NoInfer<ImplementHandler<O>>,
  maybeHandler?: NoInfer<ImplementHandler<O>>,
): void {
  const [options, handler] =
    typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler!];
  if (op.route.response === 'url' || op.route.response === 'text')
    throw new Error(`${op.route.operation} answers ${op.route.response}: register it with implementRaw`);
  if ((op.route.response === 'void') !== (op.response === undefined))
    throw new Error(`${op.route.operation}: a 204 operation has no response schema, and only a 204 operation`);
  const contentType = options.contentType && { 'Content-Type': options.contentType };
  const route: Handler<AppEnv> = async (c) => {
    const input = await readInputOrRefuse(c, op, options);
    const reply: unknown = await handler(c, input as ImplementInput<O>);
    if (c.get('deps').validateReplies) await checkedReply(op, reply);
    if (reply instanceof Response) return reply;
    if (!op.response) return c.body(null, 204);
    return c.json(reply as object, 200, contentType || undefined);
  };
  register(app, op, options.use ?? [], route);
}

async function readInputOrRefuse(c: Context<AppEnv>, op: ApiOperation, options: ImplementOptions) {
  if (!options.onInputRefused) return readInput(c, op, options);
  try {
    return await readInput(c, op, options);
  } catch (err) {
    await options.onInputRefused(c, err);
    throw err;
  }
}

/**
 * Registers the route of an operation the client does not read as JSON: a redirect (`url`: a browser
 * navigates to it) or a page (`text`). The input is read as {@link implement} reads it; the handler
 * makes the Response.
 */
export function implementRaw<O extends ApiOperation>(
  app: Hono<AppEnv>,
  op: O,
  handler: NoInfer<(c: Context<AppEnv>, input: ImplementInput<O>) => Promise<Response>>,
  options: Pick<ImplementOptions, 'use'> = {},
): void {
  if (op.route.response !== 'url' && op.route.response !== 'text')
    throw new Error(`${op.route.operation} answers ${op.route.response}: register it with implement`);
  const route: Handler<AppEnv> = async (c) => handler(c, (await readInput(c, op, {})) as ImplementInput<O>);
  register(app, op, options.use ?? [], route);
}

function register(
  app: Hono<AppEnv>,
  op: ApiOperation,
  use: readonly MiddlewareHandler<AppEnv>[],
  route: Handler<AppEnv>,
) {
  IMPLEMENTED.set(route, op);
  const chain: [Handler<AppEnv>, ...Handler<AppEnv>[]] = [...use, route] as [Handler<AppEnv>];
  app.on(op.route.method, routerPath(op.route), ...chain);
}
