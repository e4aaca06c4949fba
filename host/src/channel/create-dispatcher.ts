import type * as z from 'zod/mini';
import {
  ErrorCode,
  METHODS,
  UNKNOWN_METHOD_MESSAGE,
  methodSchemas,
  type MethodName,
  type MethodParams,
  type MethodResult,
  type Reply,
} from '@playport/sdk/protocol';
import type { HostContext } from '../context.js';
import { HostError, HostErrorCode } from '../errors.js';
import { describeIssue, formatPath } from './describe-issue.js';
import { measureJson } from './measure-json.js';
import { errorReply, toErrorReply } from './to-error-reply.js';
import type { Dispatch, MethodHandler } from './types.js';

/** Default cap on a call's params, as UTF-8 bytes of JSON. */
export const DEFAULT_MAX_PARAMS_BYTES = 64 * 1024;

/** A handler typed by its method: receives the validated params and resolves with the method's result. */
export type TypedMethodHandler<M extends MethodName> = (params: MethodParams<M>) => Promise<MethodResult<M>>;

/**
 * Handlers typed by method. Declare a handler map with `satisfies MethodHandlers` to have every params
 * and result type checked.
 */
export type MethodHandlers = { [M in MethodName]?: TypedMethodHandler<M> };

type AnyHandlers = MethodHandlers | Partial<Record<MethodName, MethodHandler>>;

/** Options of {@link createDispatcher}. */
export interface DispatcherOptions {
  /** Cap on a call's params as UTF-8 bytes of JSON; larger calls get PayloadTooLarge. Default 64 KiB. */
  maxParamsBytes?: number;
  /**
   * Development aid: check every handler result against the method's result schema and answer `Unknown`
   * instead of sending a result that breaks the contract.
   */
  validateResults?: boolean;
  /** Where handler bugs (non-HostError throws, invalid results) are reported. */
  log?: HostContext['log'];
}

// Own keys of a null-prototype object: 'toString', 'constructor' and '__proto__' are never members.
const KNOWN_METHODS: Readonly<Record<string, true>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, true>, Object.fromEntries(METHODS.map((m) => [m, true]))),
);

const isMethodName = (name: unknown): name is MethodName =>
  typeof name === 'string' && Object.hasOwn(KNOWN_METHODS, name);

function handlerTable(handlers: AnyHandlers): Record<string, MethodHandler> {
  const table = Object.create(null) as Record<string, MethodHandler>;
  for (const name of Object.keys(handlers)) {
    const handler: unknown = (handlers as Record<string, unknown>)[name];
    if (!isMethodName(name)) throw new HostError(HostErrorCode.InvalidParams, `No protocol method is named "${name}"`);
    if (handler === undefined) continue;
    if (typeof handler !== 'function')
      throw new HostError(HostErrorCode.InvalidParams, `The handler of ${name} is not a function`);
    table[name] = handler as MethodHandler;
  }
  return table;
}

/**
 * Builds the one dispatcher that answers every call of a game: it checks the method name against the
 * protocol, routes to the handler, caps and validates the params, and turns every failure into an
 * `{ error }` reply. The returned function never throws and never rejects.
 *
 * @example
 * ```ts
 * const dispatch = createDispatcher({ GetUrlHash: async () => ({ hash: location.hash }) });
 * await dispatch('toString', undefined); // { error: { code: 'UnknownMethod', message: 'Unknown method for channel' } }
 * ```
 */
export function createDispatcher(handlers: MethodHandlers, options?: DispatcherOptions): Dispatch;
export function createDispatcher(
  handlers: Partial<Record<MethodName, MethodHandler>>,
  options?: DispatcherOptions,
): Dispatch;
export function createDispatcher(handlers: AnyHandlers, options: DispatcherOptions = {}): Dispatch {
  const table = handlerTable(handlers);
  const maxBytes = options.maxParamsBytes ?? DEFAULT_MAX_PARAMS_BYTES;
  const log = options.log ?? (() => {});
  if (!(maxBytes > 0)) throw new HostError(HostErrorCode.InvalidParams, 'maxParamsBytes must be a positive number');

  // Neither throws: a throwing `log` or result schema still ends in a reply, so no call needs a
  // `.catch` of its own.
  const fail = (method: string, err: unknown): Reply => {
    try {
      if (!(err instanceof HostError)) log('error', `The ${method} handler failed`, err);
      return toErrorReply(err);
    } catch (thrown) {
      return toErrorReply(thrown);
    }
  };
  const check = (method: MethodName, result: unknown): Reply => {
    if (!options.validateResults) return { result } as Reply;
    try {
      const checked = (methodSchemas[method].result as z.ZodMiniType).safeParse(result);
      if (!checked.success) {
        const { message } = describeIssue(checked.error.issues);
        log('error', `The ${method} handler returned an invalid result: ${message}`);
        return errorReply(ErrorCode.Unknown, `The host produced an invalid result for ${method}`);
      }
      return { result: checked.data } as Reply;
    } catch (thrown) {
      return toErrorReply(thrown);
    }
  };

  // Synchronous up to the handler, so a call costs one promise of its own besides the handler's.
  const answer = (method: unknown, params: unknown): Reply | Promise<Reply> => {
    if (!isMethodName(method)) return errorReply(ErrorCode.UnknownMethod, UNKNOWN_METHOD_MESSAGE);
    const handler = table[method];
    if (!handler) return errorReply(ErrorCode.NotSupported, `${method} is not supported here`);

    const size = measureJson(params, maxBytes);
    if (!size.ok) {
      const field = formatPath(size.path);
      return field
        ? errorReply(ErrorCode.InvalidParams, `Invalid field "${field}": ${size.reason}`, field)
        : errorReply(ErrorCode.InvalidParams, `Invalid params: ${size.reason}`);
    }
    if (size.bytes > maxBytes) {
      return errorReply(ErrorCode.PayloadTooLarge, `The params of ${method} exceed ${maxBytes} bytes`);
    }

    const schema: z.ZodMiniType = methodSchemas[method].params;
    const parsed = schema.safeParse(params);
    if (!parsed.success) {
      const { field, message } = describeIssue(parsed.error.issues);
      return errorReply(ErrorCode.InvalidParams, message, field);
    }

    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(handler(parsed.data));
    } catch (err) {
      return fail(method, err);
    }
    return pending.then(
      (result) => check(method, result),
      (err: unknown) => fail(method, err),
    );
  };

  return (method, params) => {
    let reply: Reply | Promise<Reply>;
    try {
      reply = answer(method, params);
    } catch (err) {
      reply = toErrorReply(err);
    }
    return Promise.resolve(reply);
  };
}
