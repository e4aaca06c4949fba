import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address. Behind `trustedHops` proxies that each append the address they saw to
 * `X-Forwarded-For`, the caller is the entry that many places from the right: everything left of it
 * was written by the caller and proves nothing. Without enough entries (the request did not come
 * through the proxies), and without trusted proxies, it is the socket's address.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const forwarded = hops[hops.length - trustedHops];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
