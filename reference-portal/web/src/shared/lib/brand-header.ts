import type { CompanyBranding, Logos } from '@playport/host/api';

/** The portal's name when no company branding is known (yet). */
export const DEFAULT_BRAND_NAME = 'Playport';

/** What the header's brand element shows. */
export interface BrandHeader {
  /** The brand name: the image's text alternative, or the text shown. */
  name: string;
  /** The logo for the theme, or null to show the name as text. */
  logoUrl: string | null;
  /** Whether the name is shown as text next to (or instead of) the logo. */
  showName: boolean;
  theme: 'dark' | 'light';
}

/**
 * The header's brand element from the game's company branding: `BrandName`, the logo for the
 * branding's `ThemeType` (the web client config's `Logos` first, then the branding's; the square logo
 * when the theme's is missing), and `HeaderElementType`: `Logo` shows the logo alone (the name when
 * there is no logo), `Text` the name alone, `LogoAndText` both; any other value counts as `Logo`.
 *
 * @example brandHeader({ BrandName: 'Nebula', ThemeType: 'Light', HeaderElementType: 'Logo', Logos: { Light: '/l.svg', Dark: null, Square: null }, … }, null)
 * // { name: 'Nebula', logoUrl: '/l.svg', showName: false, theme: 'light' }
 */
export function brandHeader(
  branding: CompanyBranding | null | undefined,
  webLogos: Logos | null | undefined,
): BrandHeader {
  const theme = branding?.ThemeType === 'Light' ? 'light' : 'dark';
  const name = branding?.BrandName?.trim() || DEFAULT_BRAND_NAME;
  const element = branding?.HeaderElementType ?? 'Logo';
  const pick = (logos: Logos | null | undefined) =>
    (theme === 'light' ? logos?.Light : logos?.Dark) || logos?.Square || null;
  const logoUrl = element === 'Text' ? null : (pick(webLogos) ?? pick(branding?.Logos));
  return { name, logoUrl, showName: !logoUrl || element === 'LogoAndText', theme };
}
