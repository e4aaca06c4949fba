import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';
import { requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { gameName, readParams, readQuery } from '../http/validate';
import { buildView, buildsOf } from '../services/builds';
import { requireGame } from '../services/games';

const gameParam = z.object({ Game: gameName });

const indexQuery = z.object({ Game: gameName.default('hello-game') });
const playQuery = z.object({ OtaVersion: z.string().max(32).optional(), BuildNumber: z.coerce.number().int().optional(), WebPublishingPlatform: z.string().max(64).optional() });
const listQuery = z.object({ OtaVersion: z.string().max(32).default('0') });

/** The player's build selection and its bare index page. */
export function playRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/play/index_html', async (c) => {
    const { Game } = readQuery(c, indexQuery);
    const game = await requireGame(c.get('deps').db, Game);
    c.header('Content-Security-Policy', `default-src 'none'; frame-src ${new URL(game.url).origin}; style-src 'unsafe-inline'`);
    return c.html(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(game.title)}</title>
<style>html,body,iframe{margin:0;width:100%;height:100%;border:0;background:#111318}</style></head>
<body><iframe src="${escapeHtml(game.url)}" title="${escapeHtml(game.title)}" allow="fullscreen; autoplay; gamepad; clipboard-write"
sandbox="allow-scripts allow-same-origin allow-pointer-lock allow-popups allow-popups-to-escape-sandbox allow-forms"></iframe></body></html>`);
  });

  app.get('/play/:Game', requireSessionOrGameToken, async (c) => {
    const { Game } = readParams(c, gameParam);
    requireGameScope(c, Game);
    readQuery(c, playQuery);
    const game = await requireGame(c.get('deps').db, Game);
    const [latest] = await buildsOf(c.get('deps').db, Game, 'Web');
    const data = game.config.PublicGameData as { PlayGameType?: string };
    return c.json({ Game, PlayGameType: data.PlayGameType ?? 'Iframe', Url: game.url, Build: latest ? buildView(latest) : null });
  });

  app.get('/play/:Game/list', requireSessionOrGameToken, async (c) => {
    const { Game } = readParams(c, gameParam);
    requireGameScope(c, Game);
    const { OtaVersion } = readQuery(c, listQuery);
    const newerThan = Number.parseInt(OtaVersion, 10) || 0;
    await requireGame(c.get('deps').db, Game);
    const builds = await buildsOf(c.get('deps').db, Game, 'Web', newerThan);
    return c.json({ Builds: builds.map(buildView) });
  });

  return app;
}
