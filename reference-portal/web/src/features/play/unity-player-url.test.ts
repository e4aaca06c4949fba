import { describe, expect, it } from 'vitest';
import { unityPlayerUrl } from './unity-player-url';

describe('unityPlayerUrl', () => {
  it("puts the build's files, compression, game and title in the Unity player page's query on the games origin", () => {
    const url = new URL(
      unityPlayerUrl('http://localhost:8788/', 'space', 'Space & Stars', {
        LoaderUrl: 'http://localhost:8788/space/Build/space.loader.js',
        FrameworkUrl: 'http://localhost:8788/space/Build/space.framework.js.br',
        DataUrl: 'http://localhost:8788/space/Build/space.data.br',
        CodeUrl: 'http://localhost:8788/space/Build/space.wasm.br',
        Compression: 'Brotli',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:8788/unity-player/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'space',
      title: 'Space & Stars',
      loader: 'http://localhost:8788/space/Build/space.loader.js',
      framework: 'http://localhost:8788/space/Build/space.framework.js.br',
      data: 'http://localhost:8788/space/Build/space.data.br',
      code: 'http://localhost:8788/space/Build/space.wasm.br',
      compression: 'Brotli',
    });
  });

  it('keeps a games base URL with a path', () => {
    const url = unityPlayerUrl('https://cdn.example/games', 'g', 'G', {
      LoaderUrl: 'l',
      FrameworkUrl: 'f',
      DataUrl: 'd',
      CodeUrl: 'c',
      Compression: 'Disabled',
    });
    expect(url).toBe(
      'https://cdn.example/games/unity-player/?game=g&title=G&loader=l&framework=f&data=d&code=c&compression=Disabled',
    );
  });
});
