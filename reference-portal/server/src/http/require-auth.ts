import type { Context, MiddlewareHandler } from 'hono';
import { findSession } from '../services/sessions';
import { unauthorized } from './api-error';
import type { AppEnv } from './app-env';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

/** Rejects a request without a live bearer session with 401; sets `account` otherwise. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  const { db, clock } = c.get('deps');
  const account = await findSession(db, token, clock());
  if (!account) throw unauthorized('The bearer token is invalid or expired');
  c.set('account', account);
  await next();
};
