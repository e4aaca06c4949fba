import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import { chooseProvider } from './payment-providers';

/** What a game's config makes the portal load scripts for: the adapters it enables and its payment provider. */
export interface GameScriptNeeds {
  readonly adapters: readonly string[];
  readonly provider: string;
}

const objectKeys = (value: unknown): string[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];

/**
 * The adapters a game's config enables, by route name: its `Adapters` sections (the top-level one the
 * start-up check reads, the web client's and the branding's), and its payment provider (`chooseProvider`).
 */
export function gameScriptNeeds(parts: {
  adapters: unknown;
  clientAdapters: unknown;
  brandingAdapters: unknown;
  store: unknown;
}): GameScriptNeeds {
  const adapters = [parts.adapters, parts.clientAdapters, parts.brandingAdapters].flatMap(objectKeys);
  const store = parts.store && typeof parts.store === 'object' ? (parts.store as Record<string, unknown>) : {};
  return { adapters: [...new Set(adapters.map((a) => a.toLowerCase()))], provider: chooseProvider(store) };
}

/** {@link gameScriptNeeds} of every game, reading only those parts of the configs. */
export async function readGameScriptNeeds(db: Db): Promise<GameScriptNeeds[]> {
  const rows = await db
    .select({
      adapters: sql<unknown>`${games.config}->'Adapters'`,
      clientAdapters: sql<unknown>`${games.config}#>'{PublicWebClientConfig,Adapters}'`,
      brandingAdapters: sql<unknown>`${games.config}#>'{CompanyBranding,Adapters}'`,
      store: sql<unknown>`${games.config}->'Store'`,
    })
    .from(games);
  return rows.map(gameScriptNeeds);
}

/** How long the pages' script sources are kept before the games are read again. */
export const SCRIPT_NEEDS_TTL_MS = 30_000;

/**
 * `read`, at most once per `ttlMs` (every page asks). A failed read gives what was read before (none
 * at first: the policy then allows the portal's own scripts and the defaults only) and is retried.
 */
export function cachedGameScriptNeeds(
  read: () => Promise<GameScriptNeeds[]>,
  ttlMs = SCRIPT_NEEDS_TTL_MS,
  now: () => number = Date.now,
): () => Promise<readonly GameScriptNeeds[]> {
  let kept: { at: number; needs: Promise<readonly GameScriptNeeds[]> } | null = null;
  let last: readonly GameScriptNeeds[] = [];
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.needs;
    const entry = {
      at: now(),
      needs: read().then(
        (needs) => (last = needs),
        () => {
          if (kept === entry) kept = null;
          return last;
        },
      ),
    };
    kept = entry;
    return entry.needs;
  };
}
