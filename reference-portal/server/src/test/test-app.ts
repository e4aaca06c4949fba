import pino from 'pino';
import { afterAll, beforeAll, vi } from 'vitest';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import { seedLocalData } from '../seed/seed';
import type { Mail } from '../services/mailer';
import { TURNSTILE_TEST_TOKEN } from '../services/turnstile';
import { checkRepliesAgainstContract } from './contract-replies';
import { createTestDatabase } from './test-db';

export interface TestApp {
  readonly app: ReturnType<typeof createApp>;
  readonly database: Database;
  readonly config: Config;
  readonly mails: Mail[];
  /** Moves the server's clock. */
  advance(ms: number): void;
  now(): Date;
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Response>;
  post(path: string, body?: unknown, token?: string | null): Promise<Response>;
  /** Signs an address in through the magic link and returns the session token and account id. */
  signIn(email?: string): Promise<{ token: string; accountId: string }>;
  /** Another app over the same database, with other settings (e.g. production mode). */
  withEnv(env: Record<string, string>): ReturnType<typeof createApp>;
  close(): Promise<void>;
}

let counter = 0;

/** One app over one fresh database (seeded), for a whole test file. */
export async function createTestApp(env: Record<string, string> = {}, fetchImpl?: typeof fetch): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', SIGNIN_RATE_PER_MINUTE: '100000', ...env });
  await seedLocalData(database.db, config);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const mails: Mail[] = [];
  // Calls to this server's own origin (the local stand-ins of the platforms' APIs) reach this app.
  const origin = new URL(config.PUBLIC_URL).origin;
  const loopback = ((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(input instanceof Request ? input.url : String(input)).origin === origin
      ? Promise.resolve(app.request(input instanceof Request ? input.url : String(input), init))
      : fetch(input, init)) as typeof fetch;
  // Every reply of an operation the contract describes is parsed with its response schema.
  const app: ReturnType<typeof createApp> = checkRepliesAgainstContract(
    createApp({
      db: database.db,
      config,
      clock: now,
      logger: pino({ level: 'silent' }),
      mailer: { send: async (m) => void mails.push(m) },
      fetch: fetchImpl ?? loopback,
      validateReplies: true,
    }),
  );
  const request: TestApp['request'] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    return Promise.resolve(app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) }));
  };
  const t: TestApp = {
    app,
    database,
    config,
    mails,
    now,
    request,
    advance: (ms) => void (offset += ms),
    post: (path, body = {}, token) => request('POST', path, { body, token: token ?? null }),
    async signIn(email = `player${++counter}-${Date.now()}@example.com`) {
      const res = await t.post('/api/v1/invite/email_invite', {
        Email: email,
        CaptchaResult: TURNSTILE_TEST_TOKEN,
        GameSystemName: 'hello-game',
      });
      if (res.status !== 200) throw new Error(`email_invite ${res.status} ${await res.text()}`);
      const link = new URL(mails.at(-1)!.link!);
      const auth = await t.post('/api/v1/auth/authenticate_from_email_invite', {
        InviteToken: link.searchParams.get('inviteToken'),
      });
      const body = (await auth.json()) as { Token: string; AccountId: string };
      return { token: body.Token, accountId: body.AccountId };
    },
    withEnv: (more) =>
      checkRepliesAgainstContract(
        createApp({
          db: database.db,
          config: loadConfig({ LOG_LEVEL: 'silent', ...env, ...more }),
          clock: now,
          logger: pino({ level: 'silent' }),
          validateReplies: true,
        }),
      ),
    close: () => database.close(),
  };
  return t;
}

export const json = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;

/**
 * Registers one app for the whole file. Starting PGlite (a WASM PostgreSQL) can take many seconds
 * on a busy machine, so the hooks get room; no test measures time.
 */
export function useTestApp(env: Record<string, string> = {}, fetchImpl?: typeof fetch): () => TestApp {
  vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(env, fetchImpl);
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => t!;
}
