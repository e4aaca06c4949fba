import type { Language } from '@playport/sdk/protocol';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { documents, documentVersions, games, products } from '../db/schema';
import { localGameConfig } from './seed-games';
import { localGameServerSecret } from '../local/local-defaults';

/** One product of a local game, as the store lists it. */
export interface LocalProduct {
  readonly sku: string;
  /** Name by language: `{ en: 'Gems' }`. */
  readonly names: Readonly<Record<string, string>>;
  readonly descriptions: Readonly<Record<string, string>>;
  readonly price: number;
  readonly currency: string;
  readonly usdPrice: number;
  /** Prices on platforms with their own currency, by platform enum name: `{ VkontakteCom: { Price: 7, Currency: 'VOTE' } }`. */
  readonly platformPrices: Readonly<Record<string, { readonly Price: number; readonly Currency: string }>>;
}

/** A game a developer runs in the local portal: `registerGame({ name: 'my-game', title: 'My Game', url, … })`. */
export interface LocalGame {
  /** The game's system name. */
  readonly name: string;
  readonly title: string;
  /** Where its page is served. */
  readonly url: string;
  readonly orientation: 'Horizontal' | 'Vertical';
  readonly languages: readonly Language[];
  readonly products: readonly LocalProduct[];
  /** The Markdown of the documents the game has: terms of service and privacy policy. */
  readonly documents: { readonly tos?: string; readonly privacy?: string };
}

const DOCUMENTS = [
  ['tos', 'TOS', 'tos'],
  ['privacy', 'PP', 'pp'],
] as const;

/**
 * Registers (or updates) a game: its row with the local game config, its products (the ones no longer
 * given are removed) and its documents.
 */
export async function registerLocalGame(db: Db, config: Config, game: LocalGame): Promise<void> {
  const gameConfig = localGameConfig(
    config,
    game.name,
    game.title,
    { Provider: 'Sandbox', RequireEmail: false, Enabled: true },
    game.orientation,
  );
  gameConfig.PublicGameData.SupportedLanguages = [...game.languages];
  const row = {
    systemName: game.name,
    title: game.title,
    url: game.url,
    serverSecret: localGameServerSecret(game.name),
    config: gameConfig,
  };
  await db
    .insert(games)
    .values(row)
    .onConflictDoUpdate({ target: games.systemName, set: { title: row.title, url: row.url, config: row.config } });
  await db.delete(products).where(eq(products.game, game.name));
  const rows = game.products.map((p) => ({
    game: game.name,
    sku: p.sku,
    names: { ...p.names },
    descriptions: { ...p.descriptions },
    price: p.price.toFixed(2),
    currency: p.currency,
    usdPrice: p.usdPrice.toFixed(2),
    showInWebStore: true,
    labels: [],
    platformPrices: { ...p.platformPrices },
  }));
  if (rows.length) await db.insert(products).values(rows);
  for (const [key, type, suffix] of DOCUMENTS) {
    const content = game.documents[key];
    if (content === undefined) continue;
    const id = `${game.name}-${suffix}`;
    await db.insert(documents).values({ id, game: game.name, documentType: type }).onConflictDoNothing();
    await db
      .insert(documentVersions)
      .values({ id: `${id}-local`, documentId: id, content, contentType: 'Markdown' })
      .onConflictDoUpdate({ target: documentVersions.id, set: { content } });
  }
}
