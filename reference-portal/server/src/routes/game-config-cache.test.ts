import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import pg from 'pg';
import { GAMES_CHANNEL } from '../db/notifications';
import { entityTag, etagMatches, gameConfigCache } from '../services/game-config-cache';
import { type StatementLog, recordStatements } from '../test/test-db';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();
let statements: StatementLog;
beforeAll(() => {
  statements = recordStatements(t().database);
});

const CONFIG = '/api/v1/public_game_config/conformance-game';
const get = (path: string, headers: Record<string, string> = {}) => t().request('GET', path, { headers });
const varies = (res: Response) =>
  res.headers
    .get('vary')!
    .split(',')
    .map((name) => name.trim())
    .sort();
type Config = { PortalConfig: { WebPublishingPlatform: string; Title: string }; Store: Record<string, boolean> };

describe('public_game_config from memory', () => {
  it('answers with a weak entity tag of its JSON, and 304 with no body to a request that names it', async () => {
    const first = await get(`${CONFIG}?WebPublishingPlatform=YandexGames`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const text = await first.text();
    expect((JSON.parse(text) as Config).PortalConfig).toMatchObject({
      GameSystemName: 'conformance-game',
      WebPublishingPlatform: 'YandexGames',
    });
    expect(varies(first)).toEqual(['Accept-Encoding', 'Origin']);
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(entityTag(text));
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await get(`${CONFIG}?WebPublishingPlatform=YandexGames`, { 'If-None-Match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=60');
      expect(varies(again)).toEqual(['Accept-Encoding', 'Origin']);
    }
    const stale = await get(`${CONFIG}?WebPublishingPlatform=YandexGames`, { 'If-None-Match': 'W/"older"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(text);

    // Each platform has its own reply and tag.
    const fxid = await get(`${CONFIG}?WebPublishingPlatform=FxId`);
    expect((await json<Config>(fxid)).PortalConfig.WebPublishingPlatform).toBe('FxId');
    expect(fxid.headers.get('etag')).not.toBe(etag);
    expect((await get(`${CONFIG}?WebPublishingPlatform=FxId`, { 'If-None-Match': etag })).status).toBe(200);
  });

  it('is sent compressed as the request accepts, each form made once per reply, with the headers of every answer', async () => {
    const reply = await gameConfigCache(t().database.db).reply('conformance-game', 'Kongregate');
    const headers = { Origin: 'http://localhost:5173', 'X-Request-Id': 'config-coding-0001' };
    const forms = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await get(`${CONFIG}?WebPublishingPlatform=Kongregate`, { ...headers, 'Accept-Encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(coding);
      expect(res.headers.get('etag')).toBe(reply.etag);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(res.headers.get('x-request-id')).toBe('config-coding-0001');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(varies(res)).toEqual(['Accept-Encoding', 'Origin']);
      const sent = Buffer.from(await res.arrayBuffer());
      expect(sent.equals(Buffer.from(await reply.compressed(coding)!))).toBe(true);
      expect(forms[coding](sent).toString()).toBe(reply.body);
    }
    expect(reply.compressed('br')).toBe(reply.compressed('br'));
    for (const accept of ['identity', 'br;q=0, gzip;q=0', '']) {
      const res = await get(`${CONFIG}?WebPublishingPlatform=Kongregate`, accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(await res.text()).toBe(reply.body);
    }
  });

  it('reads the database once per game and platform while the game is unchanged', async () => {
    statements.take();
    const bodies = await Promise.all(
      [1, 2, 3].map(async () => (await get(`${CONFIG}?WebPublishingPlatform=Odnoklassniki`)).text()),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(await (await get(`${CONFIG}?WebPublishingPlatform=Odnoklassniki`)).text()).toBe(bodies[0]);
    expect(statements.take()).toHaveLength(1);
  });

  it('sees a change written to the database directly (an operator, a migration) at once', async () => {
    const before = await get(CONFIG);
    await t()
      .database.db.update(games)
      .set({ title: 'Renamed Directly' })
      .where(eq(games.systemName, 'conformance-game'));
    try {
      const fresh = await get(CONFIG, { 'If-None-Match': before.headers.get('etag')! });
      expect(fresh.status).toBe(200);
      expect((await json<Config>(fresh)).PortalConfig.Title).toBe('Renamed Directly');
      expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await t()
        .database.db.update(games)
        .set({ title: 'Conformance Game' })
        .where(eq(games.systemName, 'conformance-game'));
    }
    expect((await json<Config>(await get(CONFIG))).PortalConfig.Title).toBe('Conformance Game');
  });

  it('sees a change written through this server at once', async () => {
    const copy = '/api/v1/public_game_config/conformance-game--cache';
    expect(
      (await t().post('/dev/games/conformance-game/copy', { Tag: 'cache', Store: { Provider: 'Sandbox' } })).status,
    ).toBe(201);
    expect((await json<Config>(await get(copy))).Store).toEqual({
      XsollaEnabled: false,
      YookassaEnabled: false,
      StripeEnabled: false,
    });
    expect(
      (await t().post('/dev/games/conformance-game/copy', { Tag: 'cache', Store: { Provider: 'Xsolla' } })).status,
    ).toBe(201);
    expect((await json<Config>(await get(copy))).Store).toEqual({
      XsollaEnabled: true,
      YookassaEnabled: false,
      StripeEnabled: false,
    });
  });

  // Another instance is another connection to the same PostgreSQL: its change reaches this process as a notification.
  it.runIf(process.env.PLAYPORT_TEST_DATABASE_URL)(
    'sees a change made on another connection (another instance) once PostgreSQL announces it',
    async () => {
      const before = await (await get(CONFIG)).text();
      const { connectionString } = (t().database.db as unknown as { $client: pg.Pool }).$client.options;
      const other = new pg.Client({ connectionString });
      await other.connect();
      try {
        await other.query(`LISTEN ${GAMES_CHANNEL}`);
        const announced = new Promise((resolve) => other.once('notification', resolve));
        await other.query(`update games set title = 'Renamed Elsewhere' where system_name = 'conformance-game'`);
        expect(await announced).toMatchObject({ channel: GAMES_CHANNEL, payload: 'conformance-game' });
        let title = (JSON.parse(before) as Config).PortalConfig.Title;
        while (title !== 'Renamed Elsewhere') {
          await new Promise((resolve) => setTimeout(resolve, 10));
          title = (await json<Config>(await get(CONFIG))).PortalConfig.Title;
        }
        expect(title).toBe('Renamed Elsewhere');
      } finally {
        await other.query(`update games set title = 'Conformance Game' where system_name = 'conformance-game'`);
        await other.end();
      }
    },
  );

  it('keeps no answer for an unknown game', async () => {
    const missing = '/api/v1/public_game_config/cache-later-game';
    expect((await get(missing)).status).toBe(404);
    const [source] = await t().database.db.select().from(games).where(eq(games.systemName, 'conformance-game'));
    await t()
      .database.db.insert(games)
      .values({ ...source!, systemName: 'cache-later-game' });
    expect((await get(missing)).status).toBe(200);
    await t().database.db.delete(games).where(eq(games.systemName, 'cache-later-game'));
    expect((await get(missing)).status).toBe(404);
    await t()
      .database.db.insert(games)
      .values({ ...source!, systemName: 'cache-later-game' });
    const found = await get(missing);
    expect(found.status).toBe(200);
    expect((await json<Config>(found)).PortalConfig).toMatchObject({ GameSystemName: 'cache-later-game' });
  });
});

describe('If-None-Match', () => {
  it('compares entity tags weakly, in a list or as *', () => {
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b" , W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b"', 'W/"a"')).toBe(false);
    expect(etagMatches('"ab"', 'W/"a"')).toBe(false);
    expect(etagMatches(' * ', 'W/"a"')).toBe(true);
  });
});
