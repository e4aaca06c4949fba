import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { resolve } from 'node:path';
import type { Config } from '../../../reference-portal/server/src/config';
import type { Db } from '../../../reference-portal/server/src/db/database';
import { documents, documentVersions, games, products } from '../../../reference-portal/server/src/db/schema';
import { localGameServerSecret } from '../../../reference-portal/server/src/local/local-defaults';
import { localGameConfig } from '../../../reference-portal/server/src/seed/seed-games';
import { OWN_CURRENCY_PLATFORMS, type ProjectConfig } from '../project-config.js';

const localized = (value: string | Partial<Record<string, string>>): Record<string, string> =>
  typeof value === 'string'
    ? { en: value }
    : (Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Record<string, string>);

/** The product rows of a project: the base price, and each own-currency platform's price where given. */
export function productRows(game: string, config: ProjectConfig) {
  return config.products.map((p) => ({
    game,
    sku: p.sku,
    names: localized(p.name),
    descriptions: p.description ? localized(p.description) : {},
    price: p.price.toFixed(2),
    currency: p.currency,
    usdPrice: (p.usdPrice ?? p.price).toFixed(2),
    showInWebStore: true,
    labels: [],
    platformPrices: Object.fromEntries(
      Object.entries(p.prices ?? {})
        .filter(([, price]) => price !== undefined)
        .map(([adapter, price]) => {
          const own = OWN_CURRENCY_PLATFORMS[adapter as keyof typeof OWN_CURRENCY_PLATFORMS];
          return [own.platform, { Price: price, Currency: own.currency }];
        }),
    ),
  }));
}

/**
 * Registers (or updates) the developer's game: its row with the local game config, its products (the
 * ones no longer in the file are removed) and the documents the config names.
 */
export async function registerGame(
  db: Db,
  serverConfig: Config,
  project: ProjectConfig,
  url: string,
  projectDir: string,
): Promise<void> {
  const gameConfig = localGameConfig(
    serverConfig,
    project.name,
    project.title,
    { Provider: 'Sandbox', RequireEmail: false, Enabled: true },
    project.orientation === 'portrait' ? 'Vertical' : 'Horizontal',
  );
  gameConfig.PublicGameData.SupportedLanguages = [...project.languages];
  const row = {
    systemName: project.name,
    title: project.title,
    url,
    serverSecret: localGameServerSecret(project.name),
    config: gameConfig,
  };
  await db
    .insert(games)
    .values(row)
    .onConflictDoUpdate({ target: games.systemName, set: { title: row.title, url: row.url, config: row.config } });
  await db.delete(products).where(eq(products.game, project.name));
  const rows = productRows(project.name, project);
  if (rows.length) await db.insert(products).values(rows);
  const docs = [
    ['tos', 'TOS'],
    ['privacy', 'PP'],
  ] as const;
  for (const [key, type] of docs) {
    const path = project.documents[key];
    if (!path) continue;
    const id = `${project.name}-${key === 'tos' ? 'tos' : 'pp'}`;
    const content = await readFile(resolve(projectDir, path), 'utf8');
    await db.insert(documents).values({ id, game: project.name, documentType: type }).onConflictDoNothing();
    const versionId = `${id}-local`;
    await db
      .insert(documentVersions)
      .values({ id: versionId, documentId: id, content, contentType: 'Markdown' })
      .onConflictDoUpdate({ target: documentVersions.id, set: { content } });
  }
}
