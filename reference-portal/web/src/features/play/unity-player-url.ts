import type { UnityDistribution } from '@playport/host/api';

/** Where the Unity player page is served, relative to the games base URL (it must share the build's origin). */
export const UNITY_PLAYER_PATH = 'unity-player/';

/**
 * The frame address of a Unity game: the Unity player page on the games origin with the build's
 * loader, framework, data and code (wasm) files and their compression from the web client config, and
 * the game's name and title. The page loads the loader and starts the build with
 * `createUnityInstance(canvas, config, onProgress)`; the build talks to the portal through the SDK on
 * that page, like any framed game.
 *
 * @example
 * unityPlayerUrl('http://localhost:8788', 'space', 'Space', { LoaderUrl: 'http://localhost:8788/space/Build/space.loader.js', … });
 * // 'http://localhost:8788/unity-player/?game=space&title=Space&loader=…&framework=…&data=…&code=…&compression=Gzip'
 */
export function unityPlayerUrl(gamesBaseUrl: string, game: string, title: string, unity: UnityDistribution): string {
  const url = new URL(UNITY_PLAYER_PATH, `${gamesBaseUrl.replace(/\/$/, '')}/`);
  url.searchParams.set('game', game);
  url.searchParams.set('title', title);
  url.searchParams.set('loader', unity.LoaderUrl);
  url.searchParams.set('framework', unity.FrameworkUrl);
  url.searchParams.set('data', unity.DataUrl);
  url.searchParams.set('code', unity.CodeUrl);
  url.searchParams.set('compression', unity.Compression);
  return url.href;
}
