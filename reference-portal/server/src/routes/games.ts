import { Hono } from 'hono';
import { gamesContract as contract, playContract } from '@playport/api-contract';
import { acceptedEncoding } from '../http/accepted-encoding';
import { completeAnswer } from '../http/answer';
import { implement, preparedReply } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { gameConfigReply, gameListItem, isListed } from '../services/game-config';
import { etagMatches, gameConfigCache } from '../services/game-config-cache';
import { gamesWithPublicLauncher } from '../services/builds';
import { gamesBySystemName, requireGame } from '../services/games';

/** Game configs, the games list (without test games) and the web app manifest. */
export function gamesRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.publicGameConfig, async (c, input) => {
    const { Game } = input.params;
    const { WebPublishingPlatform } = input.query;
    const { db } = c.get('deps');
    const reply = await gameConfigCache(db).reply(Game, WebPublishingPlatform);
    // Every game page asks for this: the answer is made with all its headers, compressed once per reply.
    const cache = 'public, max-age=60';
    if (etagMatches(c.req.header('if-none-match'), reply.etag))
      return preparedReply(
        completeAnswer(c, null, 304, { 'Cache-Control': cache, ETag: reply.etag, Vary: 'Accept-Encoding' }),
      );
    const coding = acceptedEncoding(c.req.header('accept-encoding'));
    const compressed = coding && (await reply.compressed(coding));
    return preparedReply(
      completeAnswer(c, compressed || reply.body, 200, {
        'Content-Type': 'application/json',
        'Cache-Control': cache,
        ETag: reply.etag,
        Vary: 'Accept-Encoding',
        ...(compressed && { 'Content-Encoding': coding }),
      }),
    );
  });

  implement(app, playContract.chooseGame, async (c, { body }) => {
    const reply = gameConfigReply(await requireGame(c.get('deps').db, body.GameSystemName), body.WebPublishingPlatform);
    return { PortalConfig: reply.PortalConfig, PublicGameData: reply.PublicGameData };
  });

  implement(app, contract.list, async (c, { body }) => {
    const { db } = c.get('deps');
    const rows = await gamesBySystemName(db);
    const withLauncher = await gamesWithPublicLauncher(db);
    return {
      Games: rows.filter(isListed).map((g) => gameListItem(g, body.Locale, withLauncher.has(g.systemName))),
    };
  });

  implement(app, contract.listWithConfigs, async (c, { body }) => {
    const rows = await gamesBySystemName(c.get('deps').db);
    return {
      Games: rows.filter(isListed).map((g) => gameConfigReply(g, body.WebPublishingPlatform ?? 'FxId')),
    };
  });

  implement(app, contract.manifest, { contentType: 'application/manifest+json' }, async (c, input) => {
    const { Game } = input.params;
    const game = await requireGame(c.get('deps').db, Game);
    const extra = (game.config.Manifest ?? {}) as Record<string, unknown>;
    const start = `/play/${encodeURIComponent(game.systemName)}`;
    return {
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
    };
  });

  return app;
}
