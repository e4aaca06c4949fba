import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { checkRepliesAgainstContract, contractOperationOf, repliesChecked } from './contract-replies';
import { useTestApp } from './test-app';

const t = useTestApp();

const REQUEST_DOWNLOAD = '/api/v1/ftl_integration/hello-game/launcher/request_download';

/** A stand-in server answering one operation of the contract with whatever a test gives it. */
function answering(status: number, body: unknown) {
  const app = new Hono();
  app.post('/api/v1/ftl_integration/:Game/launcher/request_download', (c) =>
    c.json(body as Record<string, unknown>, status as 200),
  );
  return checkRepliesAgainstContract(app);
}

describe("the route tests' contract check of replies", () => {
  it('is on in the test app every route test uses', () => {
    expect(repliesChecked(t().app)).toBe(true);
    expect(repliesChecked(t().withEnv({}))).toBe(true);
  });

  it('fails a reply that does not match the operation, naming the operation, the path and the issues', async () => {
    const app = answering(200, { SessionId: 42 });
    await expect(Promise.resolve(app.request(REQUEST_DOWNLOAD, { method: 'POST' }))).rejects.toThrow(
      /^launcher\.requestDownload \(POST \/api\/v1\/ftl_integration\/hello-game\/launcher\/request_download\) answered 200 with a body the contract does not allow:\n/,
    );
    const error = await Promise.resolve(app.request(REQUEST_DOWNLOAD, { method: 'POST' })).catch((e: Error) => e);
    expect((error as Error).message).toContain('"path": [\n      "SessionId"\n    ]');
    expect((error as Error).message).toContain('"path": [\n      "DownloadUrl"\n    ]');
  });

  it('lets a matching reply through unchanged, and does not read failures', async () => {
    const ok = await answering(200, { SessionId: 's', DownloadUrl: 'u' }).request(REQUEST_DOWNLOAD, { method: 'POST' });
    expect(await ok.json()).toEqual({ SessionId: 's', DownloadUrl: 'u' });
    const failed = await answering(404, { Code: 'NotFound' }).request(REQUEST_DOWNLOAD, { method: 'POST' });
    expect(failed.status).toBe(404);
  });

  it('matches by method and route, a literal route before a parameterised one', () => {
    expect(contractOperationOf('GET', '/api/v1/play/index_html?x=1')?.route.operation).toBe('play.indexHtml');
    expect(contractOperationOf('GET', '/api/v1/play/hello-game')?.route.operation).toBe('play.game');
    expect(contractOperationOf('GET', '/api/v1/play/hello-game/list')?.route.operation).toBe('play.list');
    expect(contractOperationOf('POST', '/api/v1/play/hello-game')).toBeUndefined();
    expect(contractOperationOf('GET', 'http://localhost/api/v1/games/documents/accept')).toBeUndefined();
  });
});
