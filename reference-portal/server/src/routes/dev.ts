import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';
import { gameName, readJson, readParams } from '../http/validate';
import { requireGame } from '../services/games';
import { analyticsBatchesOfSession, copyGameWithStore, recentMails } from '../services/local-dev';
import { sandboxPayRoutes } from './sandbox-pay';

const gameCopy = z.object({ Tag: z.string().regex(/^[a-z0-9]{1,48}$/), Store: z.record(z.string(), z.unknown()) });

const sessionParams = z.object({ sessionId: z.string().min(1).max(128) });
const gameCopyParams = z.object({ game: gameName });

/**
 * Local mode only: the mail outbox, the sandbox payment provider, and copies of a game with another
 * Store config, so each payment provider can be tried side by side. A copy is named `{game}--{Tag}`,
 * has the game's products, and the games origin serves it from the game's own folder.
 */
export function devRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/outbox.json', async (c) => {
    const rows = await recentMails(c.get('deps').db);
    return c.json({
      Mails: rows.map((m) => ({
        Id: m.id,
        To: m.to,
        Subject: m.subject,
        Text: m.text,
        Link: m.link,
        CreatedAt: m.createdAt.toISOString(),
      })),
    });
  });

  app.get('/outbox', async (c) => {
    const rows = await recentMails(c.get('deps').db);
    const items = rows
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To <b>${escapeHtml(m.to)}</b> · ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.text)}</pre>${m.link ? `<a href="${escapeHtml(m.link)}">Open the link</a>` : ''}</article>`,
      )
      .join('\n');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(`<!doctype html><html><head><meta charset="utf-8"><title>Playport mail outbox</title>
<style>body{font:15px system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Mail outbox</h1><p>Mails the local server would have sent, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
  });

  // What a page's analytics stored, batch by batch: a game developer sees what their game sent.
  app.get('/analytics/:sessionId', async (c) => {
    const { sessionId } = readParams(c, sessionParams);
    const rows = await analyticsBatchesOfSession(c.get('deps').db, sessionId);
    const batches = rows.map((row) => ({
      BatchId: row.batchKey,
      Events: row.events.map((e) => ({ EventId: e.event_id, Fields: e.fields })),
    }));
    return c.json({ SessionId: sessionId, Batches: batches });
  });

  app.post('/games/:game/copy', async (c) => {
    const { db, clock } = c.get('deps');
    const { game } = readParams(c, gameCopyParams);
    const body = await readJson(c, gameCopy);
    const source = await requireGame(db, game);
    const name = `${game}--${body.Tag}`;
    await copyGameWithStore(db, source, name, body.Store, clock());
    return c.json({ SystemName: name }, 201);
  });

  app.route('/sandbox-pay', sandboxPayRoutes());
  return app;
}
