import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES, buildServer } from '../scripts/build.mjs';
import { freePort, startCompiledServer } from '../scripts/compiled-server.mjs';
import { serverPath } from './server-root';

const STRONG_JWT = 'c0mpiled-server-jwt-secret-of-more-than-32-bytes';
const REAL_TURNSTILE = '0x4AAAAAAAcompiledServerSecret0000000';
const journal = JSON.parse(readFileSync(serverPath('drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const manifest = JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The packages a bundle imports: `static` at load, `dynamic` through `import()`. */
function importsOf(entry: string) {
  const code = readFileSync(serverPath('dist', `${entry}.js`), 'utf8');
  const packageOf = (spec: string) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
  const bare = (specs: string[]) => [...new Set(specs.filter((s) => !s.startsWith('node:')).map(packageOf))].sort();
  return {
    static: bare([...code.matchAll(/^import (?:[^;]*? from )?"([^"]+)";$/gm)].map((m) => m[1]!)),
    dynamic: bare([...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!)),
  };
}

interface EmptyDatabase {
  readonly env: Record<string, string>;
  readonly driver: 'pg' | 'pglite';
  appliedMigrations(): Promise<number>;
  drop(): Promise<void>;
}

/** An empty database for the compiled server: a new one on PLAYPORT_TEST_DATABASE_URL, else a PGlite folder. */
async function emptyDatabase(): Promise<EmptyDatabase> {
  const admin = process.env.PLAYPORT_TEST_DATABASE_URL;
  if (!admin) {
    const dir = mkdtempSync(join(tmpdir(), 'playport-compiled-'));
    return {
      env: { DATA_DIR: dir },
      driver: 'pglite',
      async appliedMigrations() {
        const client = await PGlite.create(join(dir, 'pglite'));
        try {
          return (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
            .rows[0]!.n;
        } finally {
          await client.close();
        }
      },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `pp_compiled_${randomBytes(6).toString('hex')}`;
  const query = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as { n: number }[];
    } finally {
      await client.end();
    }
  };
  await query(admin, `create database "${name}"`);
  const own = new URL(admin);
  own.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: own.href },
    driver: 'pg',
    appliedMigrations: async () =>
      (await query(own.href, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0]!.n,
    drop: async () => void (await query(admin, `drop database if exists "${name}" with (force)`)),
  };
}

describe('the compiled server (dist/)', () => {
  const dirs: string[] = [];
  beforeAll(async () => {
    expect(await buildServer()).toEqual(Object.keys(ENTRIES).map((name) => `dist/${name}.js`));
  }, 120_000);
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('imports at run time only the packages the server depends on, the workspace sources being bundled', () => {
    const runtime = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@playport/'));
    for (const entry of Object.keys(ENTRIES)) {
      const { static: loaded } = importsOf(entry);
      expect(
        loaded.filter((name) => !runtime.includes(name)),
        entry,
      ).toEqual([]);
    }
    // Local mode's widget simulators are the host's built script (`@playport/host/payment-simulators/widgets.js`):
    // nothing is bundled at run time.
    expect(importsOf('main').dynamic).toEqual([]);
    expect(importsOf('push-command').dynamic).toEqual([]);
  });

  it('starts with node in production mode from another directory, applies the migrations and answers the API', async () => {
    const database = await emptyDatabase();
    const port = await freePort();
    const cwd = mkdtempSync(join(tmpdir(), 'playport-cwd-'));
    dirs.push(cwd);
    const server = await startCompiledServer({
      cwd,
      env: {
        MODE: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: 'https://portal.example',
        JWT_SECRET: STRONG_JWT,
        TURNSTILE_SECRET: REAL_TURNSTILE,
        LOG_LEVEL: 'info',
        ...database.env,
      },
    });
    try {
      expect(server.logs.find((line) => line.msg === 'api listening')).toMatchObject({
        mode: 'production',
        driver: database.driver,
        port,
      });
      const base = `http://127.0.0.1:${port}`;
      const list = await fetch(`${base}/api/v1/games/list`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual({ Games: [] });
      const unknown = await fetch(`${base}/api/v1/public_game_config/hello-game`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toBe('application/problem+json');
      expect(await unknown.json()).toMatchObject({
        status: 404,
        Code: 'UnknownGame',
        instance: '/api/v1/public_game_config/hello-game',
      });
      // Production serves no local-mode pages.
      expect((await fetch(`${base}/dev/outbox.json`)).status).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(await database.appliedMigrations()).toBe(journal.entries.length);
    await database.drop();
  }, 120_000);
});
