import type { ApiTypes } from '../../../shared/api/api-types';

type GameConfig = ApiTypes['GameConfig'];
/** Firebase web options of a game (game config or company branding). */
export type FirebaseOptions = NonNullable<GameConfig['PublicWebClientConfig']['Firebase']>;
/** VK ID one-tap options of a game. */
export type VkLoginOptions = NonNullable<GameConfig['PublicWebClientConfig']['VkLogin']>;
/** A sign-in provider the dialog may offer. */
export type AuthProvider = GameConfig['CompanyBranding']['AuthProviders'][number];
/** How a legal link opens: `Modal` in the portal's document viewer, `NewPage` (and `Unspecified`) in a new tab. */
export type DocumentOpenMethod = GameConfig['PublicGameData']['TosUrlOpenMethod'];

/** Cloudflare's documented always-pass Turnstile test site key: the default when a game names none. */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
/** Every provider, in the dialog's order; the default when neither the game nor its brand lists any. */
export const ALL_AUTH_PROVIDERS: readonly AuthProvider[] = Object.freeze([
  'email',
  'google',
  'apple',
  'facebook',
  'vk',
]);

/** The sign-in dialog's configuration (the spec's auth config), read off a game config. */
export interface PortalAuthConfig {
  readonly AllowedAuthProviders: readonly AuthProvider[];
  readonly VkLogin: VkLoginOptions | null;
  readonly Firebase: FirebaseOptions | null;
  readonly ExternalTosUrl: string;
  readonly TosOpenMethod: DocumentOpenMethod;
  readonly ExternalPpUrl: string;
  readonly PpOpenMethod: DocumentOpenMethod;
  readonly CaptchaSiteKey: string;
  readonly GameSystemName: string;
}

const known = (list: readonly string[] | null | undefined): AuthProvider[] | null => {
  const picked = ALL_AUTH_PROVIDERS.filter((p) => list?.some((item) => item.toLowerCase() === p));
  return list?.length ? picked : null;
};

/**
 * The allowed providers (game config, else company branding, else all), Firebase options (same
 * order), VK ID options, legal links (defaults /docs/tos and /docs/pp) with the open method of the
 * config that named the link (else Unspecified), and the captcha site key (default: Turnstile's
 * always-pass test key).
 *
 * @example `const { AllowedAuthProviders } = resolveAuthConfig('hello-game', config);`
 */
export function resolveAuthConfig(game: string, config: GameConfig | null | undefined): PortalAuthConfig {
  const web = config?.PublicWebClientConfig;
  const data = config?.PublicGameData;
  const branding = config?.CompanyBranding;
  return {
    AllowedAuthProviders: known(web?.AuthProviders) ?? known(branding?.AuthProviders) ?? ALL_AUTH_PROVIDERS,
    VkLogin: web?.VkLogin ?? null,
    Firebase: web?.Firebase ?? branding?.Firebase ?? null,
    ExternalTosUrl: web?.TosUrl || data?.TosUrl || '/docs/tos',
    TosOpenMethod: (web?.TosUrl ? web.TosUrlOpenMethod : data?.TosUrl ? data.TosUrlOpenMethod : null) ?? 'Unspecified',
    ExternalPpUrl: web?.PpUrl || data?.PpUrl || '/docs/pp',
    PpOpenMethod: (web?.PpUrl ? web.PpUrlOpenMethod : data?.PpUrl ? data.PpUrlOpenMethod : null) ?? 'Unspecified',
    CaptchaSiteKey: web?.Turnstile?.SiteKey || data?.Turnstile?.SiteKey || TURNSTILE_TEST_SITE_KEY,
    GameSystemName: config?.GameSystemName ?? game,
  };
}
