import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { randomToken } from '../crypto/tokens';

/**
 * The page a magic link opens. A GET only shows a button: mail scanners that prefetch links cannot
 * spend the token. The button POSTs it to `authenticate_from_email_invite`, keeps the session token
 * under `AuthToken` and continues to the checked RedirectUri.
 */
export function loginPageRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/login/email', (c) => {
    const nonce = randomToken(16);
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'`,
    );
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in to Playport</title>
<style nonce="${nonce}">body{font:16px system-ui;background:#111318;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:24rem;text-align:center}button{font:inherit;padding:.7rem 1.4rem;border:0;border-radius:.5rem;background:#4f7cff;color:#fff;cursor:pointer}
#error{color:#ff6b6b}</style></head>
<body><main><h1>Sign in</h1><p>Continue to sign in to Playport with this link.</p>
<button id="go" type="button">Continue</button><p id="status" role="status"></p><p id="error" role="alert"></p></main>
<script nonce="${nonce}">
const token = new URLSearchParams(location.search).get('inviteToken');
const go = document.getElementById('go');
if (!token) { go.disabled = true; document.getElementById('error').textContent = 'This link has no sign-in token.'; }
go.addEventListener('click', async () => {
  go.disabled = true;
  document.getElementById('status').textContent = 'Signing in…';
  try {
    const res = await fetch('/api/v1/auth/authenticate_from_email_invite', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ InviteToken: token }) });
    const body = await res.json();
    if (!res.ok || !body.Success || !body.Token) throw new Error(body.detail || 'An error has occurred');
    localStorage.setItem('AuthToken', body.Token);
    const next = body.RedirectUri || '/';
    document.getElementById('status').textContent = 'Signed in. Redirecting…';
    const link = document.createElement('a'); link.href = next; link.textContent = 'Continue';
    document.querySelector('main').append(link);
    location.assign(next);
  } catch (e) {
    document.getElementById('status').textContent = '';
    document.getElementById('error').textContent = e.message;
  }
});
</script></body></html>`);
  });

  return app;
}
