import { HostError, HostErrorCode } from '../errors.js';

/**
 * An RFC 9457 problem: every failed API call is described by one, with every field filled.
 *
 * @example `{ type: 'about:blank', title: 'HTTP Error 502', status: 502, detail: 'Bad gateway', instance: '/api/v1/profile' }`
 */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The request path when the body names no instance. */
  instance: string;
}

/** How much of a non-JSON error body becomes the problem's detail. */
export const MAX_PROBLEM_DETAIL = 500;

/**
 * The error of every failed API call: a response outside 200-299, a network failure, or a fault
 * while reading the answer. `body` keeps a JSON error body as it came (standard or auth error body).
 *
 * @example
 * ```ts
 * try { await api.profile.get({ Game: 'g' }); } catch (e) { if (e instanceof ApiError && e.problem.status === 401) signIn(); }
 * ```
 */
export class ApiError extends HostError {
  declare readonly code: typeof HostErrorCode.ApiError;
  constructor(
    readonly problem: ProblemDetails,
    readonly body?: unknown,
    /** How long the server asked the client to wait before trying again (its `Retry-After`), if it said. */
    readonly retryAfterMs?: number,
    options?: ErrorOptions,
  ) {
    super(
      HostErrorCode.ApiError,
      problem.detail ? `${problem.title}: ${problem.detail}` : problem.title,
      problem,
      options,
    );
  }

  /** The HTTP status, 0 for a network failure. */
  get status(): number {
    return this.problem.status;
  }
}

/** Marks a rejection of `fetch` itself, so {@link toApiError} can tell a network failure from a bug. */
export class FetchFailure extends Error {
  override readonly name = 'FetchFailure';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

const httpTitle = (status: number) => `HTTP Error ${status}`;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const label = (v: unknown): string | undefined => str(v) ?? (typeof v === 'number' ? String(v) : undefined);

function problemFromJson(json: Record<string, unknown>, status: number, instance: string): ProblemDetails {
  // The two non-problem bodies the API also sends: the standard {Code, Message, RequestId} and the
  // auth {ErrorCode, GenericMessage, …}. Their code is the short title, their message the detail.
  const title = str(json.title) ?? label(json.Code) ?? label(json.ErrorCode) ?? httpTitle(status);
  return {
    type: str(json.type) ?? 'about:blank',
    title,
    status: typeof json.status === 'number' ? json.status : status,
    detail: str(json.detail) ?? str(json.Message) ?? str(json.GenericMessage) ?? '',
    instance: str(json.instance) ?? instance,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Turns a response outside 200-299 into an {@link ApiError}: a JSON object body becomes the problem
 * (missing fields filled); any other body gives title `HTTP Error {status}` and its first 500
 * characters as detail.
 */
export async function problemFromResponse(response: Response, instance: string): Promise<ApiError> {
  const text = await response.text();
  const json = parseJson(text);
  const retryAfter = retryAfterMs(response.headers.get('retry-after'));
  if (json !== null && typeof json === 'object' && !Array.isArray(json)) {
    return new ApiError(problemFromJson(json as Record<string, unknown>, response.status, instance), json, retryAfter);
  }
  return new ApiError(
    {
      type: 'about:blank',
      title: httpTitle(response.status),
      status: response.status,
      detail: text.slice(0, MAX_PROBLEM_DETAIL),
      instance,
    },
    undefined,
    retryAfter,
  );
}

/**
 * A `Retry-After` of delay-seconds in milliseconds (RFC 9110, 10.2.3, what the reference API sends). The
 * HTTP-date form would need the clock, which the host reads only through its context: it counts as absent.
 */
function retryAfterMs(value: string | null): number | undefined {
  const seconds = value?.trim() ?? '';
  return /^\d{1,9}$/.test(seconds) ? Number(seconds) * 1000 : undefined;
}

const problem = (title: string, status: number, detail: string, instance: string): ProblemDetails => ({
  type: 'about:blank',
  title,
  status,
  detail,
  instance,
});

/**
 * Turns anything thrown during an API call into an {@link ApiError}; every `catch` of the client
 * goes through here. A network failure gives 'Network Error' (status 0), any other Error 'An
 * Unexpected Error Occurred' (500), a thrown non-Error 'An Unexpected Non-Error Was Thrown' (500).
 *
 * @example `catch (e) { throw toApiError(e, '/api/v1/profile'); }`
 */
export function toApiError(error: unknown, instance = ''): ApiError {
  if (error instanceof ApiError) return error;
  const cause = { cause: error };
  if (error instanceof FetchFailure)
    return new ApiError(problem('Network Error', 0, error.message, instance), undefined, undefined, cause);
  if (error instanceof Error) {
    return new ApiError(
      problem('An Unexpected Error Occurred', 500, error.message, instance),
      undefined,
      undefined,
      cause,
    );
  }
  let detail: string;
  try {
    detail = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    detail = String(error);
  }
  return new ApiError(
    problem('An Unexpected Non-Error Was Thrown', 500, detail.slice(0, MAX_PROBLEM_DETAIL), instance),
    undefined,
    undefined,
    cause,
  );
}
