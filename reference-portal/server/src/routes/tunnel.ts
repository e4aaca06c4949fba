import { Hono } from 'hono';
import { ApiError, ErrorCode, badRequest, forbidden } from '../http/api-error';
import type { AppEnv } from '../http/app-env';

function parseDsn(dsn: string): { host: string; projectId: string } | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    return url.protocol === 'https:' && projectId && /^\d+$/.test(projectId) ? { host: url.host, projectId } : null;
  } catch {
    return null;
  }
}

/** The envelope header: the bytes before the first newline, as JSON; null when it is not a JSON object. */
function envelopeHeader(body: Uint8Array): Record<string, unknown> | null {
  const end = body.indexOf(0x0a);
  try {
    const header: unknown = JSON.parse(new TextDecoder().decode(end === -1 ? body : body.subarray(0, end)));
    return typeof header === 'object' && header !== null ? (header as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * `/api/s_tunnel`: Sentry envelopes from the portal, forwarded only to the configured DSN's project
 * (the DSN in the envelope header is checked, so the tunnel cannot be pointed anywhere else). The
 * body is forwarded byte for byte: the SDK's replay recordings are compressed binary items.
 */
export function tunnelRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/s_tunnel', async (c) => {
    const deps = c.get('deps');
    const body = new Uint8Array(await c.req.arrayBuffer());
    const header = envelopeHeader(body);
    if (!header) throw badRequest('Invalid envelope');
    const dsn = header.dsn;
    if (typeof dsn !== 'string') throw badRequest('The envelope names no DSN');
    if (!deps.config.SENTRY_DSN) return c.body(null, 204);
    const allowed = parseDsn(deps.config.SENTRY_DSN);
    const asked = parseDsn(dsn);
    if (!allowed || !asked || asked.host !== allowed.host || asked.projectId !== allowed.projectId)
      throw forbidden('DSN not allowed');
    const upstream = await deps
      .fetch(`https://${allowed.host}/api/${allowed.projectId}/envelope/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
        body,
      })
      .catch(() => null);
    if (!upstream || upstream.status >= 500)
      throw new ApiError(502, ErrorCode.Internal, 'Error reporting is unavailable');
    // The SDK backs off on the upstream's rate limits.
    for (const name of ['X-Sentry-Rate-Limits', 'Retry-After']) {
      const value = upstream.headers.get(name);
      if (value) c.header(name, value);
    }
    return c.body(null, upstream.status === 429 ? 429 : 200);
  });

  return app;
}
