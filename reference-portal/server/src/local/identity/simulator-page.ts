import type { Context } from 'hono';
import { randomToken } from '../../crypto/tokens';
import { escapeHtml } from '../../http/escape-html';

/** A value as a JavaScript literal that is safe inside a `<script>` element. */
const scriptLiteral = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/** Hidden form fields carrying values through a consent form; an absent value is sent empty. */
export const hiddenInputs = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v ?? '')}">`)
    .join('');

/** A posted form's fields as strings, for a schema to check; a malformed body gives no fields, so the schema refuses it. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
}

/** Answers with a stand-in provider page and its CSP: one nonce for its style and script, no framing, forms post to itself. */
export function simulatorPage(c: Context, title: string, body: string, script = '') {
  const nonce = randomToken(16);
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font:15px system-ui;background:#fff;color:#202124;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0 .25rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #888;border-radius:4px}
button{font:inherit;margin:1rem .5rem 0 0;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#1a73e8;color:#fff;cursor:pointer}
button.secondary{background:#e8eaed;color:#202124}.note{color:#5f6368;font-size:13px}[role=alert]{color:#c5221f}</style></head>
<body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
  c.header('Content-Security-Policy', csp);
  return c.html(html);
}

/**
 * The script of a page that hands a result to the window that opened it, at that window's exact
 * origin, then closes; without an opener it says so on the page.
 */
export function postToOpenerScript(message: unknown, targetOrigin: string): string {
  return `(() => {
  const status = document.getElementById('status');
  if (!window.opener) { status.textContent = 'This page was not opened by the portal; you may close it.'; return; }
  window.opener.postMessage(${scriptLiteral(message)}, ${scriptLiteral(targetOrigin)});
  window.close();
})();`;
}
