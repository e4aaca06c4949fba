import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { gameConfigReply } from './game-config';
import { type GameRow, requireGame } from './games';

/**
 * How long an instance answers a game's config from memory before reading the game again. A write
 * through this process empties the game's entries at once; another instance on the same PostgreSQL
 * sees the change within this time. The reply itself says `max-age=60`, so browsers and shared caches
 * may already hold it far longer; a second here adds little to that and keeps the database off the
 * most requested read.
 */
export const GAME_CONFIG_TTL_MS = 1000;

/** The config reply of one game on one platform, as sent: its JSON text and its entity tag. */
export interface CachedReply {
  readonly body: string;
  readonly etag: string;
}

interface Entry {
  readonly expires: number;
  readonly reply: Promise<CachedReply>;
}

/** Entity tags of the JSON text: weak, since compression (`http/compression.ts`) sends the same content in other bytes. */
export const entityTag = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Game config replies by game and platform, for one database. */
export class GameConfigCache {
  private readonly games = new Map<string, Map<string, Entry>>();

  constructor(private readonly load: (game: string) => Promise<GameRow>) {}

  /** The reply, from memory when fresh; one read of the game serves every request waiting on it. Unknown games are not kept. */
  reply(game: string, platform: string, now: Date): Promise<CachedReply> {
    const entries = this.games.get(game);
    const entry = entries?.get(platform);
    if (entry && entry.expires > now.getTime()) return entry.reply;
    const reply = this.load(game).then((row) => {
      const body = JSON.stringify(gameConfigReply(row, platform));
      return { body, etag: entityTag(body) };
    });
    const fresh: Entry = { expires: now.getTime() + GAME_CONFIG_TTL_MS, reply };
    const forget = () => {
      if (this.games.get(game)?.get(platform) === fresh) this.games.get(game)!.delete(platform);
    };
    reply.catch(forget);
    // Kept from the start, so requests arriving meanwhile share the read; a write meanwhile drops it.
    if (entries) entries.set(platform, fresh);
    else this.games.set(game, new Map([[platform, fresh]]));
    return reply;
  }

  /** Forgets one game's replies (every game's without a name), so the next request reads it again. */
  invalidate(game?: string): void {
    if (game === undefined) this.games.clear();
    else this.games.delete(game);
  }
}

const caches = new WeakMap<Db, GameConfigCache>();

/** The cache of a database: every app in this process over the same database shares it, and so its invalidation. */
export function gameConfigCache(db: Db): GameConfigCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new GameConfigCache((game) => requireGame(db, game));
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
