import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { pushTokens } from '../db/schema';
import { json, useTestApp } from '../test/test-app';
import { runPushCommand } from './push-command';
import { sendWebPush, type PushDeps } from './send-web-push';
import {
  createSubscriptionKeys,
  decryptWebPush,
  startLocalPushService,
  verifyVapidHeader,
} from './testing/local-push-service';
import { resolveVapidKeys, vapidFile } from './vapid-keys';

const getApp = useTestApp();
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@playport.test' };
let service: Awaited<ReturnType<typeof startLocalPushService>>;
const status = new Map<string, number>();

beforeAll(async () => {
  service = await startLocalPushService((path) => status.get(path) ?? 201);
});
afterAll(() => service.close());

function subscription(path: string) {
  const keys = createSubscriptionKeys();
  return {
    keys,
    token: JSON.stringify({
      endpoint: `${service.origin}${path}`,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    }),
  };
}

async function subscribe(path: string, game = 'hello-game') {
  const t = getApp();
  const user = await t.signIn();
  const sub = subscription(path);
  const res = await t.post('/api/v1/push_tokens/save', { Game: game, Platform: 'web', Token: sub.token }, user.token);
  expect(res.status).toBe(204);
  return { ...sub, user };
}

const deps = (over: Partial<PushDeps> = {}): PushDeps => ({
  db: getApp().database.db,
  fetch,
  vapid,
  mode: 'local',
  ...over,
});

describe('saving a push subscription', () => {
  it.each([
    ['not JSON', 'definitely not json'],
    ['no keys', JSON.stringify({ endpoint: 'https://push.test/a' })],
    [
      'no auth secret',
      JSON.stringify({ endpoint: 'https://push.test/a', keys: { p256dh: createSubscriptionKeys().p256dh } }),
    ],
    [
      'no endpoint',
      JSON.stringify({ keys: { p256dh: createSubscriptionKeys().p256dh, auth: createSubscriptionKeys().auth } }),
    ],
  ])('refuses a token with %s with a coded 400', async (_label, token) => {
    const t = getApp();
    const user = await t.signIn();
    const res = await t.post(
      '/api/v1/push_tokens/save',
      { Game: 'hello-game', Platform: 'web', Token: token },
      user.token,
    );
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ Code: 'InvalidPushSubscription' });
  });

  it('production mode accepts only https endpoints', async () => {
    const t = getApp();
    const user = await t.signIn();
    const prod = t.withEnv({ MODE: 'production', PUBLIC_URL: 'https://portal.test' });
    const save = (token: string) =>
      prod.request('/api/v1/push_tokens/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ Game: 'hello-game', Platform: 'web', Token: token }),
      });
    const http = await save(subscription('/prod').token);
    expect(http.status).toBe(400);
    expect(await json(http)).toMatchObject({
      Code: 'InvalidPushSubscription',
      Message: 'The push subscription endpoint must use https',
    });
    const keys = createSubscriptionKeys();
    const at = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await save(at(endpoint))).status, endpoint).toBe(204);
      await t.database.db.delete(pushTokens).where(eq(pushTokens.token, at(endpoint)));
    }
    for (const endpoint of [
      'https://push.example.com/abc',
      'https://127.0.0.1/abc',
      'https://10.0.0.5/abc',
      'https://[::1]/abc',
      'https://169.254.169.254/latest',
      'https://fcm.googleapis.com:8443/abc',
      'https://fcm.googleapis.com.evil.example/abc',
      'https://user@fcm.googleapis.com/abc',
    ]) {
      const res = await save(at(endpoint));
      expect(res.status, endpoint).toBe(400);
      expect(await json(res)).toMatchObject({ Code: 'InvalidPushSubscription' });
    }
  });

  it('a subscription keeps its owner: another account saving it gets 409 and changes nothing', async () => {
    const t = getApp();
    const owner = await t.signIn();
    const other = await t.signIn();
    const sub = subscription('/owned');
    expect(
      (await t.post('/api/v1/push_tokens/save', { Game: 'hello-game', Platform: 'web', Token: sub.token }, owner.token))
        .status,
    ).toBe(204);
    const taken = await t.post(
      '/api/v1/push_tokens/save',
      { Game: 'hello-game', Platform: 'web', Token: sub.token },
      other.token,
    );
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ Code: 'Conflict' });
    const [row] = await t.database.db.select().from(pushTokens).where(eq(pushTokens.token, sub.token));
    expect(row!.accountId).toBe(owner.accountId);
    expect(
      (await t.post('/api/v1/push_tokens/save', { Game: 'hello-game', Platform: 'web', Token: sub.token }, owner.token))
        .status,
    ).toBe(204);
  });
});

describe('sending a web push', () => {
  it('delivers an aes128gcm push with a VAPID header verifiable with the public key, and a TTL', async () => {
    const sub = await subscribe('/sub-ok');
    const report = await sendWebPush(
      deps({ ttl: 3600 }),
      { game: 'hello-game', accountId: sub.user.accountId },
      { title: 'New level', body: 'Come back', url: 'http://localhost:8787/play/hello-game' },
    );
    expect(report).toMatchObject({ Sent: 1, Failed: 0, Removed: 0 });
    const push = service.received.find((r) => r.path === '/sub-ok')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('3600');
    const claims = await verifyVapidHeader(push.headers.authorization, vapid.publicKey, service.origin);
    expect(claims.sub).toBe('mailto:ops@playport.test');
    await expect(
      verifyVapidHeader(push.headers.authorization, webPush.generateVAPIDKeys().publicKey, service.origin),
    ).rejects.toThrow();
    expect(JSON.parse(decryptWebPush(push.body, sub.keys))).toEqual({
      title: 'New level',
      body: 'Come back',
      url: 'http://localhost:8787/play/hello-game',
      game: 'hello-game',
    });
  });

  it('deletes subscriptions the push service answers 404 or 410 for, keeps those that fail otherwise', async () => {
    const gone = await subscribe('/sub-gone');
    const missing = await subscribe('/sub-missing');
    const busy = await subscribe('/sub-busy');
    status.set('/sub-gone', 410).set('/sub-missing', 404).set('/sub-busy', 503);
    const report = await sendWebPush(deps(), { game: 'hello-game' }, { title: 'T', body: 'B' });
    expect(report.Failed).toBe(3);
    expect(report.Removed).toBe(2);
    expect(report.Errors).toContain(`${service.origin} answered 503`);
    const tokens = (await getApp().database.db.select().from(pushTokens)).map((r) => r.token);
    expect(tokens).not.toContain(gone.token);
    expect(tokens).not.toContain(missing.token);
    expect(tokens).toContain(busy.token);
    status.clear();
  });

  it('sends to every subscription of an account, several at a time', async () => {
    const t = getApp();
    const user = await t.signIn();
    const subs = Array.from({ length: 12 }, (_, i) => subscription(`/many-${i}`));
    for (const sub of subs) {
      expect(
        (
          await t.post(
            '/api/v1/push_tokens/save',
            { Game: 'hello-game', Platform: 'web', Token: sub.token },
            user.token,
          )
        ).status,
      ).toBe(204);
    }
    let inFlight = 0;
    let most = 0;
    const counting: typeof fetch = async (input, init) => {
      most = Math.max(most, ++inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    const report = await sendWebPush(
      deps({ fetch: counting }),
      { game: 'hello-game', accountId: user.accountId },
      { title: 'T', body: 'B' },
    );
    expect(report).toMatchObject({ Sent: 12, Failed: 0 });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(8);
    for (const [i, sub] of subs.entries()) {
      const push = service.received.find((r) => r.path === `/many-${i}`)!;
      expect(JSON.parse(decryptWebPush(push.body, sub.keys)).title).toBe('T');
    }
  });

  it('a network failure counts as failed and keeps the subscription', async () => {
    const sub = await subscribe('/sub-net');
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const report = await sendWebPush(
      deps({ fetch: failing }),
      { game: 'hello-game', accountId: sub.user.accountId },
      { title: 'T', body: 'B' },
    );
    expect(report).toMatchObject({ Sent: 0, Failed: 1, Removed: 0 });
    expect(report.Errors[0]).toContain('fetch failed');
    const rows = await getApp().database.db.select().from(pushTokens).where(eq(pushTokens.token, sub.token));
    expect(rows).toHaveLength(1);
  });

  it('the admin command sends through the running local server and reports the counts', async () => {
    const sub = await subscribe('/sub-command');
    const t = getApp();
    const app = createApp({ db: t.database.db, config: t.config, logger: pino({ level: 'silent' }), vapid });
    const lines: string[] = [];
    const viaApp: typeof fetch = async (input, init) =>
      app.request(new URL(input instanceof Request ? input.url : String(input)).pathname, init);
    const code = await runPushCommand(
      ['--game', 'hello-game', '--account', sub.user.accountId, '--title', 'Hi', '--body', 'Hello'],
      { env: { LOG_LEVEL: 'silent' }, fetch: viaApp, out: (l) => void lines.push(l) },
    );
    expect(lines).toEqual(['Sent 1, failed 0, removed 0 gone subscriptions']);
    expect(code).toBe(0);
    expect(
      JSON.parse(decryptWebPush(service.received.find((r) => r.path === '/sub-command')!.body, sub.keys)),
    ).toMatchObject({ title: 'Hi', body: 'Hello' });
  });

  it('the admin command refuses bad arguments, an unknown game and an unreachable server with an exit code', async () => {
    const lines: string[] = [];
    const out = (l: string) => void lines.push(l);
    expect(await runPushCommand(['--game', 'hello-game', '--body', 'x'], { env: {}, fetch, out })).toBe(2);
    expect(lines.at(-1)).toContain('--title is missing or invalid');
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(
      await runPushCommand(['--game', 'hello-game', '--title', 'T', '--body', 'B'], { env: {}, fetch: down, out }),
    ).toBe(1);
    expect(lines.at(-1)).toContain('is not reachable');
    const t = getApp();
    const app = createApp({ db: t.database.db, config: t.config, logger: pino({ level: 'silent' }), vapid });
    const viaApp: typeof fetch = async (input, init) =>
      app.request(new URL(input instanceof Request ? input.url : String(input)).pathname, init);
    expect(
      await runPushCommand(['--game', 'no-such-game', '--title', 'T', '--body', 'B'], { env: {}, fetch: viaApp, out }),
    ).toBe(1);
    expect(lines.at(-1)).toMatch(/^Push not sent: .*no-such-game/);
  });

  it('the admin command reports a server answer that is not a push report, and production without VAPID keys', async () => {
    const lines: string[] = [];
    const out = (l: string) => void lines.push(l);
    const broken: typeof fetch = async () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    expect(
      await runPushCommand(['--game', 'hello-game', '--title', 'T', '--body', 'B'], { env: {}, fetch: broken, out }),
    ).toBe(1);
    expect(lines.at(-1)).toBe('Push not sent: http://localhost:8787/dev/push/send answered 502');
    expect(
      await runPushCommand(['--game', 'hello-game', '--title', 'T', '--body', 'B'], {
        env: { MODE: 'production' },
        fetch,
        out,
      }),
    ).toBe(1);
    expect(lines.at(-1)).toBe('Push not sent: Web push is not configured: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  });
});

describe('the local /dev/push/send route', () => {
  it('answers 503 NotConfigured without VAPID keys and 400 for a request without a title', async () => {
    const t = getApp();
    const post = (app: ReturnType<typeof createApp>, body: unknown) =>
      app.request('/dev/push/send', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const without = createApp({ db: t.database.db, config: t.config, logger: pino({ level: 'silent' }) });
    const unconfigured = await post(without, { Game: 'hello-game', Title: 'T', Body: 'B' });
    expect(unconfigured.status).toBe(503);
    expect(await json(unconfigured)).toMatchObject({ Code: 'NotConfigured' });
    const withKeys = createApp({ db: t.database.db, config: t.config, logger: pino({ level: 'silent' }), vapid });
    const invalid = await post(withKeys, { Game: 'hello-game', Body: 'B' });
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toMatchObject({ Code: 'ValidationFailed' });
  });

  it('does not exist in production mode', async () => {
    const prod = getApp().withEnv({ MODE: 'production', PUBLIC_URL: 'https://portal.test' });
    const res = await prod.request('/dev/push/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});

describe('VAPID keys', () => {
  it('local mode generates a pair once and keeps it in the data directory; production needs configured keys', () => {
    const dir = mkdtempSync(join(tmpdir(), 'playport-vapid-'));
    try {
      const first = resolveVapidKeys({ MODE: 'local', DATA_DIR: dir, VAPID_SUBJECT: 'mailto:a@b.c' })!;
      const again = resolveVapidKeys({ MODE: 'local', DATA_DIR: dir, VAPID_SUBJECT: 'mailto:a@b.c' })!;
      expect(again).toEqual(first);
      expect(JSON.parse(readFileSync(vapidFile({ DATA_DIR: dir }), 'utf8')).publicKey).toBe(first.publicKey);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(resolveVapidKeys({ MODE: 'production', DATA_DIR: dir, VAPID_SUBJECT: 'mailto:a@b.c' })).toBeNull();
      const pair = webPush.generateVAPIDKeys();
      expect(
        resolveVapidKeys({
          MODE: 'production',
          VAPID_PUBLIC_KEY: pair.publicKey,
          VAPID_PRIVATE_KEY: pair.privateKey,
          VAPID_SUBJECT: 'https://x.test',
        }),
      ).toEqual({ ...pair, subject: 'https://x.test' });
      expect(() =>
        resolveVapidKeys({
          MODE: 'local',
          DATA_DIR: dir,
          VAPID_PUBLIC_KEY: pair.publicKey,
          VAPID_SUBJECT: 'mailto:a@b.c',
        }),
      ).toThrow('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
      expect(() =>
        resolveVapidKeys({
          MODE: 'production',
          VAPID_PUBLIC_KEY: 'pub',
          VAPID_PRIVATE_KEY: pair.privateKey,
          VAPID_SUBJECT: 'mailto:a@b.c',
        }),
      ).toThrow('VAPID_PUBLIC_KEY must be');
      expect(() =>
        resolveVapidKeys({
          MODE: 'production',
          VAPID_PUBLIC_KEY: pair.publicKey,
          VAPID_PRIVATE_KEY: pair.publicKey,
          VAPID_SUBJECT: 'mailto:a@b.c',
        }),
      ).toThrow('VAPID_PRIVATE_KEY must be');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the portal runtime configuration carries the public key', async () => {
    const { portalRuntimeConfig } = await import('../routes/web');
    expect(portalRuntimeConfig(getApp().config, {}, vapid).vapidPublicKey).toBe(vapid.publicKey);
    expect(portalRuntimeConfig(getApp().config, {}, null).vapidPublicKey).toBeNull();
  });
});
