import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { json, useTestApp } from './test-app';

// Runs on PGlite in the unit run and on PostgreSQL in `npm run test:server:pg`: both must refuse the same way.
const t = useTestApp();

const event = (extra: Record<string, unknown>) => ({
  SessionId: 'session-0123456789',
  Events: [{ EventId: 781965163, ...extra }],
});

describe('input no database can store is a 400 problem, never a 500', () => {
  it('a NUL character in a text field', async () => {
    const { token } = await t().signIn();
    for (const [path, body, auth] of [
      [
        '/api/v1/invite/email_invite',
        { Email: 'nul\u0000@example.com', CaptchaResult: 'x', GameSystemName: 'hello-game' },
        null,
      ],
      ['/api/v1/support/send-message', { Game: 'hello-game', Message: 'stuck\u0000here' }, token],
      ['/api/v1/friends/status', { Name: 'Hero\u0000', Priority: 0, Status: 'menu', Game: 'hello-game' }, token],
      ['/api/v1/analytics/track', event({ S1: 'a\u0000b' }), null],
      ['/api/v1/analytics/track', event({ J1: { ['k\u0000']: 1 } }), null],
    ] as const) {
      const res = await t().post(path, body, auth);
      expect(res.status, path).toBe(400);
      expect(await json(res)).toMatchObject({ Code: 'ValidationFailed' });
    }
  });

  it('JSON nested 10,000 deep', async () => {
    const deep = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const body = JSON.stringify(event({ J1: 0 })).replace('"J1":0', `"J1":${deep}`);
    const res = await t().request('POST', '/api/v1/analytics/track', { body });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ Code: 'ValidationFailed' });
  });

  it("integers beyond the columns' range", async () => {
    for (const extra of [{ EventId: 2 ** 40 }, { Build: 2 ** 40 }, { Platform: -(2 ** 35) }]) {
      const res = await t().post('/api/v1/analytics/track', event(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(await json(res)).toMatchObject({ Code: 'ValidationFailed' });
    }
    // The batch was refused whole and the route still works.
    expect((await t().post('/api/v1/analytics/track', event({ I1: 7 }))).status).toBeLessThan(300);
  });

  it('a numbered field of the wrong kind is refused by its name and the rule it breaks', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ I1: 1.5 }, 'I1', 'must be an integer'],
      [{ I10: 'seven' }, 'I10', 'must be an integer'],
      [{ F3: 'x' }, 'F3', 'must be a number'],
      [{ S15: 's'.repeat(1025) }, 'S15', 'must be a string of at most 1024 characters'],
      [{ S1: 12 }, 'S1', 'must be a string of at most 1024 characters'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await t().post('/api/v1/analytics/track', event(extra));
      expect(res.status, field).toBe(400);
      expect(await json(res)).toMatchObject({
        Code: 'ValidationFailed',
        detail: `Invalid value for Events.0.${field}: ${message}`,
        errors: [{ field: `Events.0.${field}`, message }],
      });
    }
    // Null numbered fields, the longest string and nested JSON are taken.
    const taken = { I1: null, F1: null, S1: 's'.repeat(1024), J1: { a: [1, { b: null }] } };
    expect((await t().post('/api/v1/analytics/track', event(taken))).status).toBe(204);
  });

  it('an event field the schema does not name is refused by its name, not dropped', async () => {
    for (const field of ['X1', 'I11', 'S16', 'J5']) {
      const res = await t().post('/api/v1/analytics/track', event({ [field]: 1 }));
      expect(res.status, field).toBe(400);
      expect(await json(res)).toMatchObject({
        Code: 'ValidationFailed',
        errors: [{ field: `Events.0.${field}`, message: 'unknown event field' }],
      });
    }
    // The fixed and numbered fields are all known.
    const known = {
      UserId: 'u',
      CreatedAt: '2026-01-01T00:00:00Z',
      ServerCreatedAt: 'x',
      Build: 1,
      Platform: 24,
      I10: 1,
      F10: 1.5,
      S15: 's',
      J4: {},
    };
    expect((await t().post('/api/v1/analytics/track', event(known))).status).toBeLessThan(300);
  });
});

describe('error logs', () => {
  it('carry the error class and code, never the query or its parameters', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const deps = {
      db: t().database.db,
      config: t().config,
      clock: () => new Date(),
      logger: pino({ level: 'info' }, sink),
      mailer: { send: async () => {} },
    };
    const app = createApp(deps);
    app.get('/api/v1/__boom', async () => {
      await deps.db.execute('select "secret-player@example.com" from no_such_table');
      return new Response('unreachable');
    });
    const res = await app.request('/api/v1/__boom?email=secret-player@example.com&message=my+support+text');
    expect(res.status).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('"code":"42');
    expect(log).not.toContain('secret-player');
    expect(log).not.toContain('support');
  });
});

describe('a JSON body is read only when it is sent as application/json', () => {
  const invite = { Email: 'media@example.com', CaptchaResult: 'x', GameSystemName: 'hello-game' };
  const unsupported = (type: string) => ({
    Code: 'UnsupportedMediaType',
    Message: `Unsupported Content-Type ${type}: send the body as application/json`,
    status: 415,
    title: 'Unsupported Media Type',
  });

  it('refuses text/plain, a form type and a body without a type with 415, on API and local routes', async () => {
    const body = JSON.stringify(invite);
    for (const [path, type] of [
      ['/api/v1/invite/email_invite', 'text/plain'],
      ['/api/v1/invite/email_invite', 'text/plain;charset=UTF-8'],
      ['/api/v1/invite/email_invite', 'application/x-www-form-urlencoded'],
      ['/api/v1/invite/email_invite', 'multipart/form-data; boundary=x'],
      ['/api/v1/invite/email_invite', 'application/jsonp'],
      ['/dev/games/hello-game/copy', 'text/plain'],
    ] as const) {
      const res = await t().request('POST', path, { body, headers: { 'Content-Type': type } });
      expect(res.status, `${path} ${type}`).toBe(415);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await json(res), `${path} ${type}`).toMatchObject(unsupported(type));
    }
    // A body with no Content-Type at all (a Uint8Array body gets none).
    const untyped = await t().app.request('/api/v1/invite/email_invite', {
      method: 'POST',
      body: new TextEncoder().encode(body),
    });
    expect(untyped.status).toBe(415);
    expect(await json(untyped)).toMatchObject(unsupported('(none)'));
  });

  it('reads application/json with or without a charset, and an empty body without a type as {}', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const res = await t().request('POST', '/api/v1/games/list', { body: {}, headers: { 'Content-Type': type } });
      expect(res.status, type).toBe(200);
    }
    expect((await t().app.request('/api/v1/games/list', { method: 'POST' })).status).toBe(200);
  });

  it('still takes the analytics beacon, which a page being left sends as text/plain (it cannot wait for a preflight)', async () => {
    const res = await t().request('POST', '/api/v1/analytics/track', {
      body: JSON.stringify(event({ I1: 3 })),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(204);
  });
});
