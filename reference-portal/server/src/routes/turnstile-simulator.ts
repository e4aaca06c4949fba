import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/**
 * A stand-in for `https://challenges.cloudflare.com/turnstile/v0/api.js` (local mode): the same
 * `window.turnstile` API, a checkbox instead of a challenge, Cloudflare's test outcomes by sitekey
 * (`1x…` passes with the dummy token, `2x…` fails).
 */
const SCRIPT = `(() => {
  const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
  const widgets = new Map();
  let next = 0;
  const find = (id) => (id === undefined ? [...widgets.values()].pop() : widgets.get(typeof id === 'string' ? id : [...widgets.keys()].find((k) => widgets.get(k).el === id)));
  const run = (w) => {
    if (w.params.sitekey.startsWith('2x')) { w.status.textContent = 'Failed'; const h = w.params['error-callback']; if (h) h('600010'); return; }
    w.token = TOKEN; w.status.textContent = 'Success!'; w.box.checked = true; w.box.disabled = true;
    if (w.params.callback) w.params.callback(TOKEN);
  };
  const api = {
    ready(cb) { cb(); },
    render(container, params) {
      const el = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'cf-sim-' + ++next;
      const label = document.createElement('label');
      label.className = 'cf-turnstile-sim';
      label.style.cssText = 'display:inline-flex;gap:.5rem;align-items:center;padding:.75rem 1rem;border:1px solid #888;border-radius:4px;background:#222;color:#eee;font:14px system-ui';
      const box = document.createElement('input');
      box.type = 'checkbox';
      const text = document.createElement('span');
      text.textContent = 'Verify you are human';
      const status = document.createElement('span');
      status.setAttribute('role', 'status');
      label.append(box, text, status);
      el.append(label);
      const w = { el, params, box, status, label, token: undefined };
      box.addEventListener('change', () => box.checked && run(w));
      widgets.set(id, w);
      return id;
    },
    execute(id) { const w = find(id); if (w) run(w); },
    reset(id) { const w = find(id); if (w) { w.token = undefined; w.box.checked = false; w.box.disabled = false; w.status.textContent = ''; } },
    remove(id) { const w = find(id); if (w) { w.label.remove(); widgets.delete([...widgets.keys()].find((k) => widgets.get(k) === w)); } },
    getResponse(id) { return find(id)?.token; },
    isExpired() { return false; },
  };
  window.turnstile = api;
  const onload = document.currentScript && new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

export function turnstileSimulatorRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/api.js', (c) =>
    c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  return app;
}
