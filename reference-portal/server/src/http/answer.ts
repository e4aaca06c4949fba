import type { Context } from 'hono';

/**
 * Headers every answer to a request carries, gathered before its route runs: the request id and
 * `nosniff` (request-context.ts), and for the API its CORS headers (api-cors.ts). Kept in a plain object,
 * so an answer made with them all at once ({@link completeAnswer}) never needs a `Headers` object.
 */
export type AnswerHeaders = Record<string, string>;

const ANSWER_HEADERS = 'answerHeaders';
const COMPLETE_ANSWER = 'completeAnswer';

/** The request's answer headers, to add to before the route runs; empty outside requestContext. */
export function answerHeaders(c: Context): AnswerHeaders {
  let headers = c.get(ANSWER_HEADERS) as AnswerHeaders | undefined;
  if (!headers) c.set(ANSWER_HEADERS, (headers = {}));
  return headers;
}

/**
 * An answer made with every header it is sent with: the request's {@link answerHeaders} and the route's
 * own `headers`, in one plain object (a `Vary` in both is joined). The layers that add headers once a route
 * has answered (request-context.ts, api-cors.ts, compression.ts) leave it as it is, so the server writes it
 * without building a `Headers` object; its route compresses it when it should. For hot routes that set
 * nothing through `c.header()` (those headers would not be sent).
 */
export function completeAnswer(
  c: Context,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: AnswerHeaders,
): Response {
  // The request's own object: nothing reads it once the route has answered.
  const all = answerHeaders(c);
  const vary = all.Vary;
  for (const name in headers) all[name] = headers[name]!;
  if (vary && headers.Vary) all.Vary = `${vary}, ${headers.Vary}`;
  const res = new Response(body, { status, headers: all });
  c.set(COMPLETE_ANSWER, res);
  return res;
}

/** Whether the request's answer was made by {@link completeAnswer}, with all its headers. */
export const isCompleteAnswer = (c: Context): boolean => c.get(COMPLETE_ANSWER) === c.res;

/**
 * Changes the answer's headers after the handler. The answers the routes make keep their headers
 * mutable, and changing them costs nothing; an answer with fixed headers is copied first.
 */
export function changeAnswerHeaders(c: Context, change: (headers: Headers) => void): void {
  try {
    change(c.res.headers);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    c.res = new Response(c.res.body, c.res);
    change(c.res.headers);
  }
}
