import { Hono } from 'hono';
import { playContract as contract, routerPath } from '@playport/api-contract';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';
import { requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { readParams, readQuery } from '../http/validate';
import { buildView, buildsOf } from '../services/builds';
import { requireGame } from '../services/games';

/** The player's build selection and its bare index page. */
export function playRoutes() {
  const app = new Hono<AppEnv>();

  app.get(routerPath(contract.indexHtml.route), async (c) => {
    const { Game } = readQuery(c, contract.indexHtml.query);
    const game = await requireGame(c.get('deps').db, Game);
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; frame-src ${new URL(game.url).origin}; style-src 'unsafe-inline'`,
    );
    return c.html(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(game.title)}</title>
<style>html,body,iframe{margin:0;width:100%;height:100%;border:0;background:#111318}</style></head>
<body><iframe src="${escapeHtml(game.url)}" title="${escapeHtml(game.title)}" allow="fullscreen; autoplay; gamepad; clipboard-write"
sandbox="allow-scripts allow-same-origin allow-pointer-lock allow-popups allow-popups-to-escape-sandbox allow-forms"></iframe></body></html>`);
  });

  app.get(routerPath(contract.game.route), requireSessionOrGameToken, async (c) => {
    const { Game } = readParams(c, contract.game.params);
    requireGameScope(c, Game);
    readQuery(c, contract.game.query);
    const game = await requireGame(c.get('deps').db, Game);
    const [latest] = await buildsOf(c.get('deps').db, Game, 'Web');
    const data = game.config.PublicGameData as { PlayGameType?: string };
    return c.json({
      Game,
      PlayGameType: data.PlayGameType ?? 'Iframe',
      Url: game.url,
      Build: latest ? buildView(latest) : null,
    });
  });

  app.get(routerPath(contract.list.route), requireSessionOrGameToken, async (c) => {
    const { Game } = readParams(c, contract.list.params);
    requireGameScope(c, Game);
    const { OtaVersion } = readQuery(c, contract.list.query);
    const newerThan = Number.parseInt(OtaVersion, 10) || 0;
    await requireGame(c.get('deps').db, Game);
    const builds = await buildsOf(c.get('deps').db, Game, 'Web', newerThan);
    return c.json({ Builds: builds.map(buildView) });
  });

  return app;
}
