/**
 * The CORS headers of a file of a local static origin (the games origin): the request's `origin` may
 * read it when it is one of `origins` (the portal's); any other gets no `Access-Control-Allow-Origin`,
 * so no page of another site can read a file through the browser. The answer varies by Origin either way.
 *
 * @example staticCorsHeaders('http://127.0.0.1:8787', ['http://127.0.0.1:8787']) // { 'Access-Control-Allow-Origin': 'http://127.0.0.1:8787', Vary: 'Origin' }
 */
export function staticCorsHeaders(
  origin: string | undefined,
  origins: readonly string[],
  vary?: string,
): Record<string, string> {
  const headers: Record<string, string> = { Vary: vary ? `${vary}, Origin` : 'Origin' };
  if (origin && origins.includes(origin)) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}
