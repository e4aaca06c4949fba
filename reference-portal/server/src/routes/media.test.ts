import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverPath } from '../server-root';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();

type ListItem = {
  GameSystemName: string;
  IconUrl: string | null;
  ImageUrl: string | null;
  Platforms: string[];
  HasLauncher: boolean;
};

describe('game artwork', () => {
  it('every seeded game has an icon and a cover that the server serves as SVG', async () => {
    const { Games } = await json<{ Games: ListItem[] }>(await t().post('/api/v1/games/list', {}));
    expect(Games.map((g) => [g.GameSystemName, g.IconUrl, g.ImageUrl])).toEqual([
      [
        'hello-game',
        'http://localhost:8787/media/games/hello-game/icon.svg',
        'http://localhost:8787/media/games/hello-game/cover.svg',
      ],
    ]);
    // The conformance game is a test game, not listed: its art is in its config.
    const conformance = await json<{ PublicWebClientConfig: { Images: { Icon: string; Cover: string } } }>(
      await t().request('GET', '/api/v1/public_game_config/conformance-game'),
    );
    expect(conformance.PublicWebClientConfig.Images).toEqual({
      Icon: 'http://localhost:8787/media/games/conformance-game/icon.svg',
      Cover: 'http://localhost:8787/media/games/conformance-game/cover.svg',
    });
    const seen = new Set<string>();
    for (const url of [
      ...Games.flatMap((g) => [g.IconUrl!, g.ImageUrl!]),
      conformance.PublicWebClientConfig.Images.Icon,
      conformance.PublicWebClientConfig.Images.Cover,
    ]) {
      const res = await t().request('GET', new URL(url).pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      const body = await res.text();
      expect(body).toBe(readFileSync(serverPath(`.${new URL(url).pathname}`), 'utf8'));
      expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      seen.add(body);
    }
    // Four distinct pictures: no game borrows another's art.
    expect(seen.size).toBe(4);
  });

  it("the list names each game's platforms and whether it has a launcher to download", async () => {
    const { Games } = await json<{ Games: ListItem[] }>(await t().post('/api/v1/games/list', {}));
    expect(Games.map((g) => [g.GameSystemName, g.Platforms, g.HasLauncher])).toEqual([
      ['hello-game', ['FacebookGames', 'FxId', 'Web'], true],
    ]);
  });

  it("the store page banner, the client images and the manifest icon are the game's art", async () => {
    const config = await json<{
      PublicWebClientConfig: { Images: Record<string, string>; StorePage: { BannerUrl: string } };
    }>(await t().request('GET', '/api/v1/public_game_config/hello-game'));
    expect(config.PublicWebClientConfig.Images).toEqual({
      Icon: 'http://localhost:8787/media/games/hello-game/icon.svg',
      Cover: 'http://localhost:8787/media/games/hello-game/cover.svg',
    });
    expect(config.PublicWebClientConfig.StorePage.BannerUrl).toBe(
      'http://localhost:8787/media/games/hello-game/cover.svg',
    );
    const manifest = await json<{ icons: { src: string }[] }>(await t().request('GET', '/api/v1/manifest/hello-game'));
    expect(manifest.icons.map((i) => i.src)).toEqual(['http://localhost:8787/media/games/hello-game/icon.svg']);
  });

  it('answers a 404 problem for a missing file, a path out of the folder and a non-image', async () => {
    for (const path of [
      '/media/games/hello-game/nope.svg',
      '/media/games/..%2F..%2Fpackage.json',
      '/media/../package.json',
    ]) {
      const res = await t().request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('application/problem+json');
    }
  });
});
