import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { gamesContract as contract, playContract, routerPath } from '@playport/api-contract';
import { launcherBuilds } from '../db/schema';
import { acceptedEncoding } from '../http/accepted-encoding';
import { completeAnswer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { readJson, readParams, readQuery } from '../http/validate';
import { gameConfigReply, gameListItem, isListed } from '../services/game-config';
import { etagMatches, gameConfigCache } from '../services/game-config-cache';
import { gamesBySystemName, requireGame } from '../services/games';

/** Game configs, the games list (without test games) and the web app manifest. */
export function gamesRoutes() {
  const app = new Hono<AppEnv>();

  app.get(routerPath(contract.publicGameConfig.route), async (c) => {
    const { Game } = readParams(c, contract.publicGameConfig.params);
    const { WebPublishingPlatform } = readQuery(c, contract.publicGameConfig.query);
    const { db } = c.get('deps');
    const reply = await gameConfigCache(db).reply(Game, WebPublishingPlatform);
    // Every game page asks for this: the answer is made with all its headers, compressed once per reply.
    const cache = 'public, max-age=60';
    if (etagMatches(c.req.header('if-none-match'), reply.etag))
      return completeAnswer(c, null, 304, { 'Cache-Control': cache, ETag: reply.etag, Vary: 'Accept-Encoding' });
    const coding = acceptedEncoding(c.req.header('accept-encoding'));
    const compressed = coding && (await reply.compressed(coding));
    return completeAnswer(c, compressed || reply.body, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': cache,
      ETag: reply.etag,
      Vary: 'Accept-Encoding',
      ...(compressed && { 'Content-Encoding': coding }),
    });
  });

  app.post(routerPath(playContract.chooseGame.route), async (c) => {
    const body = await readJson(c, playContract.chooseGame.body);
    const reply = gameConfigReply(await requireGame(c.get('deps').db, body.GameSystemName), body.WebPublishingPlatform);
    return c.json({ PortalConfig: reply.PortalConfig, PublicGameData: reply.PublicGameData });
  });

  app.post(routerPath(contract.list.route), async (c) => {
    const body = await readJson(c, contract.list.body);
    const { db } = c.get('deps');
    const rows = await gamesBySystemName(db);
    const launchers = await db
      .selectDistinct({ game: launcherBuilds.game })
      .from(launcherBuilds)
      .where(and(eq(launcherBuilds.buildType, 'Windows'), eq(launcherBuilds.isPublic, true)));
    const withLauncher = new Set(launchers.map((l) => l.game));
    return c.json({
      Games: rows.filter(isListed).map((g) => gameListItem(g, body.Locale, withLauncher.has(g.systemName))),
    });
  });

  app.post(routerPath(contract.listWithConfigs.route), async (c) => {
    const body = await readJson(c, contract.listWithConfigs.body);
    const rows = await gamesBySystemName(c.get('deps').db);
    return c.json({
      Games: rows.filter(isListed).map((g) => gameConfigReply(g, body.WebPublishingPlatform ?? 'FxId')),
    });
  });

  app.get(routerPath(contract.manifest.route), async (c) => {
    const { Game } = readParams(c, contract.manifest.params);
    const game = await requireGame(c.get('deps').db, Game);
    const extra = (game.config.Manifest ?? {}) as Record<string, unknown>;
    const start = `/play/${encodeURIComponent(game.systemName)}`;
    c.header('Content-Type', 'application/manifest+json');
    return c.body(
      JSON.stringify({
        name: game.title,
        short_name: game.title.slice(0, 12),
        icons: [
          { src: gameListItem(game, null).IconUrl ?? '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        start_url: start,
        scope: `${start}`,
        display: 'fullscreen',
        id: start,
        theme_color: '#111318',
        background_color: '#111318',
        orientation:
          (game.config.PublicGameData as { GameOrientation?: string }).GameOrientation === 'Vertical'
            ? 'portrait'
            : 'landscape',
        related_applications: [],
        ...extra,
      }),
    );
  });

  return app;
}
