import { expect, type Frame, type Page } from '@playwright/test';
import { finishConformanceRun, frameAt } from './portal.js';
import { PORTAL_GAMES_ORIGIN, PORTAL_ORIGIN } from './portal-origins.js';

/**
 * A copy of the conformance game (same page, same products) whose Store config enables one provider,
 * made through the local server's `/dev/games/{game}/copy` (named `conformance-game--{tag}`); each test
 * gets its own, so tests that use different providers run side by side.
 */
export async function gameWithStore(tag: string, store: Record<string, unknown>): Promise<string> {
  const suffix = `${tag.toLowerCase()}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await fetch(`${PORTAL_ORIGIN}/dev/games/conformance-game/copy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Tag: suffix, Store: { Enabled: true, RequireEmail: false, ...store } }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { SystemName: string }).SystemName;
}

/** The frame of a copy of the conformance game once its own run is done, so a test's calls do not mix with it. */
export async function readyConformanceFrame(page: Page): Promise<Frame> {
  const frame = await frameAt(page, `${PORTAL_GAMES_ORIGIN}/conformance-game--`);
  await finishConformanceRun(page, frame);
  return frame;
}

/** The order's status on the server at `origin` (`get_payment_status`). */
export async function serverOrderStatus(token: string, id: string, origin = PORTAL_ORIGIN): Promise<string> {
  const res = await fetch(`${origin}/api/v1/store/get_payment_status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ PublicOrderId: id }),
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { Status: string }).Status;
}

/** The order the page's 'Order status' link names (its `/Store/Return/{id}` path). */
export const orderIdFromReturnLink = async (page: Page) => {
  const href = await page.getByRole('link', { name: 'Order status' }).getAttribute('href');
  return decodeURIComponent(/\/Store\/Return\/([^/?#]+)/.exec(href ?? '')?.[1] ?? '');
};

/** Fills the card form (inside `scope`) with a valid test card. */
export async function fillTestCard(scope: Page | ReturnType<Page['frameLocator']>) {
  await scope.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scope.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await scope.getByLabel('Security code (CVC)').fill('123');
  await scope.getByLabel('Cardholder name').fill('Test Buyer');
}
