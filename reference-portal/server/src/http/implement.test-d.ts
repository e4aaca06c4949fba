import type { Hono } from 'hono';
import { describe, expectTypeOf, it } from 'vitest';
import { authContract, launcherContract, playContract } from '@playport/api-contract';
import type { AppEnv } from './app-env';
import { implement, implementRaw, preparedReply } from './implement';

declare const app: Hono<AppEnv>;
const { createTempToken, logout } = authContract;
const { requestDownload } = launcherContract;

describe('implement', () => {
  it('hands the handler the operation’s validated input', () => {
    implement(app, requestDownload, async (_c, input) => {
      expectTypeOf(input.params.Game).toEqualTypeOf<string>();
      expectTypeOf(input.query).toEqualTypeOf<undefined>();
      return { SessionId: 's', DownloadUrl: 'u' };
    });
    implement(app, createTempToken, async (_c, { body }) => {
      expectTypeOf(body.RedirectUri).toEqualTypeOf<string>();
      return { TempToken: 't' };
    });
  });

  it('takes a handler that answers the response type', () => {
    implement(app, createTempToken, async () => ({ TempToken: 't' }));
    implement(app, createTempToken, { use: [] }, async () => ({ TempToken: 't' }));
    implement(app, logout, async () => {});
    implement(app, createTempToken, async (c) => preparedReply(c.redirect('/', 303)));
    implementRaw(app, playContract.indexHtml, async (c) => c.html('<!doctype html>'));
  });

  it('refuses a handler that answers another shape', () => {
    // @ts-expect-error: the field is TempToken
    implement(app, createTempToken, async () => ({ Token: 't' }));
    // @ts-expect-error: TempToken is missing
    implement(app, createTempToken, async () => ({}));
    // @ts-expect-error: TempToken is a string
    implement(app, createTempToken, async () => ({ TempToken: 42 }));
    // @ts-expect-error: DownloadUrl is missing
    implement(app, requestDownload, async () => ({ SessionId: 's' }));
    // @ts-expect-error: SessionId is a string
    implement(app, requestDownload, { use: [] }, async () => ({ SessionId: null, DownloadUrl: 'u' }));
    // @ts-expect-error: an answer, not a list of them
    implement(app, createTempToken, async () => [{ TempToken: 't' }]);
  });

  it('refuses a Response the handler did not mark as prepared, and a body for a 204 operation', () => {
    // @ts-expect-error: any JSON would pass as a plain Response
    implement(app, createTempToken, async (c) => c.json({ Anything: true }));
    // @ts-expect-error: logout answers 204 No Content
    implement(app, logout, async () => ({ Success: true }));
    // @ts-expect-error: a redirect operation's handler makes the Response
    implementRaw(app, playContract.indexHtml, async () => ({ Html: '' }));
  });
});
