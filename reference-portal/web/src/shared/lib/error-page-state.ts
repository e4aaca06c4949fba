import { ApiError } from '@playport/host/api';

/** What the /error page shows about a failed response (spec: status, status text, body, url). */
export interface ErrorPageState {
  status: number;
  statusText: string;
  body: string;
  url: string;
}

/** The navigation state for /error from anything thrown; API failures keep their problem body. */
export function errorPageState(error: unknown): ErrorPageState | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { problem, body } = error;
  return {
    status: problem.status,
    statusText: problem.title,
    body: body === undefined ? JSON.stringify(problem) : typeof body === 'string' ? body : JSON.stringify(body),
    url: problem.instance ?? '',
  };
}
