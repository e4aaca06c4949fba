import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { gameName, readParams } from '../http/validate';
import { requireProduct } from '../services/products';

const attr = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const productParams = z.object({ game: gameName, sku: z.string().min(1).max(128) });

/**
 * The Open Graph product pages Facebook's pay dialog charges by (`FacebookGames.ProductOgUrl`):
 * developers.facebook.com/docs/games/payments, "Defining products": `og:type` `og:product`, title,
 * plural title, image, description, url, and `product:price:amount` / `product:price:currency`.
 * Facebook reads the page when the dialog opens.
 */
export function ogProductRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/og/products/:game/:sku', async (c) => {
    const deps = c.get('deps');
    const { game, sku } = readParams(c, productParams);
    const product = await requireProduct(deps.db, game, sku);
    const title = product.names.en ?? product.sku;
    const meta: [string, string][] = [
      ['og:type', 'og:product'],
      ['og:title', title],
      ['og:plural_title', title],
      ['og:description', product.descriptions.en ?? title],
      ['og:url', new URL(c.req.path, deps.config.PUBLIC_URL).href],
      ...(product.imageUrl ? [['og:image', product.imageUrl] as [string, string]] : []),
      ['product:price:amount', Number(product.price).toFixed(2)],
      ['product:price:currency', product.currency],
    ];
    const tags = meta
      .map(([property, content]) => `<meta property="${property}" content="${attr(content)}">`)
      .join('\n');
    return c.html(
      `<!doctype html>\n<html><head><meta charset="utf-8">\n${tags}\n<title>${attr(title)}</title></head><body></body></html>`,
    );
  });
  return app;
}
