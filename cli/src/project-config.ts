import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { LANGUAGES } from '@playport/sdk/protocol';
import { z } from 'zod';
import { CliError } from './cli-error.js';

export const CONFIG_FILE = 'playport.config.json';

/** The languages the portal and the host speak: the protocol's list. */
export { LANGUAGES };

/** Platforms that charge in their own currency, and that currency: a product's price there is set per platform. */
export const OWN_CURRENCY_PLATFORMS = {
  vkcom: { platform: 'VkontakteCom', currency: 'VOTE' },
  ok: { platform: 'Odnoklassniki', currency: 'OK' },
  telegram: { platform: 'Telegram', currency: 'XTR' },
  kg: { platform: 'Kongregate', currency: 'KRED' },
  vkplay: { platform: 'VkontaktePlay', currency: 'RUB' },
} as const;

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const localized = z.union([text(200), z.partialRecord(z.enum(LANGUAGES), text(200))], {
  error: `must be a text, or texts by language (${LANGUAGES.join(', ')})`,
});
const amount = z.number({ error: 'must be a number' }).positive('must be more than 0');

const product = z
  .object({
    sku: z
      .string({ error: 'must be a string' })
      .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'must be 1-64 lowercase letters, digits, "_", "." or "-"'),
    name: localized,
    description: localized.optional(),
    price: amount,
    currency: z
      .string({ error: 'must be a string' })
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
      .default('USD'),
    usdPrice: amount.optional(),
    prices: z
      .object(
        Object.fromEntries(Object.keys(OWN_CURRENCY_PLATFORMS).map((k) => [k, amount.optional()])) as Record<
          keyof typeof OWN_CURRENCY_PLATFORMS,
          z.ZodOptional<typeof amount>
        >,
      )
      .strict()
      .optional(),
  })
  .strict();

export const projectConfigSchema = z
  .object({
    name: z
      .string({ error: 'must be a string' })
      .regex(
        /^[a-z0-9][a-z0-9-]{0,62}$/,
        'must be 1-63 lowercase letters, digits or "-", starting with a letter or digit',
      ),
    title: text(100).optional(),
    orientation: z.enum(['landscape', 'portrait'], { error: 'must be "landscape" or "portrait"' }).default('landscape'),
    languages: z
      .array(z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }))
      .min(1, 'must name at least one language')
      .default(['en']),
    products: z
      .array(product)
      .default([])
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((p, i) => {
          if (seen.has(p.sku)) ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: `"${p.sku}" is used twice` });
          seen.add(p.sku);
        });
      }),
    documents: z
      .object({ tos: text(300).optional(), privacy: text(300).optional() })
      .strict()
      .default({}),
  })
  .strict();

/** A project's validated `playport.config.json`, with the defaults filled in. */
export type ProjectConfig = z.output<typeof projectConfigSchema> & { readonly title: string };

/** `products[0].price` from a zod path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** A game name made from a folder name: `My Game!` → `my-game`. */
export function nameFromFolder(dir: string): string {
  const slug = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
  return slug || 'my-game';
}

/**
 * Validates a parsed config (`raw`, or undefined when the project has none); `fallbackName` names the
 * game when the file does not. Every problem names its field, all on one line, after `source` (where
 * the config came from).
 */
export function parseProjectConfig(raw: unknown, fallbackName: string, source = CONFIG_FILE): ProjectConfig {
  const input = raw === undefined ? {} : raw;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new CliError(`${source}: must be a JSON object such as {"name": "${fallbackName}"}`);
  }
  const result = projectConfigSchema.safeParse({ name: fallbackName, ...input });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = fieldPath(issue.path);
      const message =
        issue.code === 'unrecognized_keys'
          ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
          : issue.message;
      return field ? `${field}: ${message}` : message;
    });
    throw new CliError(`${source}: ${problems.join('; ')}`);
  }
  return { ...result.data, title: result.data.title ?? result.data.name };
}

/**
 * A project's config from the text of its playport.config.json (undefined when it has none), read from
 * `source` (the file's name or a dev server's URL, named in every error). `dir` is the project folder:
 * its name names the game when the config does not, and a document the config names must exist in it.
 */
export function projectConfigFromText(text: string | undefined, source: string, dir: string): ProjectConfig {
  let raw: unknown;
  if (text !== undefined) {
    try {
      raw = JSON.parse(text);
    } catch (err) {
      throw new CliError(
        `${source}: not valid JSON (${err instanceof Error ? err.message : String(err)}); fix the file or delete it`,
        1,
        { cause: err },
      );
    }
  }
  const config = parseProjectConfig(raw, nameFromFolder(dir), source);
  for (const [key, path] of Object.entries(config.documents)) {
    if (path && !existsSync(resolve(dir, path)))
      throw new CliError(`${source}: documents.${key}: no file "${path}" in ${resolve(dir)}`);
  }
  return config;
}

/** Reads `<dir>/playport.config.json` when there is one; a document it names must exist beside it. */
export function readProjectConfig(dir: string): ProjectConfig {
  const file = resolve(dir, CONFIG_FILE);
  return projectConfigFromText(existsSync(file) ? readFileSync(file, 'utf8') : undefined, CONFIG_FILE, dir);
}
