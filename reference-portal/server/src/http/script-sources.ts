import manifest from '../../../../platforms.json' with { type: 'json' };
import { PROVIDER_SCRIPTS } from '@playport/host/adapter-kit';
import type { Config } from '../config';
import type { GameScriptNeeds } from '../services/game-script-needs';

/** The origins each platform's adapter loads its scripts from, by adapter (platforms.json `scriptSources`). */
export const PLATFORM_SCRIPT_SOURCES: Readonly<Record<string, readonly string[]>> = Object.freeze(
  Object.fromEntries(manifest.platforms.map((p) => [p.name, Object.freeze([...p.scriptSources])])),
);

/** Cloudflare Turnstile's script, the sign-in robot check outside local mode (web: use-turnstile-script.ts). */
export const TURNSTILE_SCRIPT_SOURCE = 'https://challenges.cloudflare.com';

/** The local origins of local mode (the API, the games and payments origins, a Vite dev server). */
export const LOCAL_SOURCES = Object.freeze(['http://localhost:*', 'http://127.0.0.1:*']);

/** The payment widgets' scripts by the provider name a game's Store chooses (the others redirect). */
const PROVIDER_SCRIPT_OF: Readonly<Record<string, string>> = Object.freeze({
  Xsolla: PROVIDER_SCRIPTS.xsolla,
  Yookassa: PROVIDER_SCRIPTS.yookassa,
  Stripe: PROVIDER_SCRIPTS.stripe,
});

/** The origin of an absolute URL, or `'self'` for a path. */
const sourceOf = (url: string) => (/^https?:\/\//i.test(url) ? new URL(url).origin : "'self'");

/**
 * The script sources of the portal's pages, from the configuration: the portal itself; the scripts
 * of every adapter a game enables (and fxid, the default, and `PORTAL_FORCED_ADAPTER`), the AG SDK's
 * pinned copy when AG is enabled; the payment widget of each game's provider; Turnstile; the debug
 * console when one is configured. Local mode loads the simulators instead, from the local origins.
 *
 * @example `portalScriptSources(loadConfig(env), { forcedAdapter: null, debugConsoleUrl: null }, [])`
 */
export function portalScriptSources(
  config: Pick<Config, 'MODE' | 'PORTAL_AG_SDK_URL'>,
  page: { readonly forcedAdapter: string | null; readonly debugConsoleUrl: string | null },
  games: readonly GameScriptNeeds[],
): string[] {
  const sources = ["'self'"];
  if (config.MODE === 'local') sources.push(...LOCAL_SOURCES);
  else {
    const adapters = new Set([
      'fxid',
      ...(page.forcedAdapter ? [page.forcedAdapter] : []),
      ...games.flatMap((g) => g.adapters),
    ]);
    // In the manifest's order and the providers', so the header is the same whatever order the games are read in.
    for (const { name } of manifest.platforms)
      if (adapters.has(name)) sources.push(...(PLATFORM_SCRIPT_SOURCES[name] ?? []));
    if (adapters.has('ag') && config.PORTAL_AG_SDK_URL) sources.push(sourceOf(config.PORTAL_AG_SDK_URL));
    const providers = new Set(games.map((g) => g.provider));
    for (const [provider, script] of Object.entries(PROVIDER_SCRIPT_OF))
      if (providers.has(provider)) sources.push(sourceOf(script));
    sources.push(TURNSTILE_SCRIPT_SOURCE);
  }
  if (page.debugConsoleUrl) sources.push(sourceOf(page.debugConsoleUrl));
  return [...new Set(sources)];
}
