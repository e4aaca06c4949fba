import { expect, test, type Page, type Route } from '@playwright/test';
import { apiPost, gameFrameOf, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

// API faults on the portal's own pages, against the real server: a transient failure is fetched
// again, a failure that lasts shows what failed with a "Try again" button, and "Game not found" is
// said only for the server's 404. A document acceptance that fails is shown and stored on retry.

const GAME_CONFIG = '**/api/v1/public_game_config/hello-game?*';
/** The portal's query retries after the first attempt (QUERY_RETRIES of the web app). */
const QUERY_RETRIES = 3;
/** Long enough for the first attempt and every retry of a query (0.5 + 1 + 2 s of delays). */
const AFTER_RETRIES = { timeout: 20_000 };

const fail500 = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ Code: 'InternalError', Message: 'Injected fault' }),
  });

/** Answers the first `times` requests at `url` with a 500 (every one while `times` is Infinity); counts them all. */
async function failing(page: Page, url: string, times: number) {
  const state = { requests: 0, failing: true };
  await page.route(url, async (route) => {
    state.requests++;
    if (state.failing && state.requests <= times) await fail500(route);
    else await route.continue();
  });
  return state;
}

/** The hello game on the play page, connected to the host. */
async function expectPlaying(page: Page) {
  await gameFrameOf(page, 'hello-game');
  await expect(page.getByTestId('player-stage').locator('.spinner')).toHaveCount(0, AFTER_RETRIES);
  await expect(page.getByTestId('player-stage').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Game not found' })).toHaveCount(0);
}

test.describe('the game config on the play page', () => {
  test('one 500 is fetched again and the game plays', async ({ page }) => {
    const config = await failing(page, GAME_CONFIG, 1);
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    await expectPlaying(page);
    expect(config.requests).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('play-load-error')).toHaveCount(0);
  });

  test('a lasting 500 shows the error with Try again, not "Game not found"; Try again plays once the API is back', async ({
    page,
  }) => {
    const config = await failing(page, GAME_CONFIG, Infinity);
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    const error = page.getByTestId('play-load-error');
    await expect(error).toBeVisible(AFTER_RETRIES);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(error.getByRole('alert')).toHaveText(
      'The game could not be loaded. Check your connection and try again.',
    );
    await expect(page.getByText('Game not found')).toHaveCount(0);
    // /config.js's preload on the play path, then the query's own tries (a preload that failed is not taken).
    expect(config.requests).toBe(1 + 1 + QUERY_RETRIES);
    await page.screenshot({ path: test.info().outputPath('play-load-error.png') });

    config.failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expectPlaying(page);
    await expect(error).toHaveCount(0);
  });

  test('a network failure that lasts shows the same error with Try again', async ({ page }) => {
    let requests = 0;
    await page.route(GAME_CONFIG, (route) => {
      requests++;
      return route.abort('connectionreset');
    });
    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    await expect(page.getByTestId('play-load-error').getByRole('alert')).toHaveText(
      'The game could not be loaded. Check your connection and try again.',
      AFTER_RETRIES,
    );
    await expect(page.getByText('Game not found')).toHaveCount(0);
    // /config.js's preload once; then the API client tries each call 3 times on the network, the query 1 + 3 times.
    expect(requests).toBe(1 + 3 * (1 + QUERY_RETRIES));
  });

  test('the server\'s 404 says "Game not found" at once, without retries', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/public_game_config/no-such-game')) requests++;
    });
    await page.goto(`${PORTAL_ORIGIN}/play/no-such-game?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game not found');
    await expect(page.getByTestId('play-load-error')).toHaveCount(0);
    // /config.js's preload, and the page's own request once (the preload's 404 is not taken): no retries.
    expect(requests).toBe(2);
  });
});

test.describe('store page and profile', () => {
  test('a store page whose products fail to load shows the coded error with Try again, which loads them', async ({
    page,
  }) => {
    const data = await failing(page, '**/api/v1/store/store_data', Infinity);
    await page.goto(`${PORTAL_ORIGIN}/Store/hello-game?lng=en`);
    const error = page.getByTestId('store-load-error');
    await expect(error.getByTestId('store-error')).toHaveText(
      'Error ApiError 500: InternalError: Injected fault',
      AFTER_RETRIES,
    );
    expect(data.requests).toBe(1 + QUERY_RETRIES);
    await page.screenshot({ path: test.info().outputPath('store-load-error.png') });

    data.failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.product-list .product').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('a profile that fails to load shows the error with Try again, which loads it', async ({ page }) => {
    await signInPortal(page, 'faults-profile');
    const profile = await failing(page, '**/api/v1/profile', Infinity);
    await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
    const error = page.getByTestId('profile-load-error');
    await expect(error.getByRole('alert')).toHaveText(
      'This page could not be loaded. Check your connection and try again.',
      AFTER_RETRIES,
    );
    expect(profile.requests).toBe(1 + QUERY_RETRIES);
    await page.screenshot({ path: test.info().outputPath('profile-load-error.png') });

    profile.failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('profile-email')).toHaveText(/@example\.com$/);
    await expect(error).toHaveCount(0);
  });

  test('a profile page whose games list fails shows the error with Try again, which loads the profile', async ({
    page,
  }) => {
    await signInPortal(page, 'faults-games');
    const games = await failing(page, '**/api/v1/games/list', Infinity);
    await page.goto(`${PORTAL_ORIGIN}/Profile?lng=en`);
    const error = page.getByTestId('profile-load-error');
    await expect(error.getByRole('alert')).toHaveText(
      'This page could not be loaded. Check your connection and try again.',
      AFTER_RETRIES,
    );
    games.failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('profile-email')).toHaveText(/@example\.com$/);
  });
});

test('a document acceptance that fails is shown with Try again, which stores it', async ({ page }) => {
  const token = await signInPortal(page, 'faults-docs');
  const unaccepted = async () =>
    (
      await apiPost<{ Documents: unknown[] }>(token, '/games/documents/list-latest-unaccepted-documents', {
        GameSystemName: 'hello-game',
      })
    ).body.Documents.length;
  const before = await unaccepted();
  expect(before).toBe(2);
  const accept = await failing(page, '**/api/v1/games/documents/accept', 1);
  await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
  const dialog = page.getByTestId('accept-documents-modal');
  await expect(dialog.getByText('Document 1 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();

  const failure = dialog.getByTestId('accept-documents-error');
  await expect(failure.getByRole('alert')).toHaveText(
    'Your acceptance could not be saved. Check your connection and try again.',
  );
  await expect(dialog.getByText('Document 1 of 2')).toBeVisible();
  expect(await unaccepted()).toBe(2);
  await page.screenshot({ path: test.info().outputPath('accept-documents-error.png') });

  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByText('Document 2 of 2')).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(await unaccepted()).toBe(1);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await unaccepted()).toBe(0);
  expect(accept.requests).toBe(3);
});

test('the order return page rides out failed status requests and still shows the order; a refusal ends it', async ({
  page,
}) => {
  const token = await signInPortal(page, 'return-faults');
  const order = await apiPost<{ TransactionId: string }>(token, '/store/create_payment', {
    Game: 'conformance-game',
    Sku: 'test_item',
    WebPublishingPlatform: 'FxId',
    EmbeddingType: 'Redirect',
  });
  expect(order.status).toBe(200);
  const statuses: number[] = [];
  let failures = 2;
  await page.route('**/api/v1/store/get_payment_status', async (route) => {
    if (failures-- > 0) {
      statuses.push(503);
      return route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Service Unavailable', status: 503 }),
      });
    }
    const response = await route.fetch();
    statuses.push(response.status());
    return route.fulfill({ response });
  });
  await page.goto(`${PORTAL_ORIGIN}/Store/Return/${order.body.TransactionId}?lng=en`);
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for the payment…');
  await expect(page.getByTestId('order-error')).toHaveCount(0);
  expect(statuses.slice(0, 3)).toEqual([503, 503, 200]);

  // An order that is not the player's is a refusal: said at once, no more requests.
  await page.unroute('**/api/v1/store/get_payment_status');
  await page.goto(`${PORTAL_ORIGIN}/Store/Return/00000000000000000000000000?lng=en`);
  await expect(page.getByTestId('order-error')).toBeVisible();
});
