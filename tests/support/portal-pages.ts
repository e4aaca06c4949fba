import { expect, type Page } from '@playwright/test';
import { settle, watchConsole } from './page-health.js';
import { signInPortal } from './portal.js';
import { PORTAL_ORIGIN } from './portal-origins.js';

/**
 * Every page of the multi-game portal, as a player reaches it. `failing` lists the API answers a page
 * shows as its content (an unknown order, a spent token): they are the point of that page. On a
 * platform's page (`platformLanguage`) the platform's player language replaces `lng` once it answers.
 */
export const PORTAL_PAGES: readonly { name: string; path: string; signedIn?: boolean; failing?: RegExp[]; platformLanguage?: boolean }[] = [
  { name: 'landing', path: '/' },
  { name: 'play', path: '/play/hello-game' },
  { name: 'play-vkcom', path: '/play/hello-game/iframe/vkcom', platformLanguage: true },
  { name: 'store', path: '/Store/hello-game' },
  { name: 'profile', path: '/Profile', signedIn: true },
  { name: 'docs-tos', path: '/Docs/tos' },
  { name: 'docs-pp', path: '/Docs/pp' },
  { name: 'docs-faq', path: '/Docs/faq' },
  { name: 'docs-game-tos', path: '/Docs/hello-game/fxid/tos' },
  { name: 'contacts', path: '/docs/hello-game/fxid/contacts' },
  { name: 'error', path: '/error?inviteErrorCode=FailedGameOfThisTypeNotConnectedToYourAccount' },
  { name: 'login-validate-email', path: '/LoginValidateEmail?inviteToken=not-a-real-token' },
  { name: 'login-from-game', path: '/LoginFromGame/hello-game/some-invite', failing: [/\/api\/v1\/invite\/status/, /\/api\/v1\/auth\/authenticate_from_game/] },
  { name: 'continue-with-pi', path: '/Store/ContinueWithPI?PublicOrderId=o-1', failing: [/\/api\/v1\/store\//] },
  { name: 'order-return', path: '/Store/Return/o-1', failing: [/\/api\/v1\/store\//] },
  { name: 'merchant-completed', path: '/Store/MerchantPaymentCompleted/not-a-token', failing: [/\/api\/v1\/store\//] },
  { name: 'discord-qr', path: '/discord-qr?game=hello-game' },
  { name: 'card-form', path: '/not-a-token?PublicId=not-a-public-id', failing: [/\/api\/v1\/bank131\//] },
];

const withLanguage = (path: string, lng: string) => `${PORTAL_ORIGIN}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;

/** Opens a page as a player would (signed in first when it needs it) and waits until it is quiet. */
export async function openPortalPage(page: Page, route: (typeof PORTAL_PAGES)[number], lng: string): Promise<() => string[]> {
  if (route.signedIn) await signInPortal(page, `look-${route.name}`);
  const errors = watchConsole(page, route.failing);
  await page.goto(withLanguage(route.path, lng));
  await expect(page.locator('main > *').first()).toBeVisible();
  await settle(page);
  // A signed-in player's account language wins over `lng` once the profile is read; the header's picker changes it.
  if (route.signedIn && (await page.locator('html').getAttribute('lang')) !== lng) {
    await page.getByRole('banner').getByRole('combobox').selectOption(lng);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await settle(page);
  }
  return errors;
}
