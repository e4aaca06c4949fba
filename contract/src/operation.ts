import type { z } from 'zod';
import type { ApiRoute } from './routes.js';
import type { ErrorCodeValue } from './errors.js';

/** One failure an operation answers with: its HTTP status, its `Code`, and when it happens. */
export interface ErrorOutcome {
  readonly status: number;
  readonly code: ErrorCodeValue;
  readonly when: string;
}

/** What an operation takes and answers, beside its route (method, path, auth) from the route table. */
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

/** Binds an operation's schemas to its route from the route table. */
export function operation<const S extends OperationSpec>(route: ApiRoute, spec: S): ApiOperation<S> {
  return Object.freeze({ ...spec, route });
}

/** The request body a caller sends (defaults still optional). */
export type BodyOf<O extends { body?: z.ZodType }> = O['body'] extends z.ZodType ? z.input<O['body']> : never;
/** The answer a caller receives. */
export type ResponseOf<O extends { response?: z.ZodType }> = O['response'] extends z.ZodType
  ? z.output<O['response']>
  : never;

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
