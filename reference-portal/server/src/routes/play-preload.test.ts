import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { playPreloadScript, routeChunks } from './play-preload';

const dist = mkdtempSync(join(tmpdir(), 'playport-preload-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const CONFIG = { fixedGame: null, router: 'browser', basePath: '/', apiBase: '' };
const CHUNKS = { play: ['/assets/play-page-1.js', '/assets/host-2.js'], landing: ['/assets/landing-page-3.js'] };

/** Runs the script as `/config.js` runs on a page at `url`: the links it adds, the fetches it starts, what it leaves on `window`. */
function runOn(url: string, config: object = CONFIG, status = 200) {
  const links: { rel?: string; href?: string }[] = [];
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ GameSystemName: 'hello-game' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  const page: Record<string, unknown> = {
    location: new URL(url),
    URLSearchParams,
    fetch,
    document: { createElement: () => ({}), head: { appendChild: (link: object) => void links.push(link) } },
  };
  page.window = page;
  page.__PLAYPORT_CONFIG__ = config;
  runInNewContext(playPreloadScript(CHUNKS), page);
  const preload = page.__PLAYPORT_PRELOAD__ as { gameConfig: { game: string; reply: Promise<unknown> } } | undefined;
  return { links, fetch, preload };
}

describe('the play route preload in /config.js', () => {
  it('on /play/{game}: a modulepreload link per chunk, and the FxId game config fetched into __PLAYPORT_PRELOAD__', async () => {
    const { links, fetch, preload } = runOn('https://portal.example/play/hello-game');
    expect(links).toEqual(CHUNKS.play.map((href) => ({ rel: 'modulepreload', href })));
    expect(fetch).toHaveBeenCalledWith('/api/v1/public_game_config/hello-game?WebPublishingPlatform=FxId', {
      headers: { Accept: 'application/json' },
    });
    expect(preload!.gameConfig.game).toBe('hello-game');
    expect(await preload!.gameConfig.reply).toEqual({ GameSystemName: 'hello-game' });
  });

  it('reads the game as the host does: the path of every play route, then ?game, and the fixed game first', () => {
    const game = (url: string, config: object = CONFIG) => runOn(url, config).preload?.gameConfig.game ?? null;
    expect(game('https://portal.example/play/space%20race/iframe/vkcom')).toBe('space race');
    expect(game('https://portal.example/player/puzzle/')).toBe('puzzle');
    expect(game('https://portal.example/puzzle/iframe/ok?x=1')).toBe('puzzle');
    expect(game('https://portal.example/iframe/ok?game=runner')).toBe('runner');
    expect(game('https://portal.example/', { ...CONFIG, fixedGame: 'solo' })).toBe('solo');
    expect(game('https://portal.example/game', { ...CONFIG, fixedGame: 'solo' })).toBe('solo');
    expect(game('https://portal.example/play/other', { ...CONFIG, fixedGame: 'solo' })).toBe('solo');
    expect(
      game('https://portal.example/site/play/puzzle', {
        ...CONFIG,
        basePath: '/site/',
        apiBase: 'https://api.example',
      }),
    ).toBe('puzzle');
    expect(
      runOn('https://portal.example/site/play/puzzle', {
        ...CONFIG,
        basePath: '/site/',
        apiBase: 'https://api.example',
      }).fetch,
    ).toHaveBeenCalledWith(
      'https://api.example/api/v1/public_game_config/puzzle?WebPublishingPlatform=FxId',
      expect.anything(),
    );
  });

  it("on the multi-game portal's home page: the landing page's chunks, and the games list fetched into __PLAYPORT_PRELOAD__", async () => {
    const { links, fetch, preload } = runOn('https://portal.example/');
    expect(links).toEqual([{ rel: 'modulepreload', href: '/assets/landing-page-3.js' }]);
    expect(fetch.mock.calls).toEqual([
      [
        '/api/v1/games/list',
        { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{}' },
      ],
    ]);
    const home = preload as unknown as { games: Promise<unknown>; gameConfig?: unknown };
    expect(home.gameConfig).toBeUndefined();
    expect(await home.games).toEqual({ GameSystemName: 'hello-game' });
    const failed = runOn('https://portal.example/', CONFIG, 503).preload as unknown as { games: Promise<unknown> };
    expect(await failed.games).toBeNull();
    expect(runOn('https://portal.example/', { ...CONFIG, apiBase: 'https://api.example' }).fetch).toHaveBeenCalledWith(
      'https://api.example/api/v1/games/list',
      expect.anything(),
    );
  });

  it('does nothing on any other page, under another base path, or with the hash router', () => {
    for (const [url, config] of [
      ['https://portal.example/?lng=de', { ...CONFIG, router: 'hash' }],
      ['https://portal.example/Profile', CONFIG],
      ['https://portal.example/Store/hello-game', CONFIG],
      ['https://portal.example/Docs/tos', { ...CONFIG, fixedGame: 'solo' }],
      ['https://portal.example/play/hello-game', { ...CONFIG, basePath: '/site/' }],
      ['https://portal.example/play/hello-game', { ...CONFIG, router: 'hash' }],
    ] as const) {
      const { links, fetch, preload } = runOn(url, config);
      expect({ url, links, fetched: fetch.mock.calls.length, preload }).toEqual({
        url,
        links: [],
        fetched: 0,
        preload: undefined,
      });
    }
  });

  it('preloads the chunks but fetches nothing on a play route without a game', () => {
    const { links, fetch, preload } = runOn('https://portal.example/iframe/ok');
    expect(links).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    expect(preload).toBeUndefined();
  });

  it('leaves a failed answer to the page: the reply is null for anything but a 200', async () => {
    expect(await runOn('https://portal.example/play/missing', CONFIG, 404).preload!.gameConfig.reply).toBeNull();
    expect(await runOn('https://portal.example/play/busy', CONFIG, 503).preload!.gameConfig.reply).toBeNull();
  });
});

describe('routeChunks', () => {
  it("lists each page's chunk and its imports the entry does not load", () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
        '_react-b.js': { file: 'assets/react-b.js' },
        '_host-c.js': { file: 'assets/host-c.js', imports: ['_react-b.js'] },
        'src/features/play/components/play-page.tsx': {
          file: 'assets/play-page-d.js',
          isDynamicEntry: true,
          imports: ['_react-b.js', '_host-c.js'],
        },
        'src/features/landing/components/landing-page.tsx': { file: 'assets/landing-page-e.js', isDynamicEntry: true },
      }),
    );
    expect(routeChunks(dist)).toEqual({
      play: ['/assets/play-page-d.js', '/assets/host-c.js'],
      landing: ['/assets/landing-page-e.js'],
    });
  });

  it('is empty without a manifest', () => {
    expect(routeChunks(join(dist, 'nothing'))).toEqual({ play: [], landing: [] });
  });
});
