import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The HSTS header of a request that arrived over TLS: a year, subdomains included (RFC 6797 §6.1;
 * a year is what browsers' preload lists ask of a site, https://hstspreload.org/#deployment-recommendations).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached the first trusted party over TLS. Directly: the URL's scheme. Behind
 * `trustedHops` proxies (TRUST_PROXY, as for the client address in client-ip.ts): the scheme the
 * outermost trusted proxy wrote into `X-Forwarded-Proto`, `trustedHops` entries from the right;
 * without trusted proxies the header is the caller's word and proves nothing.
 */
export function arrivedOverTls(url: string, forwardedProto: string | undefined, trustedHops: number): boolean {
  if (trustedHops > 0 && forwardedProto !== undefined) {
    const protos = forwardedProto
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const proto = protos[protos.length - trustedHops];
    if (proto) return proto === 'https';
  }
  return url.startsWith('https:');
}

/** Sends `Strict-Transport-Security` on every response to a request that arrived over TLS. */
export function strictTransportSecurity(trustedHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (arrivedOverTls(c.req.url, c.req.header('x-forwarded-proto'), trustedHops))
      c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
