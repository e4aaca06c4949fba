import type { MiddlewareHandler } from 'hono';
import { findSession } from '../services/sessions';
import { unauthorized } from './api-error';
import type { AppEnv } from './app-env';

/** Rejects a request without a live bearer session with 401; sets `account` otherwise. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const { db, clock } = c.get('deps');
  const account = await findSession(db, match[1], clock());
  if (!account) throw unauthorized('The bearer token is invalid or expired');
  c.set('account', account);
  await next();
};
