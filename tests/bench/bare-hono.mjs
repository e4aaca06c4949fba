// The framework's ceiling for the API bench: a bare Hono app on @hono/node-server (the server's own
// stack) answering each measured route with the bytes the real server answered, and nothing else: no
// middleware, no validation, no database. POST routes read their body as the real ones do.
// Run by api.mjs: `node bare-hono.mjs <port> <replies.json>`.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [port, repliesFile] = process.argv.slice(2);
/** @type {{ method: string, path: string, status: number, headers: Record<string, string>, body: string, readsJson: boolean }[]} */
const replies = JSON.parse(readFileSync(repliesFile, 'utf8'));
const app = new Hono();
for (const r of replies) {
  const path = r.path.split('?')[0];
  app.on(r.method, path, async (c) => {
    if (r.readsJson) await c.req.json();
    return c.body(r.status === 204 ? null : r.body, r.status, r.headers);
  });
}
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' });
