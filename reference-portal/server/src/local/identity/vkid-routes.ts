import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { localOnlySecret } from '../local-defaults';
import { signLocalIdpToken } from '../../platforms/sign-local-idp';
import { randomToken } from '../../crypto/tokens';
import { formFields, hiddenInputs, postToOpenerScript, simulatorPage } from './simulator-page';
import { VKID_SDK_SCRIPT } from './vkid-sdk-script';
import { escapeHtml } from '../../http/escape-html';

const authorizeQuery = z.object({
  client_id: z.string().regex(/^\d{1,20}$/),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  state: z.string().min(1).max(128),
  origin: z.string().max(256),
  scope: z.string().max(256).optional(),
});
const consentForm = authorizeQuery.extend({
  decision: z.enum(['allow', 'deny']),
  user_id: z.string().regex(/^\d{1,20}$/),
  name: z.string().max(128).optional(),
});

/**
 * Local mode: the `VKIDSDK` simulator (`/dev/vkid/sdk.js`) and its consent page (`/dev/vkid/authorize`),
 * which issues an authorisation code the local verifier accepts for that PKCE challenge
 * (a local identity-provider token, see sign-local-idp and verify-local-idp).
 */
export function vkIdRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/sdk.js', (c) =>
    c.body(VKID_SDK_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/authorize', (c) => {
    const parsed = authorizeQuery.safeParse(c.req.query());
    if (!parsed.success || !c.get('deps').config.allowedOrigins.includes(parsed.data.origin))
      return c.text('Invalid authorisation request', 400);
    const q = parsed.data;
    return simulatorPage(
      c,
      'VK ID',
      `<h1>VK ID</h1>
<p>The app <b>${escapeHtml(q.client_id)}</b> at <b>${escapeHtml(q.origin)}</b> asks to sign you in${q.scope ? ` (${escapeHtml(q.scope)})` : ''}.</p>
<p class="note">Local stand-in for VK ID. No real VK account is used.</p>
<form method="post" action="authorize">${hiddenInputs(q)}
<label for="user-id-input">VK user id</label><input id="user-id-input" name="user_id" inputmode="numeric" value="${randomInt(1_000_000, 999_999_999)}" required>
<label for="name-input">Name</label><input id="name-input" name="name" value="VK Player">
<button id="allow" type="submit" name="decision" value="allow">Allow</button><button id="deny" class="secondary" type="submit" name="decision" value="deny">Deny</button>
</form>`,
    );
  });

  app.post('/authorize', async (c) => {
    const deps = c.get('deps');
    const parsed = consentForm.safeParse(await formFields(c));
    if (!parsed.success || !deps.config.allowedOrigins.includes(parsed.data.origin))
      return c.text('Invalid consent form', 400);
    const f = parsed.data;
    const action = `oauth2_authorize_response${f.state}`;
    const payload =
      f.decision === 'deny'
        ? { error: 'access_denied', state: f.state }
        : {
            code: await signLocalIdpToken(
              'VkId',
              { id: f.user_id, name: f.name || undefined, codeChallenge: f.code_challenge },
              localOnlySecret(deps.config, 'LOCAL_IDP_SECRET'),
              deps.clock(),
            ),
            type: 'code_v2',
            state: f.state,
            device_id: randomToken(12),
            expires_in: 600,
          };
    c.header('Cache-Control', 'no-store');
    return simulatorPage(
      c,
      'VK ID',
      '<p id="status" role="status">Returning to the app…</p>',
      postToOpenerScript({ action, payload }, f.origin),
    );
  });
  return app;
}
