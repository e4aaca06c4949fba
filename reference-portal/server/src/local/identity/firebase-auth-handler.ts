import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { localOnlySecret } from '../local-defaults';
import { signFirebaseIdToken } from '../../platforms/sign-firebase';
import { formFields, hiddenInputs, postToOpenerScript, simulatorPage } from './simulator-page';
import { escapeHtml } from '../../http/escape-html';

/** The message the handler posts to its opener; the portal's Firebase simulator waits for it. */
export const FIREBASE_HANDLER_MESSAGE = 'playport:firebase-auth';

const PROVIDERS: Record<string, string> = {
  'google.com': 'Google.com',
  'apple.com': 'Apple.com',
  'facebook.com': 'Facebook.com',
};
const query = z.object({
  providerId: z.enum(['google.com', 'apple.com', 'facebook.com']),
  origin: z.string().max(256),
});
const form = query.extend({ email: z.email().max(254), name: z.string().max(128).optional() });

/**
 * Local mode: a stand-in for the provider popup of Firebase Auth, modelled on the Auth emulator's
 * handler page ("Add new account" with e-mail and display name). Its submit signs a Firebase ID
 * token with the local secret (verified by verify-firebase) and posts it to the opener.
 */
export function firebaseAuthHandlerRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/handler', (c) => {
    const parsed = query.safeParse(c.req.query());
    const { allowedOrigins } = c.get('deps').config;
    if (!parsed.success || !allowedOrigins.includes(parsed.data.origin))
      return c.text('Unknown provider or origin', 400);
    const { providerId, origin } = parsed.data;
    const label = PROVIDERS[providerId]!;
    return simulatorPage(
      c,
      `Sign-in with ${label}`,
      `<h1>Sign-in with ${label}</h1>
<p class="note">Local stand-in for the ${escapeHtml(label)} sign-in of Firebase Auth. No real provider is contacted.</p>
<form method="post" action="handler">
<h2>Add new account</h2>
${hiddenInputs({ providerId, origin })}
<label for="email-input">Email</label><input id="email-input" name="email" type="email" autocomplete="email" required>
<label for="display-name-input">Display name (optional)</label><input id="display-name-input" name="name" autocomplete="name">
<button id="sign-in" type="submit">Sign in with ${escapeHtml(label)}</button>
</form>`,
    );
  });

  app.post('/handler', async (c) => {
    const deps = c.get('deps');
    const parsed = form.safeParse(await formFields(c));
    if (!parsed.success || !deps.config.allowedOrigins.includes(parsed.data.origin))
      return c.text('Invalid sign-in form', 400);
    const { providerId, origin, email, name } = parsed.data;
    const uid = createHash('sha256').update(`${providerId}:${email.toLowerCase()}`).digest('hex').slice(0, 28);
    const idToken = await signFirebaseIdToken(
      { uid, email, name: name || undefined },
      localOnlySecret(deps.config, 'FIREBASE_PROJECT_ID'),
      localOnlySecret(deps.config, 'FIREBASE_TEST_SECRET'),
      deps.clock(),
    );
    c.header('Cache-Control', 'no-store');
    return simulatorPage(
      c,
      'Signing in',
      '<p id="status" role="status">Signing in…</p>',
      postToOpenerScript({ type: FIREBASE_HANDLER_MESSAGE, providerId, idToken }, origin),
    );
  });
  return app;
}
