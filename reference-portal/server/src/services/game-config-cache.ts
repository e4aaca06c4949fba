import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/database';
import { type CompressedForms, compressedOnce } from '../encoding/compressed-forms';
import { GAMES_CHANNEL } from '../db/notifications';
import { gameConfigReply } from './game-config';
import { type GameRow, requireGame } from './games';

/** The config reply of one game on one platform, as sent: its JSON text, its entity tag and its compressed forms. */
export interface CachedReply {
  readonly body: string;
  readonly etag: string;
  readonly compressed: CompressedForms;
}

/** Entity tags of the JSON text: weak, since compression (`http/compression.ts`) sends the same content in other bytes. */
export const entityTag = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Game config replies by game and platform, kept while the database can tell this process about
 * changes: a trigger on `games` notifies GAMES_CHANNEL on every insert, update and delete, whoever
 * makes it (this server, another instance, an operator), and each notification drops that game's
 * replies. While nothing listens (not yet, or every listening connection lost), nothing is kept.
 */
export class GameConfigCache {
  private readonly games = new Map<string, Map<string, Promise<CachedReply>>>();

  constructor(
    private readonly load: (game: string) => Promise<GameRow>,
    private readonly hearing: () => boolean,
  ) {}

  /** The reply, from memory when kept; one read of the game serves every request waiting on it. Unknown games are not kept. */
  reply(game: string, platform: string): Promise<CachedReply> {
    const kept = this.games.get(game)?.get(platform);
    if (kept) return kept;
    const reply = this.load(game).then((row) => {
      const body = JSON.stringify(gameConfigReply(row, platform));
      return { body, etag: entityTag(body), compressed: compressedOnce(body) };
    });
    // Kept from the start, so requests arriving meanwhile share the read; a change meanwhile drops it.
    const entries = this.games.get(game) ?? new Map<string, Promise<CachedReply>>();
    entries.set(platform, reply);
    this.games.set(game, entries);
    const forget = () => {
      if (this.games.get(game)?.get(platform) === reply) this.games.get(game)!.delete(platform);
    };
    reply.then(() => {
      if (!this.hearing()) forget();
    }, forget);
    return reply;
  }

  /** Forgets one game's replies (every game's without a name), so the next request reads it again. */
  invalidate(game?: string): void {
    if (game === undefined) this.games.clear();
    else this.games.delete(game);
  }
}

/**
 * Subscribes the cache to GAMES_CHANNEL on the database's driver, and says whether it is heard. On
 * PostgreSQL every pooled connection listens before its first use, so a change made through this
 * process arrives on the very connection that made it, before its statement returns, and a change made
 * elsewhere on every connection; when the pool drops the last connection the cache hears, the cache
 * forgets everything. The embedded database is this process's own.
 */
function subscribe(db: Db, cache: GameConfigCache): () => boolean {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    let heard = false;
    void client
      .listen(GAMES_CHANNEL, (payload) => cache.invalidate(payload))
      .then(
        () => (heard = true),
        () => {},
      );
    return () => heard;
  }
  if (client instanceof pg.Pool) {
    // Every connection listens from birth (db/notifications.ts); the cache hears those it has seen taken.
    const heard = new WeakSet<pg.PoolClient>();
    let hearing = 0;
    client.on('acquire', (connection) => {
      if (heard.has(connection)) return;
      heard.add(connection);
      hearing += 1;
      connection.on('notification', (n) => {
        if (n.channel === GAMES_CHANNEL) cache.invalidate(n.payload);
      });
    });
    client.on('remove', (connection) => {
      if (!heard.has(connection)) return;
      hearing -= 1;
      if (hearing === 0) cache.invalidate();
    });
    return () => hearing > 0;
  }
  return () => false;
}

const caches = new WeakMap<Db, GameConfigCache>();

/** The cache of a database: every app in this process over the same database shares it. */
export function gameConfigCache(db: Db): GameConfigCache {
  let cache = caches.get(db);
  if (!cache) {
    let hearing = () => false;
    cache = new GameConfigCache(
      (game) => requireGame(db, game),
      () => hearing(),
    );
    hearing = subscribe(db, cache);
    caches.set(db, cache);
  }
  return cache;
}

/** Whether an `If-None-Match` header names the entity tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
