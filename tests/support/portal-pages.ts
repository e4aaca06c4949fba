import { expect, type Page } from '@playwright/test';
import { settle, watchConsole } from './page-health.js';
import { signInPortal } from './portal.js';
import { PORTAL_ORIGIN } from './portal-origins.js';

/**
 * Every page of the multi-game portal, as a player reaches it. `failing` lists the API answers a page
 * shows as its content (an unknown order, a spent token): they are the point of that page. On a
 * platform's page (`platformLanguage`) the platform's player language replaces `lng` once it answers.
 */
export const PORTAL_PAGES: readonly {
  name: string;
  path: string;
  signedIn?: boolean;
  failing?: RegExp[];
  platformLanguage?: boolean;
}[] = [
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
  {
    name: 'login-from-game',
    path: '/LoginFromGame/hello-game/some-invite',
    failing: [/\/api\/v1\/invite\/status/, /\/api\/v1\/auth\/authenticate_from_game/],
  },
  { name: 'continue-with-pi', path: '/Store/ContinueWithPI?PublicOrderId=o-1', failing: [/\/api\/v1\/store\//] },
  { name: 'order-return', path: '/Store/Return/o-1', failing: [/\/api\/v1\/store\//] },
  { name: 'merchant-completed', path: '/Store/MerchantPaymentCompleted/not-a-token', failing: [/\/api\/v1\/store\//] },
  { name: 'discord-qr', path: '/discord-qr?game=hello-game' },
  { name: 'card-form', path: '/not-a-token?PublicId=not-a-public-id', failing: [/\/api\/v1\/bank131\//] },
];

/**
 * Every page of the single-game site (the server with `PORTAL_FIXED_GAME`): the game at `/`, its
 * platform frames, and the pages it shares with the multi-game portal.
 */
export const SINGLE_GAME_PAGES: readonly (typeof PORTAL_PAGES)[number][] = [
  { name: 'single-play', path: '/' },
  { name: 'single-game', path: '/game' },
  { name: 'single-play-vkcom', path: '/iframe/vkcom', platformLanguage: true },
  { name: 'single-docs-tos', path: '/Docs/tos' },
  { name: 'single-docs-pp', path: '/Docs/pp' },
  { name: 'single-docs-faq', path: '/Docs/faq' },
  { name: 'single-error', path: '/Error?inviteErrorCode=FailedGameOfThisTypeNotConnectedToYourAccount' },
  { name: 'single-login-validate-email', path: '/LoginValidateEmail?inviteToken=not-a-real-token' },
  { name: 'single-continue-with-pi', path: '/Store/ContinueWithPI?PublicOrderId=o-1', failing: [/\/api\/v1\/store\//] },
  { name: 'single-order-return', path: '/Store/Return/o-1', failing: [/\/api\/v1\/store\//] },
  {
    name: 'single-merchant-completed',
    path: '/Store/MerchantPaymentCompleted/not-a-token',
    failing: [/\/api\/v1\/store\//],
  },
  { name: 'single-discord-qr', path: '/discord-qr' },
  {
    name: 'single-friend-invite',
    path: `/FriendInvite/${'x'.repeat(32)}`,
    failing: [/\/api\/v1\/invite\/friend_invite/],
  },
];

const withLanguage = (origin: string, path: string, lng: string) =>
  `${origin}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;

/** Opens a page as a player would (signed in first when it needs it) and waits until it is quiet. */
export async function openPortalPage(
  page: Page,
  route: (typeof PORTAL_PAGES)[number],
  lng: string,
  origin = PORTAL_ORIGIN,
): Promise<() => string[]> {
  if (route.signedIn) await signInPortal(page, `look-${route.name}`);
  const errors = watchConsole(page, route.failing);
  await page.goto(withLanguage(origin, route.path, lng));
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
