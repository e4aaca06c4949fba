import type { Deps } from '../http/app-env';
import { gameListItem, isListed } from '../services/game-config';
import { gamesBySystemName } from '../services/games';

/** How long the landing page's cover is kept before the games are read again. */
export const COVER_TTL_MS = 30_000;

/**
 * The cover the landing page shows in its hero, its largest paint: the first game of `games/list`
 * (listed games by system name) that has one, as the page picks it; null when none has.
 */
export async function featuredCover(db: Deps['db']): Promise<string | null> {
  const rows = await gamesBySystemName(db);
  return (
    rows
      .filter(isListed)
      .map((g) => gameListItem(g, null).ImageUrl)
      .find((url) => url != null) ?? null
  );
}

/**
 * `featuredCover`, read at most once per `ttlMs`: every `/` asks for it. A failed read gives null
 * (the page is served without the hint) and is not kept.
 */
export function cachedFeaturedCover(
  read: () => Promise<string | null>,
  ttlMs = COVER_TTL_MS,
  now: () => number = Date.now,
): () => Promise<string | null> {
  let kept: { at: number; cover: Promise<string | null> } | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.cover;
    const entry = {
      at: now(),
      cover: read().catch(() => {
        if (kept === entry) kept = null;
        return null;
      }),
    };
    kept = entry;
    return entry.cover;
  };
}

/**
 * The `Link` header value that has the browser fetch the cover with the HTML, before the portal's
 * script has asked for the games; null for a URL a header cannot carry as it is (not an http(s) or
 * root-relative URL, or with characters outside visible ASCII, `<`, `>` or `,`).
 */
export function coverPreloadLink(url: string): string | null {
  if (!/^(?:https?:\/\/|\/(?!\/))/i.test(url) || !/^[\x21-\x7e]+$/.test(url) || /[<>,]/.test(url)) return null;
  return `<${url}>; rel=preload; as=image; fetchpriority=high`;
}
