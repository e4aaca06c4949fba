import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, ErrorCode } from './api-error';

export { email, gameName, gameOnly, orderId, phone } from '@playport/api-contract';

function validationError(error: z.ZodError): ApiError {
  const errors = error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
  const first = errors[0];
  const message = first ? `Invalid value for ${first.field}: ${first.message}` : 'Invalid request';
  return new ApiError(400, ErrorCode.ValidationFailed, message, { errors });
}

/** Deeper JSON than any call of the API takes; a deeper body is refused before it is validated or stored. */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses what no route may store: a NUL character in any string or key (PostgreSQL text cannot hold
 * one) and nesting deeper than {@link MAX_JSON_DEPTH}. Walks without recursion, so any depth is safe.
 * A quick walk that builds no paths decides; only a value it refuses is walked again to name the field.
 */
export function rejectUnstorable(value: unknown): void {
  if (!storable(value)) nameUnstorable(value);
}

/** Whether {@link rejectUnstorable} lets the value through, without building a path per field. */
function storable(value: unknown): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return false;
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return false;
    if (Array.isArray(v)) {
      for (const child of v) {
        values.push(child);
        depths.push(depth + 1);
      }
      continue;
    }
    for (const key of Object.keys(v)) {
      if (key.includes('\u0000')) return false;
      values.push((v as Record<string, unknown>)[key]);
      depths.push(depth + 1);
    }
  }
  return true;
}

/** Throws the error of the first field {@link storable} refuses, named by its path. */
function nameUnstorable(value: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw invalid(path, 'must not contain a NUL character');
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw invalid(path, `is nested deeper than ${MAX_JSON_DEPTH} levels`);
    for (const [key, child] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) throw invalid(path, 'has a key with a NUL character');
      stack.push({ value: child, path: at, depth: depth + 1 });
    }
  }
}

function invalid(path: string, message: string): ApiError {
  const field = path || '(body)';
  return new ApiError(400, ErrorCode.ValidationFailed, `Invalid value for ${field}: ${message}`, {
    errors: [{ field, message }],
  });
}

function check<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  rejectUnstorable(value);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * The media type of a request's body: `text/plain` of `text/plain;charset=UTF-8`, lowercased; `(none)`
 * when the request names none.
 */
function mediaTypeOf(c: Context): string {
  const header = c.req.header('content-type');
  if (header === undefined) return '(none)';
  const semicolon = header.indexOf(';');
  return (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
}

/**
 * Parses and validates a JSON body; a missing body counts as `{}`, malformed JSON is a 400. The body
 * must be sent as `application/json` (a charset may follow), else 415: `text/plain` and the form types
 * are what a page of any other site may send without a CORS preflight, so reading JSON from them would
 * let any site post to the API (and, on a developer's machine, to the local server). An empty body
 * without a Content-Type is `{}`. `beacon` also takes `text/plain`: only for the analytics beacon
 * (`navigator.sendBeacon`), which an unloading page sends without a preflight and without credentials.
 */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
  options: { beacon?: boolean } = {},
): Promise<z.output<T>> {
  const type = mediaTypeOf(c);
  const accepted = type === 'application/json' || (options.beacon === true && type === 'text/plain');
  const text = await c.req.text();
  if (!accepted && (type !== '(none)' || text.length > 0)) {
    throw new ApiError(
      415,
      ErrorCode.UnsupportedMediaType,
      `Unsupported Content-Type ${c.req.header('content-type') ?? type}: send the body as application/json`,
    );
  }
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch (cause) {
      throw new ApiError(400, ErrorCode.MalformedJson, 'Malformed JSON body', {}, {}, { cause });
    }
  }
  return check(schema, value);
}

/** The outcome of {@link parseJsonText}: the data, or `error` null for text that is not JSON, else the schema's error. */
export type JsonTextResult<T> = { success: true; data: T } | { success: false; error: z.ZodError | null };

/** Parses JSON text held in a field and checks it against a schema; the caller words each failure. */
export function parseJsonText<T extends z.ZodType>(text: string, schema: T): JsonTextResult<z.output<T>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { success: false, error: null };
  }
  const result = schema.safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false, error: result.error };
}

/** Validates a form (urlencoded or multipart) body. */
export async function readForm<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch (cause) {
    throw new ApiError(400, ErrorCode.BadRequest, 'Malformed form body', {}, {}, { cause });
  }
  return check(schema, form);
}

/** Validates the query string; of an object schema, only the fields it names are read. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const keys = shapeKeys(schema);
  return check(schema, keys ? pick(keys, (key) => c.req.query(key)) : c.req.query());
}

/** Validates path parameters; of an object schema, only the parameters it names are read. */
export function readParams<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const keys = shapeKeys(schema);
  return check(schema, keys ? pick(keys, (key) => c.req.param(key)) : c.req.param());
}

const shapes = new WeakMap<z.ZodType, readonly string[] | null>();

/**
 * The field names of an object schema that drops unknown keys (zod's default), else null. Reading just
 * those fields gives it the same input as the whole query would (the first of repeated ones, as Hono's
 * `query()` keeps), without parsing the fields it would drop.
 */
function shapeKeys(schema: z.ZodType): readonly string[] | null {
  let keys = shapes.get(schema);
  if (keys === undefined) {
    const def = schema instanceof z.ZodObject ? schema.def : null;
    keys = def && def.catchall === undefined ? Object.keys(def.shape) : null;
    shapes.set(schema, keys);
  }
  return keys;
}

function pick(keys: readonly string[], read: (key: string) => string | undefined): Record<string, string> {
  const value: Record<string, string> = {};
  for (const key of keys) {
    const field = read(key);
    if (field !== undefined) value[key] = field;
  }
  return value;
}
