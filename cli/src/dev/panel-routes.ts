import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { runtimePath } from '../paths.js';
import type { ProjectConfig } from '../project-config.js';
import { ADAPTERS } from '../platforms.js';
import { LANGUAGES } from '../project-config.js';
import { NO_OUTCOMES, OUTCOMES, scenarioFor, type AdOutcome, type PurchaseOutcome, type SignIn } from './outcomes.js';

const FILES: Record<string, string> = {
  '/': 'index.html',
  '/panel.js': 'panel.js',
  '/panel.css': 'panel.css',
};
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

export interface PanelOptions {
  readonly project: ProjectConfig;
  readonly platform: string;
  readonly listOrders: () => Promise<unknown[]>;
}

/** The QA page under `/_playport/`: its files, what it offers per platform, the scenario of a set of choices and the game's orders. */
export function panelRoutes({ project, platform, listOrders }: PanelOptions) {
  const app = new Hono();
  app.get('/config.json', (c) =>
    c.json({
      game: project.name,
      title: project.title,
      // The frame's starting orientation, as playport.config.json asks (`?orientation=` overrides it).
      orientation: project.orientation,
      platform,
      platforms: ADAPTERS,
      languages: LANGUAGES,
      gameLanguages: project.languages,
      products: project.products.map((p) => p.sku),
      outcomes: Object.fromEntries(
        ADAPTERS.map((a) => {
          const o = OUTCOMES[a] ?? NO_OUTCOMES;
          const labels = (group: Record<string, { result: string }>) =>
            Object.fromEntries(Object.entries(group).map(([k, v]) => [k, v.result]));
          const data = (group: Record<string, { expect: unknown }>) =>
            Object.fromEntries(Object.entries(group).map(([k, v]) => [k, v.expect]));
          const checkout = Object.fromEntries(
            Object.entries(o.purchase)
              .filter(([, v]) => v.checkout)
              .map(([k, v]) => [k, v.checkout]),
          );
          return [
            a,
            {
              ad: labels(o.ad),
              purchase: labels(o.purchase),
              signIn: labels(o.signIn),
              checkout,
              purchaseWindow: o.purchaseWindow ?? null,
              // The same answers as data, for tools that check what the game received.
              expect: { ad: data(o.ad), purchase: data(o.purchase), signIn: data(o.signIn) },
            },
          ];
        }),
      ),
    }),
  );
  app.get('/scenario', (c) => {
    const q = c.req.query();
    const target = q.platform && ADAPTERS.includes(q.platform) ? q.platform : platform;
    return c.json(
      scenarioFor(target, {
        ad: q.ad as AdOutcome | undefined,
        purchase: q.purchase as PurchaseOutcome | undefined,
        signIn: q.signIn as SignIn | undefined,
      }),
    );
  });
  app.get('/orders', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ orders: await listOrders() });
  });
  app.get('*', async (c) => {
    const name = FILES[c.req.path.replace(/^\/_playport/, '') || '/'];
    if (!name) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; frame-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data:",
    );
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(await readFile(runtimePath('cli', 'panel', name), 'utf8'), 200, {
      'Content-Type': TYPES[name.split('.').pop()!]!,
    });
  });
  return app;
}
