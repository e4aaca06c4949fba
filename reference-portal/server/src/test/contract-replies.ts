import { API_CONTRACT, type ApiOperation } from '@playport/api-contract';
import { isOkJson, replyText } from '../http/checked-reply';

const API_PREFIX = '/api/v1';

interface Matcher {
  readonly op: ApiOperation;
  readonly pattern: RegExp;
  /** Path parameters: a literal route (`/play/index_html`) wins over a parameterised one (`/play/{Game}`). */
  readonly params: number;
}

/** Built once: the operations of the contract with their path patterns, literal routes first. */
const MATCHERS: readonly Matcher[] = Object.values(API_CONTRACT)
  .map((op) => {
    const source = op.route.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return {
      op,
      pattern: new RegExp(`^${API_PREFIX}${source}/?$`),
      params: op.route.path.match(/\{\w+\}/g)?.length ?? 0,
    };
  })
  .sort((a, b) => a.params - b.params);

/** The contract's operation a request goes to, by method and route; undefined for the routes outside `/api/v1`'s route table (the platforms' callbacks). */
export function contractOperationOf(method: string, url: string): ApiOperation | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  const m = method.toUpperCase();
  return MATCHERS.find((x) => x.op.route.method === m && x.pattern.test(pathname))?.op;
}

/**
 * Parses a 2xx JSON answer (its coding undone) with its operation's response schema; a reply that does not match throws
 * with the operation, the path and zod's issues. Other answers (errors, redirects, no body, routes
 * outside the route table) pass unread.
 */
export async function checkReply(method: string, url: string, res: Response): Promise<void> {
  if (!isOkJson(res)) return;
  const op = contractOperationOf(method, url);
  if (!op?.response) return;
  const text = await replyText(res);
  const path = new URL(url, 'http://localhost').pathname;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `${op.route.operation} (${method.toUpperCase()} ${path}) answered ${res.status} with JSON that does not parse`,
    );
  }
  const result = op.response.safeParse(body);
  if (!result.success)
    throw new Error(
      `${op.route.operation} (${method.toUpperCase()} ${path}) answered ${res.status} with a body the contract ` +
        `does not allow:\n${JSON.stringify(result.error.issues, null, 2)}`,
    );
}

type RequestFn = (input: Request | string | URL, init?: RequestInit, ...rest: never[]) => Response | Promise<Response>;

const CHECKED = Symbol('contract-checked');

/**
 * Makes every reply of `app.request` go through {@link checkReply} (the route tests call the app this
 * way). Only the test app does this: the server itself never parses its own replies.
 */
export function checkRepliesAgainstContract<A extends { request: RequestFn }>(app: A): A {
  const original: RequestFn = app.request.bind(app);
  const request: RequestFn = async (input, init, ...rest) => {
    const res = await original(input, init, ...rest);
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    await checkReply(method, url, res);
    return res;
  };
  return Object.assign(app, { request, [CHECKED]: true });
}

/** Whether {@link checkRepliesAgainstContract} wraps this app. */
export const repliesChecked = (app: object): boolean => CHECKED in app;
