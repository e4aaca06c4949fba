import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configProblems } from './config-problems';
import { openDatabase } from './db/open-database';
import { games } from './db/schema';
import { seedLocalData } from './seed/seed';
import { UnsafeConfigError, main } from './main';
import { signGameJwt } from './services/game-jwt';
import { findSession } from './services/sessions';
import { TURNSTILE_TEST_TOKEN } from './services/turnstile';
import { json, useTestApp } from './test/test-app';

// Values written here, not read from the local defaults module, so the test fails if those change silently.
const PUBLISHED_JWT = 'local-game-jwt-secret-change-me-0123456789';
const STRONG_JWT = 'p'.repeat(16) + 'r0duct10n-jwt-s3cret-of-48-bytes!!';
const REAL_TURNSTILE = '0x4AAAAAAAproductionSecretValue000000';
const PRODUCTION = {
  MODE: 'production',
  PUBLIC_URL: 'https://portal.example',
  JWT_SECRET: STRONG_JWT,
  TURNSTILE_SECRET: REAL_TURNSTILE,
};

/** An empty database for main(): a new one on PLAYPORT_TEST_DATABASE_URL (the PostgreSQL run), else a PGlite folder. */
async function emptyDatabase(dirs: string[]): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const admin = process.env.PLAYPORT_TEST_DATABASE_URL;
  if (!admin) {
    const dir = mkdtempSync(join(tmpdir(), 'playport-prod-'));
    dirs.push(dir);
    return { env: { DATA_DIR: dir }, drop: async () => {} };
  }
  const name = `pp_prod_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const own = new URL(admin);
  own.pathname = `/${name}`;
  return { env: { DATABASE_URL: own.href }, drop: () => run(`drop database if exists "${name}" with (force)`) };
}

const problems = (
  env: Record<string, string>,
  configured: { systemName: string; config: Record<string, unknown> }[] = [],
) => configProblems(loadConfig({ ...PRODUCTION, ...env }), configured);

describe('configProblems: what production refuses to start on', () => {
  it('accepts a complete production configuration, and never objects in local mode', () => {
    expect(problems({})).toEqual([]);
    expect(configProblems(loadConfig({}), [])).toEqual([]);
  });

  it('names JWT_SECRET when it is missing, short or the published development value', () => {
    expect(problems({ JWT_SECRET: '' })).toEqual(['JWT_SECRET: missing (at least 32 random bytes)']);
    expect(problems({ JWT_SECRET: 'x'.repeat(31) })).toEqual([
      'JWT_SECRET: is shorter than 32 bytes (at least 32 random bytes)',
    ]);
    expect(problems({ JWT_SECRET: PUBLISHED_JWT })).toEqual([
      'JWT_SECRET: is the published development value (at least 32 random bytes)',
    ]);
  });

  it("names TURNSTILE_SECRET when it is missing or any of Cloudflare's test secrets", () => {
    expect(problems({ TURNSTILE_SECRET: '' })).toEqual(['TURNSTILE_SECRET: missing']);
    for (const test of [
      '1x0000000000000000000000000000000AA',
      '2x0000000000000000000000000000000AA',
      '3x0000000000000000000000000000000AA',
    ]) {
      expect(problems({ TURNSTILE_SECRET: test })).toEqual(['TURNSTILE_SECRET: is a Cloudflare test secret']);
    }
  });

  it('names every platform secret set to its published development value', () => {
    expect(
      problems({
        VK_APP_SECRET: 'local-vk-secret',
        OK_APP_SECRET: 'local-ok-secret',
        LOCAL_IDP_SECRET: 'local-idp-secret-0123456789',
        VK_SERVICE_TOKEN: 'local-vk-service-token',
      }),
    ).toEqual([
      'LOCAL_IDP_SECRET: is the published development value',
      'VK_SERVICE_TOKEN: is the published development value',
      'VK_APP_SECRET: is the published development value',
      'OK_APP_SECRET: is the published development value',
    ]);
  });

  it('requires TELEGRAM_WEBHOOK_SECRET with a bot token, in the characters Telegram allows, never the development value', () => {
    expect(problems({ TELEGRAM_BOT_TOKEN: '1:real' })).toEqual([
      'TELEGRAM_WEBHOOK_SECRET: missing, and TELEGRAM_BOT_TOKEN is set (Telegram payments need the webhook secret)',
    ]);
    expect(
      problems({ TELEGRAM_BOT_TOKEN: '1:real', TELEGRAM_WEBHOOK_SECRET: 'local-telegram-webhook-secret' }),
    ).toEqual(['TELEGRAM_WEBHOOK_SECRET: is the published development value']);
    expect(problems({ TELEGRAM_BOT_TOKEN: '1:real', TELEGRAM_WEBHOOK_SECRET: 'has spaces!' })).toEqual([
      'TELEGRAM_WEBHOOK_SECRET: Telegram allows 1-256 characters A-Z, a-z, 0-9, _ and -',
    ]);
    expect(problems({ TELEGRAM_BOT_TOKEN: '1:real', TELEGRAM_WEBHOOK_SECRET: 'Real_webhook-secret1' })).toEqual([]);
    // Absolute Games and WizQ sign in only in local mode: production asks no secret of a game enabling them.
    expect(problems({}, [{ systemName: 'g', config: { Adapters: { ag: {}, ymobage: {} } } }])).toEqual([]);
    expect(problems({ STEAM_WEB_API_KEY: 'real-steam-key' })).toEqual([
      'STEAM_APP_ID: missing, and STEAM_WEB_API_KEY is set (Steam session tickets are checked for one app)',
    ]);
    expect(problems({ STEAM_WEB_API_KEY: 'real-steam-key', STEAM_APP_ID: '480' })).toEqual([]);
    expect(loadConfig(PRODUCTION)).toMatchObject({
      KONGREGATE_API_URL: 'https://api.kongregate.com',
      STEAM_WEB_API_URL: 'https://partner.steam-api.com',
    });
    // Production talks to Telegram's own Bot API unless told otherwise.
    expect(loadConfig(PRODUCTION).TELEGRAM_BOT_API_URL).toBe('https://api.telegram.org');
    expect(loadConfig({}).TELEGRAM_BOT_API_URL).toBe('http://localhost:8787/dev/telegram-bot-api');
  });

  it('requires the secret of each platform a configured game enables, unless its sign-in is switched off', () => {
    const vkGame = { systemName: 'space-miners', config: { Adapters: { fxid: {}, vkcom: {}, yandex: {} } } };
    expect(problems({}, [vkGame])).toEqual([
      'VK_APP_SECRET: missing, and VkontakteCom is enabled by space-miners (set it, or add VkontakteCom to SIGNIN_DISABLED_PLATFORMS)',
      'YANDEX_APP_SECRET: missing, and YandexGames is enabled by space-miners (set it, or add YandexGames to SIGNIN_DISABLED_PLATFORMS)',
    ]);
    expect(problems({ VK_APP_SECRET: 'real-vk-secret', SIGNIN_DISABLED_PLATFORMS: 'YandexGames' }, [vkGame])).toEqual(
      [],
    );
    expect(problems({ VK_APP_SECRET: 'local-vk-secret', YANDEX_APP_SECRET: 'y' }, [vkGame])).toEqual([
      'VK_APP_SECRET: is the published development value',
      'VK_APP_SECRET: missing, and VkontakteCom is enabled by space-miners (set it, or add VkontakteCom to SIGNIN_DISABLED_PLATFORMS)',
    ]);
  });

  it("names each game whose server secret is a seed's published value or shorter than 32 bytes", () => {
    const game = (systemName: string, serverSecret: string) => ({ systemName, config: {}, serverSecret });
    const fix = '(set games.server_secret to at least 32 random bytes)';
    expect(
      problems({}, [
        // The seed's example games (36 and 34 bytes: long enough, but published) and `playport dev`'s game.
        game('conformance-game', 'local-conformance-game-server-secret'),
        game('unity-stand-in', 'local-unity-stand-in-server-secret'),
        game('my-game', 'local-my-game-server-secret'),
        // A seed value copied to another game, and a development secret of the environment.
        game('space-miners', 'local-hello-game-server-secret'),
        game('tetra', 'local-game-jwt-secret-change-me-0123456789'),
        game('short', 'x'.repeat(31)),
        game('good', 'x'.repeat(32)),
      ]),
    ).toEqual([
      `game conformance-game: its server secret is a published development value ${fix}`,
      `game unity-stand-in: its server secret is a published development value ${fix}`,
      `game my-game: its server secret is a published development value ${fix}`,
      `game space-miners: its server secret is a published development value ${fix}`,
      `game tetra: its server secret is a published development value ${fix}`,
      `game short: its server secret is shorter than 32 bytes ${fix}`,
    ]);
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(problems({}, [game('utf8', 'ж'.repeat(16))])).toEqual([]);
    expect(problems({}, [game('utf8', 'ж'.repeat(15))])).toEqual([
      `game utf8: its server secret is shorter than 32 bytes ${fix}`,
    ]);
  });
});

describe('main() in production mode', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses to start on a database whose game enables a platform without a secret, and starts once it is switched off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playport-prod-'));
    dirs.push(dir);
    const db = await openDatabase({ DATA_DIR: dir });
    await db.migrate();
    await db.db.insert(games).values({
      systemName: 'space-miners',
      title: 'Space Miners',
      url: 'https://space-miners.example/',
      serverSecret: 's'.repeat(40),
      config: { Adapters: { ok: {} } },
    });
    await db.close();
    const env = { ...PRODUCTION, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' };
    const refused = await main(env).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(UnsafeConfigError);
    expect((refused as UnsafeConfigError).problems).toEqual([
      'OK_APP_SECRET: missing, and Odnoklassniki is enabled by space-miners (set it, or add Odnoklassniki to SIGNIN_DISABLED_PLATFORMS)',
    ]);
    const started = await main({ ...env, SIGNIN_DISABLED_PLATFORMS: 'Odnoklassniki' });
    expect(started.config.MODE).toBe('production');
    await started.close();
  }, 120_000);

  it('refuses to start on a database seeded in local mode, naming each game that keeps its seed secret', async () => {
    const { env: databaseEnv, drop } = await emptyDatabase(dirs);
    try {
      const seeded = await openDatabase(databaseEnv);
      await seeded.migrate();
      await seedLocalData(seeded.db, loadConfig({}));
      await seeded.close();
      const env = { ...PRODUCTION, ...databaseEnv, PORT: '0', LOG_LEVEL: 'silent' };
      const refused = await main(env).then(
        (started) => started.close().then(() => null),
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(UnsafeConfigError);
      const fix = '(set games.server_secret to at least 32 random bytes)';
      expect((refused as UnsafeConfigError).problems).toEqual([
        `game conformance-game: its server secret is a published development value ${fix}`,
        `game hello-game: its server secret is a published development value ${fix}`,
        `game unity-stand-in: its server secret is a published development value ${fix}`,
      ]);
      expect((refused as UnsafeConfigError).message).toContain(
        `Refusing to start in production mode:\n  game conformance-game: its server secret`,
      );
    } finally {
      await drop();
    }
  }, 120_000);

  it('the real entry exits 1 before listening and names each variable', async () => {
    const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const env = {
      PATH: process.env.PATH ?? '',
      MODE: 'production',
      PUBLIC_URL: 'https://portal.example',
      PORT: '0',
      JWT_SECRET: PUBLISHED_JWT,
      TURNSTILE_SECRET: '1x0000000000000000000000000000000AA',
      VK_APP_SECRET: 'local-vk-secret',
    };
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(tsx, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('close', (c) => resolve({ code: c, stderr: err }));
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start in production mode:');
    expect(stderr).toContain('JWT_SECRET: is the published development value');
    expect(stderr).toContain('TURNSTILE_SECRET: is a Cloudflare test secret');
    expect(stderr).toContain('VK_APP_SECRET: is the published development value');
    expect(stderr).not.toContain('api listening');
  }, 60_000);
});

describe('a production server refuses what the development secrets sign', () => {
  const t = useTestApp();
  const production = (more: Record<string, string> = {}) => t().withEnv({ ...PRODUCTION, ...more });
  const post = (
    app: ReturnType<typeof production>,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...headers },
    });

  // A VK launch signed with `local-vk-secret`, built here by VK's documented algorithm (sorted vk_* params, HMAC-SHA256, base64url).
  const vkLaunch = async (secret: string) => {
    const { createHmac } = await import('node:crypto');
    const params = new URLSearchParams({
      vk_app_id: '1',
      vk_user_id: '501',
      vk_ts: String(Math.floor(Date.now() / 1000)),
    });
    params.sort();
    const sign = createHmac('sha256', secret).update(params.toString()).digest('base64url');
    return `${params.toString()}&sign=${sign}`;
  };

  it('a VK launch signed with the local secret signs nobody in: 501 without a VK secret, 401 with the real one', async () => {
    const body = {
      Game: 'hello-game',
      Locale: 'en',
      SessionId: 'session-0123456789abcdef',
      VkontakteCom: { LaunchParams: await vkLaunch('local-vk-secret') },
    };
    const unconfigured = await post(production(), '/api/v1/auth/authenticate_from_social', body);
    expect(unconfigured.status).toBe(501);
    expect(await json(unconfigured)).toMatchObject({ Code: 'NotConfigured' });
    const configured = await post(
      production({ VK_APP_SECRET: 'the-real-vk-app-secret' }),
      '/api/v1/auth/authenticate_from_social',
      body,
    );
    expect(configured.status).toBe(401);
    expect(await json(configured)).toMatchObject({ Code: 'InvalidSignature' });
    // The same launch still signs in locally, so the refusal above is the production rule and not a broken launch.
    expect((await t().post('/api/v1/auth/authenticate_from_social', body)).status).toBe(200);
  });

  it('a game JWT signed with the published JWT_SECRET is refused', async () => {
    const { token, accountId } = await t().signIn();
    const { sessionId } = (await findSession(t().database.db, token, t().now()))!;
    const forged = signGameJwt(
      { JWT_SECRET: PUBLISHED_JWT, PUBLIC_URL: PRODUCTION.PUBLIC_URL, MODE: 'local' },
      { accountId, game: 'hello-game', gameUid: 'uid-1', sessionId },
      t().now(),
    );
    const res = await post(
      production(),
      '/api/v1/friends/get',
      { Game: 'hello-game' },
      { Authorization: `Bearer ${forged}` },
    );
    expect(res.status).toBe(401);
  });

  it('a junk captcha does not pass, whatever test secret is configured', async () => {
    for (const secret of ['1x0000000000000000000000000000000AA', '']) {
      const res = await post(
        production({ TURNSTILE_SECRET: secret }),
        '/api/v1/invite/email_invite',
        { Email: 'junk@example.com', CaptchaResult: 'junk', GameSystemName: 'hello-game' },
        { 'X-Forwarded-For': '10.9.9.9' },
      );
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ Code: 'RobotCheckFailed' });
    }
    const dummy = await post(
      production({ TURNSTILE_SECRET: '1x0000000000000000000000000000000AA' }),
      '/api/v1/invite/email_invite',
      { Email: 'junk@example.com', CaptchaResult: TURNSTILE_TEST_TOKEN, GameSystemName: 'hello-game' },
    );
    expect(dummy.status).toBe(400);
  });
});

describe('the portal runtime config: the ?eruda debug console', async () => {
  const { portalRuntimeConfig } = await import('./routes/web');
  it('is a pinned release in local mode and absent in production unless the operator names one', () => {
    expect(portalRuntimeConfig(loadConfig({}), {}).debugConsoleUrl).toBe(
      'https://cdn.jsdelivr.net/npm/eruda@3.4.3/eruda.min.js',
    );
    expect(portalRuntimeConfig(loadConfig(PRODUCTION), {}).debugConsoleUrl).toBeNull();
    expect(
      portalRuntimeConfig(loadConfig(PRODUCTION), { PORTAL_DEBUG_CONSOLE_URL: '/static/eruda-3.4.3.js' })
        .debugConsoleUrl,
    ).toBe('/static/eruda-3.4.3.js');
  });
});

describe('the portal runtime config: the pinned Absolute Games SDK', async () => {
  const { portalRuntimeConfig } = await import('./routes/web');
  const url = 'https://static.portal.example/agru-sdk@1.4.2/index.min.js';
  const integrity = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
  const pinned = { PORTAL_AG_SDK_URL: url, PORTAL_AG_SDK_INTEGRITY: integrity };

  it('hands the AG adapter the pinned build and its hash in production; none in local mode (the simulator) or unset', () => {
    expect(portalRuntimeConfig(loadConfig({ ...PRODUCTION, ...pinned }), {}).agSdk).toEqual({ url, integrity });
    expect(portalRuntimeConfig(loadConfig(PRODUCTION), {}).agSdk).toBeNull();
    expect(portalRuntimeConfig(loadConfig(pinned), {}).agSdk).toBeNull();
  });

  it('refuses to start on half of it, a plain http URL or a hash that is not sha384/sha512', () => {
    expect(() => loadConfig({ ...PRODUCTION, PORTAL_AG_SDK_URL: url })).toThrow(
      'PORTAL_AG_SDK_URL and PORTAL_AG_SDK_INTEGRITY go together: set both or neither',
    );
    expect(() => loadConfig({ ...PRODUCTION, PORTAL_AG_SDK_INTEGRITY: integrity })).toThrow(
      'PORTAL_AG_SDK_URL and PORTAL_AG_SDK_INTEGRITY go together: set both or neither',
    );
    expect(() => loadConfig({ ...PRODUCTION, ...pinned, PORTAL_AG_SDK_URL: 'http://cdn.example/sdk.js' })).toThrow(
      /PORTAL_AG_SDK_URL/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ...pinned, PORTAL_AG_SDK_INTEGRITY: 'sha1-abc' })).toThrow(
      'must be a sha384 or sha512 SRI hash',
    );
  });
});
