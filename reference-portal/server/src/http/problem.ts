import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PoolBusyError } from '../db/pool-busy';
import { ApiError, ErrorCode } from './api-error';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Writes an ApiError as `application/problem+json`; never includes a stack. */
export function problemResponse(c: Context, err: ApiError): Response {
  const requestId = (c.get('requestId') as string | undefined) ?? '';
  const body = {
    type: `urn:playport:error:${err.code}`,
    title: TITLES[err.status] ?? 'Error',
    status: err.status,
    detail: err.message,
    instance: c.req.path,
    Code: err.code,
    Message: err.message,
    RequestId: requestId,
    ...err.extra,
  };
  for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  c.header('Content-Type', 'application/problem+json');
  return c.body(JSON.stringify(body), err.status as ContentfulStatusCode);
}

/** The 413 of a request body over its limit. */
export const payloadTooLarge = (options?: ErrorOptions) =>
  new ApiError(413, ErrorCode.PayloadTooLarge, 'Request body is too large', {}, {}, options);

/**
 * Maps anything thrown to an ApiError; unknown failures become a bare 500. `storageGuarded`: the
 * embedded database's storage guard is on, so a write refused as read-only (25006) means a full disk;
 * elsewhere (a PostgreSQL standby after a failover, a read-only role) it is a database not taking writes.
 */
export function toApiError(err: unknown, storageGuarded = false): ApiError {
  if (err instanceof ApiError) return err;
  const cause = { cause: err };
  if ((err as { status?: unknown } | null)?.status === 413) return payloadTooLarge(cause);
  if (isPoolBusy(err)) return serverBusy(cause);
  if (isDatabaseUnavailable(err)) return databaseUnavailable(cause);
  const code = databaseErrorCode(err);
  if (code === '53100') return storageFull(cause);
  // A write in the read-only mode the embedded database's storage guard switched on.
  if (code === '25006') return storageGuarded ? storageFull(cause) : databaseUnavailable(cause);
  // PostgreSQL's data exceptions (class 22: out of range, bad characters, …) and program limits
  // (class 54: nesting too deep) come from what the client sent, not from a fault of the server.
  if (code && (code.startsWith('22') || code.startsWith('54'))) {
    return new ApiError(
      400,
      ErrorCode.ValidationFailed,
      'The request holds a value that cannot be stored (out of range or malformed)',
      {},
      {},
      cause,
    );
  }
  return new ApiError(500, ErrorCode.Internal, 'An unexpected error occurred', {}, {}, cause);
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/** 503 with Retry-After: the database is unreachable, restarting, or did not answer in time. */
export const databaseUnavailable = (options?: ErrorOptions) =>
  new ApiError(
    503,
    ErrorCode.DatabaseUnavailable,
    'The database is unavailable; try again shortly',
    { RetryAfter: DATABASE_RETRY_AFTER_S },
    {
      'Retry-After': String(DATABASE_RETRY_AFTER_S),
    },
    options,
  );

/** Seconds a client should wait before retrying while every database connection is in use. */
export const SERVER_BUSY_RETRY_AFTER_S = 2;

/**
 * 503 with Retry-After: overload. Every database connection stayed in use for DB_CONNECT_TIMEOUT_MS
 * while the database answered; unlike DatabaseUnavailable, readiness stays up (another instance is no
 * less busy, and pulling every instance at once would turn a peak into an outage).
 */
export const serverBusy = (options?: ErrorOptions) =>
  new ApiError(
    503,
    ErrorCode.ServerBusy,
    'The server is busy; try again shortly',
    { RetryAfter: SERVER_BUSY_RETRY_AFTER_S },
    { 'Retry-After': String(SERVER_BUSY_RETRY_AFTER_S) },
    options,
  );

/** Whether an error is the pool's wait for a connection that ran out while the database answered. */
function isPoolBusy(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++)
    if (e instanceof PoolBusyError) return true;
  return false;
}

/** Seconds a client should wait before retrying a write while the disk is full. */
export const STORAGE_RETRY_AFTER_S = 30;

/** 503 with Retry-After: the embedded database's disk is full; writes are refused, reads still answer. */
export const storageFull = (options?: ErrorOptions) =>
  new ApiError(
    503,
    ErrorCode.StorageFull,
    "The server's disk is full; nothing was saved. Try again later",
    { RetryAfter: STORAGE_RETRY_AFTER_S },
    { 'Retry-After': String(STORAGE_RETRY_AFTER_S) },
    options,
  );

// SQLSTATE classes and codes of a database that is away rather than of a bad query: connection
// exceptions (08), an administrator shutdown or crash (57P01-57P03), too many connections (53300),
// a statement cancelled by statement_timeout (57014), and a server still starting (57P03).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
// Node's and node-postgres' own failures to reach the server or to keep a connection.
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
  'Connection ended unexpectedly',
];

/** Whether an error says the database is away (not that a query or its data was wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNO.has(code))
    )
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** The SQLSTATE of a database error, looked up through the causes a query builder wraps it in. */
export function databaseErrorCode(err: unknown): string | null {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** What a log line may say of an error: its class and codes, never its message (queries carry parameters). */
export function errorSummary(err: unknown): { errClass: string; code: string | null } {
  const errClass = err && typeof err === 'object' ? (err.constructor?.name ?? 'Object') : typeof err;
  return {
    errClass,
    code: databaseErrorCode(err) ?? ((err as { code?: unknown } | null)?.code as string | undefined) ?? null,
  };
}
