import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { analyticsContract, authContract, launcherContract, playContract } from '@playport/api-contract';
import type { AppEnv, Deps } from './app-env';
import { implement, implementRaw, implementedOperation, preparedReply } from './implement';
import { problemResponse, toApiError } from './problem';

const REQUEST_DOWNLOAD = '/ftl_integration/hello-game/launcher/request_download';
const DOWNLOAD = { DeviceType: 'Desktop' };

/** A bare app with only what implement reads from the context, answering thrown errors as the server does. */
function appWith(validateReplies: boolean, register: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', { validateReplies } as Deps);
    await next();
  });
  register(app);
  app.onError((err, c) => problemResponse(c, toApiError(err, false)));
  return app;
}

const answering = (validateReplies: boolean, reply: unknown) =>
  appWith(validateReplies, (app) =>
    implement(app, launcherContract.requestDownload, async () => reply as { SessionId: string; DownloadUrl: string }),
  );

const postJson = (body: unknown, type = 'application/json') => ({
  method: 'POST',
  headers: { 'Content-Type': type },
  body: JSON.stringify(body),
});

describe('implement', () => {
  it("registers the operation's method and path, and hands the handler its validated params and body", async () => {
    const app = appWith(true, (a) =>
      implement(a, launcherContract.requestDownload, async (_c, { params, body }) => ({
        SessionId: `${params.Game}:${JSON.stringify(body)}`,
        DownloadUrl: 'u',
      })),
    );
    const res = await app.request(REQUEST_DOWNLOAD, postJson(DOWNLOAD));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ SessionId: expect.stringMatching(/^hello-game:/), DownloadUrl: 'u' });
    expect((await app.request(REQUEST_DOWNLOAD)).status).toBe(404);
    expect(implementedOperation(app.routes.at(-1)!.handler)).toBe(launcherContract.requestDownload);
  });

  it("refuses input as the readers do: a bad field 400, a JSON body sent as text/plain 415 (but the beacon's)", async () => {
    const app = appWith(false, (a) => {
      implement(a, authContract.createTempToken, async () => ({ TempToken: 't' }));
      implement(a, analyticsContract.track, { beacon: true }, async () => {});
    });
    const bad = await app.request('/auth/create_temp_token', postJson({ RedirectUri: 42 }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ Code: 'ValidationFailed', errors: [{ field: 'RedirectUri' }] });
    const plain = await app.request('/auth/create_temp_token', postJson({ RedirectUri: '/' }, 'text/plain'));
    expect(plain.status).toBe(415);
    const beacon = await app.request(
      '/analytics/track',
      postJson(
        { SessionId: 's', Events: [{ EventId: 1, UserId: null, CreatedAt: '2026-01-01T00:00:00Z' }] },
        'text/plain',
      ),
    );
    expect(beacon.status).toBe(204);
  });

  it('answers 204 with no body for an operation without a response', async () => {
    const app = appWith(true, (a) => implement(a, authContract.logout, async () => {}));
    const res = await app.request('/auth/logout');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('with validateReplies, answers 500 naming the operation and the fields when a reply does not match', async () => {
    const res = await answering(true, { SessionId: 42 }).request(REQUEST_DOWNLOAD, postJson(DOWNLOAD));
    expect(res.status).toBe(500);
    const problem = (await res.json()) as { Code: string; Message: string };
    expect(problem.Code).toBe('Internal');
    expect(problem.Message).toMatch(
      /^launcher\.requestDownload \(POST \/ftl_integration\/\{Game\}\/launcher\/request_download\) replied with a body its response schema does not allow:\n/,
    );
    expect(problem.Message).toContain('"SessionId"');
    expect(problem.Message).toContain('"DownloadUrl"');
  });

  it('with validateReplies, reads a prepared 2xx JSON reply too, and lets redirects through', async () => {
    const prepared = (body: unknown) =>
      appWith(true, (a) =>
        implement(a, launcherContract.requestDownload, async (c) => preparedReply(c.json(body as object))),
      );
    expect((await prepared({ SessionId: 1 }).request(REQUEST_DOWNLOAD, postJson(DOWNLOAD))).status).toBe(500);
    expect(
      (await prepared({ SessionId: 's', DownloadUrl: 'u' }).request(REQUEST_DOWNLOAD, postJson(DOWNLOAD))).status,
    ).toBe(200);
    const redirect = appWith(true, (a) =>
      implement(a, launcherContract.requestDownload, async (c) => preparedReply(c.redirect('/there', 303))),
    );
    expect((await redirect.request(REQUEST_DOWNLOAD, postJson(DOWNLOAD))).status).toBe(303);
  });

  it('without validateReplies (production), sends the reply unread', async () => {
    const res = await answering(false, { SessionId: 42 }).request(REQUEST_DOWNLOAD, postJson(DOWNLOAD));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ SessionId: 42 });
  });

  it('registers each kind of answer only with its own function', () => {
    const app = new Hono<AppEnv>();
    expect(() => implement(app, playContract.indexHtml, async () => {})).toThrow(/register it with implementRaw/);
    expect(() => implementRaw(app, authContract.logout, async (c) => c.body(null))).toThrow(
      /register it with implement$/,
    );
  });
});
