import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { LocalGame, LocalProduct } from '@playport/server/local-portal';
import { OWN_CURRENCY_PLATFORMS, type ProjectConfig } from '../project-config.js';

const localized = (value: string | Partial<Record<string, string>>): Record<string, string> =>
  typeof value === 'string'
    ? { en: value }
    : (Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Record<string, string>);

/** The products of a project: the base price, and each own-currency platform's price where given. */
export function localProducts(config: ProjectConfig): LocalProduct[] {
  return config.products.map((p) => ({
    sku: p.sku,
    names: localized(p.name),
    descriptions: p.description ? localized(p.description) : {},
    price: p.price,
    currency: p.currency,
    usdPrice: p.usdPrice ?? p.price,
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

/** The developer's game as the local portal registers it: the project's config, served at `url`, with the documents it names read from its folder. */
export async function localGame(project: ProjectConfig, url: string, projectDir: string): Promise<LocalGame> {
  const read = (path: string | undefined) => (path ? readFile(resolve(projectDir, path), 'utf8') : undefined);
  const [tos, privacy] = await Promise.all([read(project.documents.tos), read(project.documents.privacy)]);
  return {
    name: project.name,
    title: project.title,
    url,
    orientation: project.orientation === 'portrait' ? 'Vertical' : 'Horizontal',
    languages: project.languages,
    products: localProducts(project),
    documents: { ...(tos === undefined ? {} : { tos }), ...(privacy === undefined ? {} : { privacy }) },
  };
}
