import type { z } from 'zod';
import type { ApiRoute, RouteSpec } from './route.js';
import type { ErrorCodeValue } from './errors.js';

/** One failure an operation answers with: its HTTP status, its `Code`, and when it happens. */
export interface ErrorOutcome {
  readonly status: number;
  readonly code: ErrorCodeValue;
  readonly when: string;
}

/** What an operation takes and answers, beside its route (method, path, auth). */
export interface OperationSpec {
  /** One line for the reference page. */
  readonly summary: string;
  /** Path parameters (`{Game}` …), as the server reads them. */
  readonly params?: z.ZodType;
  /** The query string. */
  readonly query?: z.ZodType;
  /** The JSON (or form, per the route) body. */
  readonly body?: z.ZodType;
  /** The 200 answer; left out when the answer is `204 No Content`, a redirect or not read. */
  readonly response?: z.ZodType;
  /** Failures beyond the ones every operation may answer (validation 400, auth 401, 429, 500, 503). */
  readonly errors?: readonly ErrorOutcome[];
}

/** One operation of the contract: its route and its schemas. */
export type ApiOperation<S extends OperationSpec = OperationSpec> = S & { readonly route: ApiRoute };

/** An operation before its area names it (see {@link area}). */
export type UnnamedOperation<S extends OperationSpec = OperationSpec> = S & { readonly route: RouteSpec };

/**
 * One operation: its route (`get(path, …flags)` or `post(…)`) and its schemas, the one place both are
 * written. The route table the client bundles is generated from these (scripts/api-routes.ts).
 *
 * @example `operation(post('/store/create_payment', 'auth'), { summary: '…', body: createPaymentBody, response: createPaymentResponse })`
 */
export function operation<const S extends OperationSpec>(route: RouteSpec, spec: S): UnnamedOperation<S> {
  return { ...spec, route };
}

/** The operations of one client area, each named `area.key` (the client method that calls it). */
export function area<T extends Record<string, UnnamedOperation>>(
  name: string,
  operations: T,
): { readonly [K in keyof T]: T[K] & { readonly route: ApiRoute } } {
  const out: Record<string, ApiOperation> = {};
  for (const [key, op] of Object.entries(operations))
    out[key] = Object.freeze({ ...op, route: Object.freeze({ operation: `${name}.${key}`, ...op.route }) });
  return Object.freeze(out) as { readonly [K in keyof T]: T[K] & { readonly route: ApiRoute } };
}

export { get, post } from './route.js';

/** What a call of the operation sends as its body (the body schema's input: defaults optional). */
export type BodyOf<O> = O extends { body: z.ZodType } ? z.input<O['body']> : never;
/** What a call of the operation sends as its query string. */
export type QueryOf<O> = O extends { query: z.ZodType } ? z.input<O['query']> : never;
/** What a call of the operation resolves to: its 200 answer, or nothing for 204 or an answer not read. */
export type AnswerOf<O> = O extends { response: z.ZodType } ? z.output<O['response']> : void;

/** A route's path in the router's syntax: `{Game}` becomes `:Game`. */
export function routerPath(route: Pick<ApiRoute, 'path'>): string {
  return route.path.replace(/\{(\w+)\}/g, ':$1');
}

const documentation = new WeakMap<object, z.ZodType>();

/**
 * Says that a top-level schema the server checks with is shown in the OpenAPI document as `shown`: for one that
 * checks in a quicker form than its plain shape (e.g. fields checked only when present), built from the
 * same field schemas. The document and the check therefore cannot drift apart.
 */
export function documentedAs(checked: z.ZodType, shown: z.ZodType): void {
  documentation.set(checked, shown);
}

/** The schema the OpenAPI document shows for `checked`, if {@link documentedAs} named one. */
export function shownAs(checked: object): z.ZodType | undefined {
  return documentation.get(checked);
}
