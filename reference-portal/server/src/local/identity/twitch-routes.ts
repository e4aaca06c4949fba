import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { localOnlySecret } from '../local-defaults';
import { signLocalIdpToken } from '../../platforms/sign-local-idp';
import { formFields, hiddenInputs, simulatorPage } from './simulator-page';
import { escapeHtml } from '../../http/escape-html';

const authorizeQuery = z.object({
  client_id: z.string().max(128).optional(),
  redirect_uri: z.url().max(2048),
  response_type: z.literal('code'),
  scope: z.string().max(512).optional(),
  state: z.string().min(1).max(128),
});
const consentForm = authorizeQuery.extend({
  decision: z.enum(['allow', 'deny']),
  user_id: z.string().regex(/^\d{1,20}$/),
});

/**
 * Local mode: a stand-in for `https://id.twitch.tv/oauth2/authorize`. Authorize returns to the
 * redirect URI with a code that the server's local Twitch exchange accepts (services/twitch.ts);
 * Cancel returns with `error=access_denied`, as Twitch does.
 */
export function twitchRoutes() {
  const app = new Hono<AppEnv>();
  const allowed = (uri: string, origins: readonly string[]) => origins.includes(new URL(uri).origin);

  app.get('/authorize', (c) => {
    const parsed = authorizeQuery.safeParse(c.req.query());
    if (!parsed.success || !allowed(parsed.data.redirect_uri, c.get('deps').config.allowedOrigins))
      return c.text('Invalid authorisation request', 400);
    const q = parsed.data;
    return simulatorPage(
      c,
      'Authorize — Twitch',
      `<h1>Twitch</h1>
<p><b>${escapeHtml(new URL(q.redirect_uri).origin)}</b> would like to connect to your Twitch account${q.scope ? ` (${escapeHtml(q.scope)})` : ''}.</p>
<p class="note">Local stand-in for Twitch. No real Twitch account is used.</p>
<form method="post" action="authorize">${hiddenInputs(q)}
<label for="user-id-input">Twitch user id</label><input id="user-id-input" name="user_id" inputmode="numeric" value="${randomInt(1_000_000, 999_999_999)}" required>
<button id="authorize" type="submit" name="decision" value="allow">Authorize</button><button id="cancel" class="secondary" type="submit" name="decision" value="deny">Cancel</button>
</form>`,
    );
  });

  app.post('/authorize', async (c) => {
    const deps = c.get('deps');
    const parsed = consentForm.safeParse(await formFields(c));
    if (!parsed.success || !allowed(parsed.data.redirect_uri, deps.config.allowedOrigins))
      return c.text('Invalid consent form', 400);
    const f = parsed.data;
    const target = new URL(f.redirect_uri);
    if (f.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied you access');
    } else {
      target.searchParams.set(
        'code',
        await signLocalIdpToken(
          'Twitch',
          { id: f.user_id },
          localOnlySecret(deps.config, 'LOCAL_IDP_SECRET'),
          deps.clock(),
        ),
      );
      target.searchParams.set('scope', f.scope ?? '');
    }
    target.searchParams.set('state', f.state);
    return c.redirect(target.href, 303);
  });
  return app;
}
