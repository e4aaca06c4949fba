import { Hono } from 'hono';
import { playContract as contract } from '@playport/api-contract';
import { implement, implementRaw } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';
import { requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { buildView, buildsOf } from '../services/builds';
import { requireGame } from '../services/games';

/** The player's build selection and its bare index page. */
export function playRoutes() {
  const app = new Hono<AppEnv>();

  implementRaw(app, contract.indexHtml, async (c, input) => {
    const { Game } = input.query;
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

  implement(app, contract.game, { use: [requireSessionOrGameToken] }, async (c, input) => {
    const { Game } = input.params;
    requireGameScope(c, Game);
    const game = await requireGame(c.get('deps').db, Game);
    const [latest] = await buildsOf(c.get('deps').db, Game, 'Web');
    const data = game.config.PublicGameData as { PlayGameType?: 'Unity' | 'Iframe' };
    return {
      Game,
      PlayGameType: data.PlayGameType ?? 'Iframe',
      Url: game.url,
      Build: latest ? buildView(latest) : null,
    };
  });

  implement(app, contract.list, { use: [requireSessionOrGameToken] }, async (c, input) => {
    const { Game } = input.params;
    requireGameScope(c, Game);
    const { OtaVersion } = input.query;
    const newerThan = Number.parseInt(OtaVersion, 10) || 0;
    await requireGame(c.get('deps').db, Game);
    const builds = await buildsOf(c.get('deps').db, Game, 'Web', newerThan);
    return { Builds: builds.map(buildView) };
  });

  return app;
}
