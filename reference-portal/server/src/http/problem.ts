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
  return new ApiError(500, ErrorCode.Internal, 'An unexpected error occurred');
}
