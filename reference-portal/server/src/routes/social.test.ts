import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { analyticsBatches, analyticsEvents } from '../db/schema';
import { json, useTestApp } from '../test/test-app';

const sentry: string[] = [];
const forwarded: Uint8Array[] = [];
let upstreamStatus = 200;
let upstreamDown = false;
const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  if (upstreamDown) throw new TypeError('fetch failed');
  sentry.push(url instanceof Request ? url.url : String(url));
  forwarded.push(new Uint8Array(await new Response(init?.body).arrayBuffer()));
  return new Response('{}', {
    status: upstreamStatus,
    headers: upstreamStatus === 429 ? { 'X-Sentry-Rate-Limits': '60:replay:organization', 'Retry-After': '60' } : {},
  });
}) as typeof fetch;
const t = useTestApp({ SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42' }, fakeFetch);

describe('friends', () => {
  it('become friends by inviting each other; statuses show per game', async () => {
    const a = await t().signIn('friend-a@example.com');
    const b = await t().signIn('friend-b@example.com');
    const invite = (from: string, to: string) =>
      t().post('/api/v1/friends/send_invite_notification', { Game: 'hello-game', FriendAccountIds: [to] }, from);
    expect(await json(await invite(a.token, b.accountId))).toEqual({ Sent: 1 });
    expect((await json(await t().post('/api/v1/friends/get', { FriendsIds: [] }, a.token))).Friends).toEqual([]);
    await invite(b.token, a.accountId);
    expect(
      (
        await t().post(
          '/api/v1/friends/status',
          { Name: 'Bee', Priority: 1, Status: 'Playing level 3', Game: 'hello-game' },
          b.token,
        )
      ).status,
    ).toBe(204);
    const friends = await json<{ Friends: Record<string, unknown>[] }>(
      await t().post('/api/v1/friends/get', { FriendsIds: [], Game: 'hello-game' }, a.token),
    );
    expect(friends.Friends).toEqual([
      expect.objectContaining({
        FriendAccountId: b.accountId,
        Name: 'Bee',
        Status: 'Playing level 3',
        InThisGame: true,
        Game: 'hello-game',
      }),
    ]);
    t().advance(366 * 86_400_000);
    const later = await t().signIn('friend-a@example.com');
    const stale = await json<{ Friends: Record<string, unknown>[] }>(
      await t().post('/api/v1/friends/get', { FriendsIds: [b.accountId] }, later.token),
    );
    expect(stale.Friends[0]!.Status).toBeNull();
    expect((await t().post('/api/v1/friends/get', { FriendsIds: [] })).status).toBe(401);
  });
});

const SUBSCRIPTION = JSON.stringify({
  endpoint: 'https://push.example/abc',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

describe('push, support, data connections', () => {
  it('saves push tokens and support messages, rate-limited', async () => {
    const { token } = await t().signIn();
    expect(
      (await t().post('/api/v1/push_tokens/save', { Game: 'hello-game', Platform: 'web', Token: SUBSCRIPTION }, token))
        .status,
    ).toBe(204);
    expect(
      (
        await t().post(
          '/api/v1/push_tokens/save',
          { Game: 'hello-game', Platform: 'ios', Token: 'x'.repeat(10) },
          token,
        )
      ).status,
    ).toBe(400);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t().post(
            '/api/v1/support/send-message',
            { Game: 'hello-game', Message: `help ${i}`, Email: 'me@example.com' },
            token,
          )
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await t().post('/api/v1/support/send-message', { Game: 'hello-game', Message: '   ' }, token)).status).toBe(
      400,
    );
    const data = await json<{ Connections: { Type: string }[] }>(
      await t().post('/api/v1/data-connections/get', { Game: 'hello-game' }, token),
    );
    expect(data.Connections.map((c) => c.Type)).toEqual(['Email']);
  });
});

describe('cross-play', () => {
  it('lists rules, advances quests with matching events', async () => {
    const { token } = await t().signIn();
    const rules = await json<unknown[]>(
      await t().request('GET', '/api/v1/cross-play/events/rules?game=hello-game', { token }),
    );
    expect(rules).toContainEqual({ Code: 'star', Filter1: '/^(gold|silver)$/', Filter2: null, Filter3: null });
    const send = (EventCode: string, P1?: string) =>
      t().post('/api/v1/cross-play/events/send', { GameSystemName: 'hello-game', EventCode, Value: '1', P1 }, token);
    expect((await send('star', 'gold')).status).toBe(204);
    await send('star', 'bronze');
    await send('level_complete');
    const quests = await json<{ Id: string; Progress: number; CompletedAt: string | null; Games: string[] }[]>(
      await t().request('GET', '/api/v1/cross-play/quests/my', { token }),
    );
    // Each quest names the games whose rules advance it.
    expect(quests.map((q) => [q.Id, q.Games])).toEqual(
      expect.arrayContaining([
        ['quest-first-win', ['conformance-game', 'hello-game']],
        ['quest-collector', ['hello-game']],
      ]),
    );
    expect(quests.find((q) => q.Id === 'quest-collector')!.Progress).toBe(1);
    expect(quests.find((q) => q.Id === 'quest-first-win')!.CompletedAt).not.toBeNull();
  });
});

describe('launcher', () => {
  it('unlocks a branch with a key, serves its manifest and downloads', async () => {
    const { token } = await t().signIn();
    const base = '/api/v1/ftl_integration/hello-game/launcher';
    const branches = async () =>
      (
        await json<{ Branches: { Name: string }[] }>(await t().request('GET', `${base}/available_branches`, { token }))
      ).Branches.map((b) => b.Name);
    expect(await branches()).toEqual(['main']);
    expect((await t().request('GET', `${base}/manifest/beta`, { token })).status).toBe(404);
    expect(await json(await t().post(`${base}/activate_key`, { Key: 'playport-beta-key' }, token))).toEqual({
      Success: true,
      Branches: ['beta'],
      Error: null,
    });
    expect((await json(await t().post(`${base}/activate_key`, { Key: 'PLAYPORT-BETA-KEY' }, token))).Success).toBe(
      false,
    );
    expect((await branches()).sort()).toEqual(['beta', 'main']);
    const manifest = await json(await t().request('GET', `${base}/manifest/beta`, { token }));
    expect(manifest).toMatchObject({
      Game: 'hello-game',
      Branch: 'beta',
      Release: { Version: '1.2.0-beta', BuildNumber: 11 },
    });
    const session = await json<{ SessionId: string; DownloadUrl: string }>(
      await t().post(`${base}/request_download`, { DeviceType: 'Desktop' }),
    );
    const download = await t().request('GET', new URL(session.DownloadUrl).pathname);
    expect(download.status).toBe(302);
    expect(download.headers.get('location')).toContain('hello-game-setup.exe');
    expect((await t().request('GET', `${base}/download_direct`)).status).toBe(302);
  });

  it('refuses unknown download sessions, branches and keys', async () => {
    const base = '/api/v1/ftl_integration/hello-game/launcher';
    expect((await t().request('GET', `${base}/download/not-a-uuid`)).status).toBe(400);
    expect((await t().request('GET', `${base}/download/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await t().post(`${base}/request_download`, { DeviceType: 'Desktop', Branch: 'nope' })).status).toBe(404);
    expect((await t().post(`${base}/request_download`, { DeviceType: 'Toaster' })).status).toBe(400);
    expect(
      (await t().post('/api/v1/ftl_integration/no-such-game/launcher/request_download', { DeviceType: 'Desktop' }))
        .status,
    ).toBe(404);
    expect((await t().request('GET', '/api/v1/ftl_integration/no-such-game/launcher/download_direct')).status).toBe(
      404,
    );
    const { token } = await t().signIn();
    expect(await json(await t().post(`${base}/activate_key`, { Key: 'NO-SUCH-KEY' }, token))).toMatchObject({
      Success: false,
      Branches: [],
    });
    expect(
      (await json<{ Error: unknown }>(await t().post(`${base}/activate_key`, { Key: 'NO-SUCH-KEY' }, token))).Error,
    ).toEqual({ Message: 'The key is unknown or already used', ErrorCode: 'InvalidKey' });
    expect((await t().post(`${base}/activate_key`, { Key: 'NO-SUCH-KEY' })).status).toBe(401);
  });
});

describe('analytics, WizQ, the error tunnel', () => {
  it('stores analytics batches and drops null fields', async () => {
    const events = Array.from({ length: 50 }, (_, i) => ({
      EventId: 781965170,
      UserId: 'u1',
      CreatedAt: new Date().toISOString(),
      Build: 1047,
      Platform: 24,
      I1: i,
      S1: 'x',
      F2: null,
    }));
    expect(
      (await t().post('/api/v1/analytics/track', { SessionId: 'sess-1', Platform: 24, BuildId: 1047, Events: events }))
        .status,
    ).toBe(204);
    const rows = await t().database.db.select().from(analyticsEvents);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows[0]!.fields).toEqual({ I1: 0, S1: 'x' });
    expect(
      (await t().post('/api/v1/analytics/track', { SessionId: 's', Events: [{ EventId: 1, X9: 1 }] })).status,
    ).toBe(400);
    expect((await t().post('/api/v1/analytics/track', { SessionId: 's', Events: [] })).status).toBe(400);
  });

  it('stores each event of a batch as sent, in order: ids, player, times, build, platform and numbered fields', async () => {
    const events = [
      {
        EventId: 781965170,
        UserId: 'u-9',
        CreatedAt: '2026-11-25T08:00:00.000+03:00',
        Build: 12,
        Platform: 24,
        I1: 7,
        F2: 1.5,
        S3: 'ä "q"',
        J1: { a: [1, null] },
      },
      { EventId: 781965171, CreatedAt: null, Platform: 31, S1: null },
      { EventId: 781965172, UserId: null, I10: -1 },
    ];
    expect(
      (await t().post('/api/v1/analytics/track', { SessionId: 'sess-rows', BuildId: 1050, Events: events })).status,
    ).toBe(204);
    const [batch] = await t()
      .database.db.select()
      .from(analyticsBatches)
      .where(eq(analyticsBatches.sessionId, 'sess-rows'));
    const rows = await t()
      .database.db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.batchId, batch!.id))
      .orderBy(analyticsEvents.position);
    expect(rows.map(({ batchId: _b, ...r }) => r)).toEqual([
      {
        position: 1,
        eventId: 781965170,
        userId: 'u-9',
        createdAt: new Date('2026-11-25T05:00:00.000Z'),
        serverCreatedAt: batch!.receivedAt,
        build: 12,
        platform: 24,
        fields: { I1: 7, F2: 1.5, S3: 'ä "q"', J1: { a: [1, null] } },
      },
      {
        position: 2,
        eventId: 781965171,
        userId: null,
        createdAt: null,
        serverCreatedAt: batch!.receivedAt,
        build: 1050,
        platform: 31,
        fields: {},
      },
      {
        position: 3,
        eventId: 781965172,
        userId: null,
        createdAt: null,
        serverCreatedAt: batch!.receivedAt,
        build: 1050,
        platform: 24,
        fields: { I10: -1 },
      },
    ]);
    expect(batch).toMatchObject({ eventCount: 3, buildId: 1050, platform: 24, batchKey: null });
  });

  it('stores a batch once however often its BatchId arrives, also sent as text/plain (a beacon) or at the same moment', async () => {
    const stored = async (session: string) => {
      const batches = await t()
        .database.db.select()
        .from(analyticsBatches)
        .where(eq(analyticsBatches.sessionId, session));
      const events = batches.length
        ? await t()
            .database.db.select()
            .from(analyticsEvents)
            .where(
              inArray(
                analyticsEvents.batchId,
                batches.map((b) => b.id),
              ),
            )
        : [];
      return [batches.length, events.length];
    };
    const body = {
      BatchId: 'b7f1c2d3e4f5a6b7',
      SessionId: 'sess-once',
      Events: [{ EventId: 781965163 }, { EventId: 781965164 }],
    };
    const sends = await Promise.all([1, 2, 3].map(() => t().post('/api/v1/analytics/track', body)));
    expect(sends.map((r) => r.status)).toEqual([204, 204, 204]);
    const beacon = await t().request('POST', '/api/v1/analytics/track', {
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.status).toBe(204);
    expect(await stored('sess-once')).toEqual([1, 2]);
    expect(await json(await t().request('GET', '/dev/analytics/sess-once'))).toEqual({
      SessionId: 'sess-once',
      Batches: [
        {
          BatchId: 'b7f1c2d3e4f5a6b7',
          Events: [
            { EventId: 781965163, Fields: {} },
            { EventId: 781965164, Fields: {} },
          ],
        },
      ],
    });
    // Another id is another batch; no id at all (an older client) is stored each time.
    expect((await t().post('/api/v1/analytics/track', { ...body, BatchId: 'b7f1c2d3e4f5a6b8' })).status).toBe(204);
    expect(await stored('sess-once')).toEqual([2, 4]);
    const { BatchId: _none, ...legacy } = { ...body, SessionId: 'sess-legacy' };
    await t().post('/api/v1/analytics/track', legacy);
    await t().post('/api/v1/analytics/track', legacy);
    expect(await stored('sess-legacy')).toEqual([2, 4]);
  });

  it('refuses a malformed BatchId with a coded problem, storing nothing', async () => {
    for (const BatchId of ['short', 'x'.repeat(65), 'has space in it', 42]) {
      const res = await t().post('/api/v1/analytics/track', {
        BatchId,
        SessionId: 'sess-bad-id',
        Events: [{ EventId: 781965163 }],
      });
      expect([res.status, (await json(res)).Code]).toEqual([400, 'ValidationFailed']);
    }
    expect(
      await t().database.db.select().from(analyticsBatches).where(eq(analyticsBatches.sessionId, 'sess-bad-id')),
    ).toEqual([]);
  });

  it('proxies WizQ commands from the JsonData form field', async () => {
    const form = (data: string) =>
      t().request('POST', '/api/v1/wizq/proxyRequestHandler/hello-game', {
        body: new URLSearchParams({ JsonData: data }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    expect(await json(await form(JSON.stringify({ Command: 'ping', RequestNumber: 7 })))).toEqual({
      RequestNumber: 7,
      Result: { Pong: true },
      Error: null,
    });
    expect((await json(await form(JSON.stringify({ Command: 'toString', RequestNumber: 8 })))).Error).toBe(
      'Unknown command toString',
    );
    expect((await form('{oops')).status).toBe(400);
    expect((await form(JSON.stringify({ RequestNumber: 9 }))).status).toBe(400);
    expect((await form(JSON.stringify({ Command: 'ping', RequestNumber: -1 }))).status).toBe(400);
  });

  it('forwards Sentry envelopes only for the configured DSN', async () => {
    const envelope = (dsn: string) => `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`;
    expect(
      (await t().request('POST', '/api/s_tunnel', { body: envelope('https://public@o1.ingest.sentry.io/42') })).status,
    ).toBe(200);
    expect(sentry.at(-1)).toBe('https://o1.ingest.sentry.io/api/42/envelope/');
    expect(
      (await t().request('POST', '/api/s_tunnel', { body: envelope('https://public@evil.example/42') })).status,
    ).toBe(403);
    expect((await t().request('POST', '/api/s_tunnel', { body: 'not json' })).status).toBe(400);
    expect((await t().request('POST', '/api/s_tunnel', { body: 'null\n{"type":"event"}\n{}' })).status).toBe(400);
    expect(
      (await t().request('POST', '/api/s_tunnel', { body: '{"event_id":"1"}\n{"type":"event"}\n{}' })).status,
    ).toBe(400);
  });

  it('forwards what the Sentry SDK sends byte for byte: transactions, and replays with compressed recordings', async () => {
    const dsn = 'https://public@o1.ingest.sentry.io/42';
    const text = (s: string) => new TextEncoder().encode(s);
    // A replay envelope as the SDK builds it: JSON items, then the deflated recording as raw bytes (not UTF-8).
    const recording = new Uint8Array([0x78, 0x9c, 0xff, 0xfe, 0x0a, 0x00, 0xc3, 0x28, 0x80]);
    const replay = new Uint8Array([
      ...text(
        `${JSON.stringify({ event_id: 'a'.repeat(32), sent_at: '2025-01-01T00:00:00.000Z', sdk: { name: 'sentry.javascript.browser', version: '11.12.0' }, dsn })}\n`,
      ),
      ...text(`{"type":"replay_event"}\n{"type":"replay_event","replay_id":"${'a'.repeat(32)}","segment_id":0}\n`),
      ...text(`{"type":"replay_recording","length":${recording.length + 17}}\n{"segment_id":0}\n`),
      ...recording,
    ]);
    const res = await t().app.request('/api/s_tunnel', {
      method: 'POST',
      body: replay,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(200);
    expect(forwarded.at(-1)).toEqual(replay);
    const transaction = `${JSON.stringify({ event_id: 'b'.repeat(32), dsn })}\n{"type":"transaction"}\n{"type":"transaction","transaction":"/play/hello-game","contexts":{"trace":{"op":"pageload"}}}`;
    expect(
      (
        await t().request('POST', '/api/s_tunnel', {
          body: transaction,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        })
      ).status,
    ).toBe(200);
    expect(new TextDecoder().decode(forwarded.at(-1))).toBe(transaction);
    upstreamStatus = 429;
    const limited = await t().request('POST', '/api/s_tunnel', { body: transaction });
    upstreamStatus = 200;
    expect(limited.status).toBe(429);
    expect(limited.headers.get('X-Sentry-Rate-Limits')).toBe('60:replay:organization');
    expect(limited.headers.get('Retry-After')).toBe('60');
  });

  it('answers 502 when Sentry fails or cannot be reached', async () => {
    const envelope = `${JSON.stringify({ dsn: 'https://public@o1.ingest.sentry.io/42' })}\n{"type":"event"}\n{}`;
    upstreamStatus = 503;
    const failed = await t().request('POST', '/api/s_tunnel', { body: envelope });
    upstreamStatus = 200;
    expect(failed.status).toBe(502);
    expect(await json(failed)).toMatchObject({ Code: 'Internal', detail: 'Error reporting is unavailable' });
    upstreamDown = true;
    const unreachable = await t().request('POST', '/api/s_tunnel', { body: envelope });
    upstreamDown = false;
    expect(unreachable.status).toBe(502);
  });
});

describe('local mode pages', () => {
  it('shows the outbox, and serves no /dev routes in production', async () => {
    await t().post('/api/v1/invite/email_invite', {
      Email: 'outbox@example.com',
      CaptchaResult: 'XXXX.DUMMY.TOKEN.XXXX',
    });
    const page = await t().request('GET', '/dev/outbox');
    expect(page.status).toBe(200);
    const prod = t().withEnv({ MODE: 'production' });
    expect((await prod.request('/dev/outbox')).status).toBe(404);
    expect((await prod.request('/dev/analytics/sess-once')).status).toBe(404);
    expect((await prod.request('/dev/outbox.json')).status).toBe(404);
  });
});
