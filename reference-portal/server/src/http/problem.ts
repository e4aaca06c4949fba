import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ErrorCode } from './api-error';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
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
export const payloadTooLarge = () => new ApiError(413, ErrorCode.PayloadTooLarge, 'Request body is too large');

/** Maps anything thrown to an ApiError; unknown failures become a bare 500. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if ((err as { status?: unknown } | null)?.status === 413) return payloadTooLarge();
  const code = databaseErrorCode(err);
  // PostgreSQL's data exceptions (class 22: out of range, bad characters, …) and program limits
  // (class 54: nesting too deep) come from what the client sent, not from a fault of the server.
  if (code && (code.startsWith('22') || code.startsWith('54'))) {
    return new ApiError(400, ErrorCode.ValidationFailed, 'The request holds a value that cannot be stored (out of range or malformed)');
  }
  return new ApiError(500, ErrorCode.Internal, 'An unexpected error occurred');
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
  const errClass = err && typeof err === 'object' ? err.constructor?.name ?? 'Object' : typeof err;
  return { errClass, code: databaseErrorCode(err) ?? ((err as { code?: unknown } | null)?.code as string | undefined) ?? null };
}
