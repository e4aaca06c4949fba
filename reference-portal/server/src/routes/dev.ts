import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { sandboxPayRoutes } from './sandbox-pay';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Local mode only: the mail outbox and the sandbox payment provider. */
export function devRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/outbox.json', async (c) => {
    const rows = await c.get('deps').db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
    return c.json({ Mails: rows.map((m) => ({ Id: m.id, To: m.to, Subject: m.subject, Text: m.text, Link: m.link, CreatedAt: m.createdAt.toISOString() })) });
  });

  app.get('/outbox', async (c) => {
    const rows = await c.get('deps').db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
    const items = rows
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To <b>${escapeHtml(m.to)}</b> · ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.text)}</pre>${m.link ? `<a href="${escapeHtml(m.link)}">Open the link</a>` : ''}</article>`)
      .join('\n');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(`<!doctype html><html><head><meta charset="utf-8"><title>Playport mail outbox</title>
<style>body{font:15px system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Mail outbox</h1><p>Mails the local server would have sent, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
  });

  app.route('/sandbox-pay', sandboxPayRoutes());
  return app;
}
