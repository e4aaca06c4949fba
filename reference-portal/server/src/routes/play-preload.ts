import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The pages `/config.js` preloads, by their module in the portal's Vite manifest. */
export const PRELOADED_PAGES = {
  play: 'features/play/components/play-page.tsx',
  landing: 'features/landing/components/landing-page.tsx',
} as const;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** The JavaScript files of each preloaded page on top of the entry (see {@link pageChunks}). */
export type RouteChunks = Record<keyof typeof PRELOADED_PAGES, string[]>;

/**
 * The JavaScript files (`/assets/…`) a page loads on top of the entry: its lazy chunk and the static
 * imports of it that the entry does not already load, for the play and the landing page. Empty
 * lists without a manifest (a build without one, a test's fake dist) or without the page.
 */
export function routeChunks(dist: string): RouteChunks {
  return { play: pageChunks(dist, PRELOADED_PAGES.play), landing: pageChunks(dist, PRELOADED_PAGES.landing) };
}

function pageChunks(dist: string, page: string): string[] {
  const file = resolve(dist, '.vite/manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const key = Object.keys(manifest).find((k) => k.endsWith(page));
  if (!key) return [];
  return [...closure([key])].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]!.file}`);
}

/**
 * The part of `/config.js` that starts a page's downloads while the portal's own script is still on
 * its way. On the multi-game portal's `/` it adds a `modulepreload` link for each of the landing
 * page's chunks and fetches the games list (`games/list` with an empty body, as the page asks for it)
 * into `window.__PLAYPORT_PRELOAD__.games`, resolving to the answer or to null when it is not a 200.
 * On a play path (the single-game site's `/` and `/game` too) it adds a `modulepreload`
 * link for each of `chunks` and fetches the game's public config for the portal's platform (FxId) into
 * `window.__PLAYPORT_PRELOAD__.gameConfig` as `{ game, reply }`, `reply` resolving to the config or to
 * null when the answer is not a 200 (the page then asks again and shows the failure). The game is
 * read as the host resolves it: the fixed game, the path, then `?game`. The hash router's paths are
 * left alone. Plain ES2017 in one expression: it runs before anything else of the portal.
 */
export function playPreloadScript(chunks: RouteChunks): string {
  return `(function (config, chunks) {
  if (!config || config.router === 'hash') return;
  var base = config.basePath.replace(/\\/$/, '');
  var path = location.pathname;
  if (base) {
    if (path !== base && path.indexOf(base + '/') !== 0) return;
    path = path.slice(base.length) || '/';
  }
  var preload = function (hrefs) {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  var json = function (res) { return res.status === 200 ? res.json() : null; };
  var none = function () { return null; };
  var api = config.apiBase + '/api/v1/';
  if (!config.fixedGame && path === '/') {
    preload(chunks.landing);
    var init = { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{}' };
    window.__PLAYPORT_PRELOAD__ = { games: fetch(api + 'games/list', init).then(json).catch(none) };
    return;
  }
  var named = /^\\/(?:play|player)\\/([^/]+)(?:\\/iframe\\/[^/]+)?\\/?$/.exec(path) || /^\\/([^/]+)\\/iframe\\/[^/]+\\/?$/.exec(path);
  var play = named || /^\\/iframe\\/[^/]+\\/?$/.test(path) || (config.fixedGame && /^\\/(?:game\\/?)?$/.test(path));
  if (!play) return;
  preload(chunks.play);
  var game = config.fixedGame || (named ? decodeURIComponent(named[1]) : new URLSearchParams(location.search).get('game'));
  if (!game) return;
  var url = api + 'public_game_config/' + encodeURIComponent(game) + '?WebPublishingPlatform=FxId';
  var reply = fetch(url, { headers: { Accept: 'application/json' } }).then(json).catch(none);
  window.__PLAYPORT_PRELOAD__ = { gameConfig: { game: game, reply: reply } };
})(window.__PLAYPORT_CONFIG__, ${JSON.stringify(chunks)});
`;
}
