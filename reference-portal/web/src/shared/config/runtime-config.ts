import { z } from 'zod/mini';

const name = z.pipe(
  z.nullish(z.string().check(z.minLength(1))),
  z.transform((v) => v ?? null),
);

const runtimeConfigSchema = z.object({
  fixedGame: name,
  forcedAdapter: name,
  basePath: z._default(z.string().check(z.startsWith('/')), '/'),
  apiBase: z._default(z.string(), ''),
  router: z._default(z.enum(['browser', 'hash']), 'browser'),
  local: z._default(z.boolean(), false),
  gamesBaseUrl: z._default(z.string(), 'http://localhost:8788'),
  platformSimulatorsUrl: name,
  paymentsOrigin: name,
  sentryDsn: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v || null),
  ),
  /** The server's VAPID public key for web push; null means the portal offers no push. */
  vapidPublicKey: name,
  /** The `?eruda` debug console's script; null (production by default) means none is ever loaded. */
  debugConsoleUrl: name,
  /** The Absolute Games SDK pinned to one version, with its SRI hash; null outside AG-enabled production. */
  agSdk: z._default(z.nullable(z.object({ url: z.string().check(z.minLength(1)), integrity: z.string() })), null),
  /** Twitch's OAuth client id for the profile's Twitch connect; null hides it outside local mode. */
  twitchClientId: name,
});

/** The portal's runtime configuration (spec section 1), served as `window.__PLAYPORT_CONFIG__`. */
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __PLAYPORT_CONFIG__?: unknown;
  }
}

/** Parses the runtime configuration; anything invalid stops start-up with a message naming the field. */
export function readRuntimeConfig(
  raw: unknown = typeof window === 'undefined' ? {} : window.__PLAYPORT_CONFIG__,
): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid __PLAYPORT_CONFIG__.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown'}`);
  }
  return parsed.data;
}
