import type { Context } from 'hono';
import { findSession } from '../services/sessions';
import type { AppEnv } from './app-env';
import { bearerToken } from './require-auth';

/** The account of a valid bearer token, or null; for calls that anyone may make. */
export async function optionalAccount(c: Context<AppEnv>): Promise<string | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const { db, clock } = c.get('deps');
  return (await findSession(db, token, clock()))?.id ?? null;
}
