import { expect, test, type Frame, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import {
  accounts,
  documentAcceptances,
  documentVersions,
  supportMessages,
} from '../../reference-portal/server/src/db/schema.js';
import { callInGame } from '../support/call-in-game.js';
import { acceptDocuments, gameFrameOf, openConformanceGame } from '../support/portal.js';
import { post, signInPage, SOCIAL_ORIGIN, startSocialServer } from '../support/social-server.js';

// One server in this worker for the whole file: the tests read and change its database.
test.describe.configure({ mode: 'serial' });
let server: Awaited<ReturnType<typeof startSocialServer>>;
test.beforeAll(async () => {
  // A fresh server migrates its database first, which takes long on a loaded machine.
  test.setTimeout(180_000);
  server = await startSocialServer();
});
test.afterAll(async () => server?.stop());
test.setTimeout(120_000);

/** The conformance game, after its own run, with every dialog it opened closed. */
const conformanceGame = (page: Page): Promise<Frame> => openConformanceGame(page, SOCIAL_ORIGIN);

const accountOf = async (token: string) =>
  (await (await post('/profile', { Game: 'hello-game' }, token)).json()) as { AccountId?: string; Id?: string };
const storedMessages = (message: string) =>
  server.db.select().from(supportMessages).where(eq(supportMessages.message, message));

test('a new document version is shown once, sanitised, and its acceptance is recorded', async ({ page }) => {
  await signInPage(page, 'docs');
  await page.goto(`${SOCIAL_ORIGIN}/play/hello-game?lng=en`);
  await acceptDocuments(page);
  // The modal closes as the last acceptance is sent: wait until the server has recorded them all, so
  // the reload below cannot cut that request short.
  const token = (await page.evaluate(() => localStorage.getItem('AuthToken')))!;
  const unaccepted = async () =>
    (
      (await (
        await post('/games/documents/list-latest-unaccepted-documents', { GameSystemName: 'hello-game' }, token)
      ).json()) as { Documents: unknown[] }
    ).Documents.length;
  await expect.poll(unaccepted).toBe(0);
  await page.reload();
  await gameFrameOf(page, 'hello-game');
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('accept-documents-modal')).toHaveCount(0);

  const versionId = `hello-game-tos-e2e-${Date.now()}`;
  await server.db.insert(documentVersions).values({
    id: versionId,
    documentId: 'hello-game-tos',
    url: null,
    contentType: 'Markdown',
    createdAt: new Date(Date.now() + 1000),
    content:
      '# Terms, version 3\n\nPlay **fair**. <img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
  });
  await page.reload();
  const modal = page.getByRole('dialog', { name: 'Terms of service' });
  await expect(modal.getByRole('heading', { name: 'Terms, version 3' })).toBeVisible();
  await expect(modal.locator('strong')).toHaveText('fair');
  expect(await modal.locator('script, [onerror]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(modal.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect
    .poll(
      async () =>
        (await server.db.select().from(documentAcceptances).where(eq(documentAcceptances.documentVersionId, versionId)))
          .length,
    )
    .toBe(1);
  await server.db.delete(documentVersions).where(eq(documentVersions.id, versionId));
});

test('support requests from the game, from the modal the game opens, and from the report-issue modal are stored', async ({
  page,
}) => {
  await signInPage(page, 'support');
  const game = await conformanceGame(page);

  const fromGame = `Stuck on level 2 (${Date.now()})`;
  const direct = await callInGame(game, 'CreateSupportRequest', { message: fromGame, email: 'player@example.com' });
  expect(direct).toEqual({ ok: true, result: { sent: true } });
  const [stored] = await storedMessages(fromGame);
  expect(stored).toMatchObject({ game: 'conformance-game', email: 'player@example.com', context: { Adapter: 'fxid' } });
  await expect
    .poll(() =>
      game.evaluate(
        (m) =>
          window.__conformance.events.some(
            (e) => e.name === 'SupportRequest' && (e.payload as { message?: string }).message === m,
          ),
        fromGame,
      ),
    )
    .toBe(true);

  const viaModal = callInGame(game, 'CreateSupportRequest', { message: '   ' });
  const report = page.getByRole('dialog', { name: 'Report an issue' });
  const fromModal = `The music stops (${Date.now()})`;
  await report.getByLabel('Message').fill(fromModal);
  await report.getByLabel('E-mail').fill('me@example.com');
  await report.getByRole('button', { name: 'Send' }).click();
  await expect(report).toBeHidden();
  expect(await viaModal).toEqual({ ok: true, result: { sent: true } });
  expect(await storedMessages(fromModal)).toHaveLength(1);

  await page.goto(`${SOCIAL_ORIGIN}/play/hello-game?lng=en`);
  await acceptDocuments(page);
  await page.getByRole('button', { name: 'Report an issue' }).click();
  const toolbarReport = page.getByRole('dialog', { name: 'Report an issue' });
  const fromToolbar = `The portal page froze (${Date.now()})`;
  await toolbarReport.getByLabel('Message').fill(fromToolbar);
  await toolbarReport.getByLabel('E-mail').fill('me@example.com');
  await toolbarReport.getByRole('button', { name: 'Send' }).click();
  await expect(toolbarReport).toBeHidden();
  const [toolbarRow] = await storedMessages(fromToolbar);
  expect(toolbarRow).toMatchObject({ game: 'hello-game', email: 'me@example.com' });
});

test('the social modal lists exactly the friends, with the status a friend sets with SetStatus', async ({
  browser,
}) => {
  const annContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const ann = await annContext.newPage();
  const bob = await bobContext.newPage();
  const annToken = await signInPage(ann, 'ann');
  const bobToken = await signInPage(bob, 'bob');
  const annId = (await accountOf(annToken)).AccountId;
  const bobId = (await accountOf(bobToken)).AccountId;
  expect(annId && bobId).toBeTruthy();
  await server.db.update(accounts).set({ name: 'Bob' }).where(eq(accounts.id, bobId!));
  // Friends are mutual: an invite notification each way makes two accounts friends.
  expect(
    (await post('/friends/send_invite_notification', { Game: 'conformance-game', FriendAccountIds: [bobId] }, annToken))
      .ok,
  ).toBe(true);
  expect(
    (await post('/friends/send_invite_notification', { Game: 'conformance-game', FriendAccountIds: [annId] }, bobToken))
      .ok,
  ).toBe(true);

  const game = await conformanceGame(bob);
  const friends = await callInGame(game, 'GetFriends');
  expect(friends.ok && (friends.result as { friends: { uid: string }[] }).friends.map((f) => f.uid)).toEqual([annId]);
  const status = `Beat the boss (${Date.now()})`;
  expect(await callInGame(game, 'SetStatus', { status, priority: 3 })).toEqual({ ok: true, result: { sent: true } });

  await conformanceGame(ann);
  await ann.getByRole('button', { name: 'Friends' }).click();
  const social = ann.getByTestId('social-modal');
  await expect(social.getByRole('heading', { name: 'Friends in this game: 1' })).toBeVisible();
  await expect(social.locator('.friend strong')).toHaveText(['[Bob]']);
  await expect(social.locator('.friend p')).toHaveText([status]);
  await expect(social.locator('.friend img')).toHaveAttribute(
    'src',
    'https://ui-avatars.com/api/?name=Bob&background=random&size=64',
  );
  await expect(social.getByText('no friends yet')).toHaveCount(0);
  await annContext.close();
  await bobContext.close();
});

test('the share modal opens VK, OK and Telegram, copies the link, and falls back to the text-copy modal', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(`${SOCIAL_ORIGIN}/?lng=en`);
  const game = await conformanceGame(page);
  const url = 'https://portal.example/play/conformance-game';
  const link = encodeURIComponent(url);

  expect(await callInGame(game, 'ShowLinkShareModal', { url, text: 'Join me' })).toEqual({
    ok: true,
    result: { shown: true },
  });
  const share = page.getByRole('dialog', { name: 'Share' });
  const expected = {
    VK: `https://vk.com/share.php?url=${link}&title=Join%20me`,
    OK: `https://connect.ok.ru/offer?url=${link}&title=Join%20me`,
    Telegram: `https://t.me/share/url?url=${link}&text=Join%20me`,
  };
  // The share pages are third-party sites: the test answers them itself.
  await context.route(/^https:\/\/(vk\.com|connect\.ok\.ru|t\.me)\//, (route) =>
    route.fulfill({ body: 'share page', contentType: 'text/plain' }),
  );
  for (const [name, target] of Object.entries(expected)) {
    const popup = context.waitForEvent('page');
    await share.getByRole('button', { name }).click();
    const opened = await popup;
    expect(opened.url()).toBe(target);
    await opened.close();
  }
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.keyboard.press('Escape');

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  await callInGame(game, 'ShowLinkShareModal', { url });
  await page.getByRole('dialog', { name: 'Share' }).getByRole('button', { name: 'Copy link' }).click();
  const fallback = page.getByTestId('text-copy-modal');
  await expect(fallback.getByRole('textbox')).toHaveValue(url);
  await expect(page.getByRole('dialog', { name: 'Share' })).toHaveCount(0);
  await context.close();
});
