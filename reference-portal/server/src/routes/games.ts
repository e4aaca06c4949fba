import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { games, launcherBuilds } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { gameName, readJson, readParams, readQuery } from '../http/validate';
import { gameConfigReply, gameListItem, isListed, platformSchemaValues } from '../services/game-config';
import { etagMatches, gameConfigCache } from '../services/game-config-cache';
import { requireGame } from '../services/games';

const platform = z.enum(platformSchemaValues);
const gameParam = z.object({ Game: gameName });
const listRequest = z.object({ Locale: z.string().max(16).nullish(), WebPublishingPlatform: platform.nullish() });

const configQuery = z.object({ WebPublishingPlatform: platform.default('FxId') });
const chooseGameBody = z.object({
  GameSystemName: gameName,
  OriginUrl: z.string().max(2048),
  WebPublishingPlatform: platform,
});

/** Game configs, the games list (without test games) and the web app manifest. */
export function gamesRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/public_game_config/:Game', async (c) => {
    const { Game } = readParams(c, gameParam);
    const { WebPublishingPlatform } = readQuery(c, configQuery);
    const { db } = c.get('deps');
    const reply = await gameConfigCache(db).reply(Game, WebPublishingPlatform);
    c.header('Cache-Control', 'public, max-age=60');
    c.header('ETag', reply.etag);
    if (etagMatches(c.req.header('if-none-match'), reply.etag)) {
      c.header('Vary', 'Accept-Encoding', { append: true });
      return c.body(null, 304);
    }
    return c.body(reply.body, 200, { 'Content-Type': 'application/json' });
  });

  app.post('/play/choose_game', async (c) => {
    const body = await readJson(c, chooseGameBody);
    const reply = gameConfigReply(await requireGame(c.get('deps').db, body.GameSystemName), body.WebPublishingPlatform);
    return c.json({ PortalConfig: reply.PortalConfig, PublicGameData: reply.PublicGameData });
  });

  app.post('/games/list', async (c) => {
    const body = await readJson(c, listRequest);
    const { db } = c.get('deps');
    const rows = await db.select().from(games).orderBy(asc(games.systemName));
    const launchers = await db.selectDistinct({ game: launcherBuilds.game }).from(launcherBuilds)
      .where(and(eq(launcherBuilds.buildType, 'Windows'), eq(launcherBuilds.isPublic, true)));
    const withLauncher = new Set(launchers.map((l) => l.game));
    return c.json({ Games: rows.filter(isListed).map((g) => gameListItem(g, body.Locale, withLauncher.has(g.systemName))) });
  });

  app.post('/games/list_with_configs', async (c) => {
    const body = await readJson(c, listRequest);
    const rows = await c.get('deps').db.select().from(games).orderBy(asc(games.systemName));
    return c.json({ Games: rows.filter(isListed).map((g) => gameConfigReply(g, body.WebPublishingPlatform ?? 'FxId')) });
  });

  app.get('/manifest/:Game', async (c) => {
    const { Game } = readParams(c, gameParam);
    const game = await requireGame(c.get('deps').db, Game);
    const extra = (game.config.Manifest ?? {}) as Record<string, unknown>;
    const start = `/play/${encodeURIComponent(game.systemName)}`;
    c.header('Content-Type', 'application/manifest+json');
    return c.body(JSON.stringify({
      name: game.title,
      short_name: game.title.slice(0, 12),
      icons: [{ src: gameListItem(game, null).IconUrl ?? '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      start_url: start,
      scope: `${start}`,
      display: 'fullscreen',
      id: start,
      theme_color: '#111318',
      background_color: '#111318',
      orientation: (game.config.PublicGameData as { GameOrientation?: string }).GameOrientation === 'Vertical' ? 'portrait' : 'landscape',
      related_applications: [],
      ...extra,
    }));
  });

  return app;
}
