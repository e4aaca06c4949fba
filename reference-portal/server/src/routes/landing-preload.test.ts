import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { games } from '../db/schema';
import { json, useTestApp } from '../test/test-app';
import { cachedFeaturedCover, coverPreloadLink, featuredCover } from './landing-preload';

const t = useTestApp();
const listedGames = async () =>
  (
    await json<{ Games: { GameSystemName: string; ImageUrl: string | null }[] }>(
      await t().post('/api/v1/games/list', {}),
    )
  ).Games;

describe('featuredCover', () => {
  it("is the cover the landing page shows: the first game of games/list's answer that has one", async () => {
    const shown = (await listedGames()).find((g) => g.ImageUrl)!;
    expect(shown.ImageUrl).toMatch(/\/cover\.svg$/);
    expect(await featuredCover(t().database.db)).toBe(shown.ImageUrl);
  });

  it('picks by the list order among several covers, skipping a listed game without one', async () => {
    const db = t().database.db;
    const [hello] = await db.select().from(games).where(eq(games.systemName, 'hello-game'));
    // Two more listed games, one before and one after hello-game in the list's order.
    for (const systemName of ['aaa-first', 'zzz-last']) await db.insert(games).values({ ...hello!, systemName });
    const names = (await listedGames()).map((g) => g.GameSystemName);
    expect(names).toEqual(['aaa-first', 'hello-game', 'zzz-last']);
    for (const name of names) {
      const cover = name === names[0] ? null : `/covers/${name}.svg`;
      await db
        .update(games)
        .set({ config: sql`jsonb_set(${games.config}, '{Listing,ImageUrl}', ${JSON.stringify(cover)}::jsonb)` })
        .where(eq(games.systemName, name));
    }
    expect((await listedGames()).find((g) => g.ImageUrl)!.ImageUrl).toBe(`/covers/${names[1]}.svg`);
    expect(await featuredCover(db)).toBe(`/covers/${names[1]}.svg`);
  });

  it('follows the list: a game left out of it (a test game) gives its cover up to the next, and none is null', async () => {
    const db = t().database.db;
    const first = (await featuredCover(db))!;
    const owner = (await db.select().from(games)).find(
      (g) => (g.config.Listing as { ImageUrl?: string })?.ImageUrl === first,
    )!;
    await db
      .update(games)
      .set({ config: sql`jsonb_set(${games.config}, '{TestGame}', 'true'::jsonb)` })
      .where(eq(games.systemName, owner.systemName));
    const next = await featuredCover(db);
    expect(next).not.toBe(first);
    await db.update(games).set({ config: sql`${games.config} - 'Listing'` });
    expect(await featuredCover(db)).toBeNull();
  });
});

describe('cachedFeaturedCover', () => {
  it('reads once per lifetime, and reads again after it', async () => {
    let now = 0;
    const read = vi.fn(async () => `/games/g${read.mock.calls.length}/cover.svg`);
    const cover = cachedFeaturedCover(read, 30_000, () => now);
    expect(await cover()).toBe('/games/g1/cover.svg');
    now = 29_999;
    expect(await cover()).toBe('/games/g1/cover.svg');
    now = 30_000;
    expect(await cover()).toBe('/games/g2/cover.svg');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers null for a failed read and does not keep it', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('database unavailable')).mockResolvedValue('/c.svg');
    const cover = cachedFeaturedCover(read, 30_000, () => 0);
    expect(await cover()).toBeNull();
    expect(await cover()).toBe('/c.svg');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('coverPreloadLink', () => {
  it('names an http(s) or root-relative URL as an image to preload, first', () => {
    expect(coverPreloadLink('http://127.0.0.1:8788/hello-game/cover.svg')).toBe(
      '<http://127.0.0.1:8788/hello-game/cover.svg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(coverPreloadLink('/games/hello-game/cover.svg?v=2')).toBe(
      '</games/hello-game/cover.svg?v=2>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('refuses what a header cannot carry as it is, or what is not a page resource', () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/cover.svg',
      'cover.svg',
      '/a b.svg',
      '/cover.svg>; rel=stylesheet',
      '/a,b.svg',
      '/obložka.svg',
      '/cover.svg\r\nSet-Cookie: x=1',
    ]) {
      expect(coverPreloadLink(url), url).toBeNull();
    }
  });
});
