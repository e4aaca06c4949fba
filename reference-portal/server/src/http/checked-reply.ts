import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ApiOperation } from '@playport/api-contract';
import { ApiError, ErrorCode } from './api-error';

/**
 * Parses a handler's reply with its operation's response schema and throws a 500 naming the operation and
 * zod's issues when it does not match; for the test app (`validateReplies`), never in production. A
 * 204 operation's handler returns nothing; a Response is read when it answers 2xx JSON (its coding undone).
 */
export async function checkedReply(op: ApiOperation, reply: unknown): Promise<void> {
  const name = `${op.route.operation} (${op.route.method} ${op.route.path})`;
  if (!op.response) {
    if (reply !== undefined) throw mismatch(`${name} answers 204 No Content, but its handler returned a value`);
    return;
  }
  let body = reply;
  if (reply instanceof Response) {
    if (!isOkJson(reply)) return;
    body = JSON.parse(await replyText(reply));
  }
  const result = op.response.safeParse(body);
  if (!result.success)
    throw mismatch(
      `${name} replied with a body its response schema does not allow:\n${JSON.stringify(result.error.issues, null, 2)}`,
    );
}

const mismatch = (message: string) => new ApiError(500, ErrorCode.Internal, message);

/** Whether a reply is a 2xx JSON answer (`application/json` or a `+json` type): the replies a schema checks. */
export const isOkJson = (res: Response): boolean =>
  res.status >= 200 &&
  res.status <= 299 &&
  /^application\/(?:[\w.+-]+\+)?json\b/.test(res.headers.get('content-type') ?? '');

/** A reply's body as a client reads it: a brotli or gzip coding undone. The reply itself stays unread. */
export async function replyText(res: Response): Promise<string> {
  const body = Buffer.from(await res.clone().arrayBuffer());
  const coding = res.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(body).toString();
  if (coding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}
