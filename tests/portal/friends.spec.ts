import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { accounts } from '../../reference-portal/server/src/db/schema.js';
import { callInGame } from '../support/call-in-game.js';
import { acceptDocuments, magicLinkFor, newEmail, openConformanceGame, requestMagicLink } from '../support/portal.js';
import { post, SOCIAL_ORIGIN, startSocialServer } from '../support/social-server.js';

// One server in this worker for the whole file: the tests name the players in its database.
test.describe.configure({ mode: 'serial' });
let server: Awaited<ReturnType<typeof startSocialServer>>;
test.beforeAll(async () => {
  // A fresh server migrates its database first, which takes long on a loaded machine.
  test.setTimeout(180_000);
  server = await startSocialServer();
});
const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});
test.setTimeout(120_000);

async function newPage(browser: Browser, permissions: string[] = []): Promise<Page> {
  const context = await browser.newContext({ permissions });
  contexts.push(context);
  return context.newPage();
}

interface Player {
  readonly page: Page;
  readonly email: string;
  readonly token: string;
  readonly accountId: string;
}

/** A player in a browser of their own, signed in through the magic link and named `name`. */
async function player(browser: Browser, name: string, permissions: string[] = []): Promise<Player> {
  const page = await newPage(browser, permissions);
  const email = newEmail(name.toLowerCase());
  await page.goto(await requestMagicLink(email, `${SOCIAL_ORIGIN}/`, SOCIAL_ORIGIN));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${SOCIAL_ORIGIN}/`);
  const token = (await page.evaluate(() => localStorage.getItem('AuthToken')))!;
  const { AccountId } = (await (await post('/profile', { Game: 'hello-game' }, token)).json()) as { AccountId: string };
  await server.db.update(accounts).set({ name }).where(eq(accounts.id, AccountId));
  return { page, email, token, accountId: AccountId };
}

/** Opens hello-game's social modal; a player's first visit accepts the documents first. */
async function socialModal(page: Page, firstVisit: boolean): Promise<Locator> {
  await page.goto(`${SOCIAL_ORIGIN}/play/hello-game?lng=en`);
  if (firstVisit) await acceptDocuments(page);
  await page.getByRole('button', { name: 'Friends' }).click();
  const social = page.getByTestId('social-modal');
  await expect(social).toBeVisible();
  return social;
}

/** The social modal's list exactly: its title, each entry's name and status line, in order. */
async function expectFriendList(social: Locator, entries: readonly [name: string, status: string][]) {
  await expect(social.getByRole('heading', { name: `Friends in this game: ${entries.length}` })).toBeVisible();
  await expect(social.locator('.friend strong')).toHaveText(entries.map(([name]) => `[${name}]`));
  await expect(social.locator('.friend p')).toHaveText(entries.map(([, status]) => status));
  await expect(social.getByText('no friends yet')).toHaveCount(entries.length ? 0 : 1);
}

/** Presses Invite friends in the social modal and reads the link the share dialog offers. */
async function inviteLink(page: Page, social: Locator): Promise<string> {
  await social.getByRole('button', { name: 'Invite friends' }).click();
  const share = page.getByTestId('link-share-modal');
  await expect(share.getByText('Join me in this game')).toBeVisible();
  const url = await share.getByRole('textbox').inputValue();
  expect(url).toMatch(new RegExp(`^${SOCIAL_ORIGIN}/FriendInvite/[A-Za-z0-9_-]{32}$`));
  await share.getByRole('button', { name: 'Close' }).first().click();
  await expect(share).toBeHidden();
  return url;
}

const friendIdsOf = async (token: string) =>
  (
    (await (await post('/friends/get', { FriendsIds: [] }, token)).json()) as { Friends: { FriendAccountId: string }[] }
  ).Friends.map((f) => f.FriendAccountId).sort();

let ann: Player;
let bob: Player;

test('two players become friends through the invite link; a visitor signs in first and lands back on the invite', async ({
  browser,
}) => {
  ann = await player(browser, 'Ann');
  const annSocial = await socialModal(ann.page, true);
  await expectFriendList(annSocial, []);
  const link = await inviteLink(ann.page, annSocial);

  // One's own link.
  await ann.page.goto(link);
  await expect(ann.page.getByTestId('friend-invite-from')).toHaveText(
    'Ann invites you to be friends and play Hello Game',
  );
  await ann.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(ann.page.getByTestId('friend-invite-result')).toHaveText(
    'This is your own invite link. Send it to a friend.',
  );

  // Bob opens it signed out: the sign-in dialog, the mailed link, and back on the invite.
  const visitor = await newPage(browser);
  const bobEmail = newEmail('bob');
  await visitor.goto(link);
  await expect(visitor.getByTestId('friend-invite-from')).toHaveText(
    'Ann invites you to be friends and play Hello Game',
  );
  await visitor.getByRole('button', { name: 'Sign in to accept' }).click();
  const signIn = visitor.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('E-mail').fill(bobEmail);
  await signIn.getByRole('button', { name: 'Continue with email' }).click();
  await visitor.getByRole('dialog', { name: 'Robot check' }).getByRole('checkbox').click();
  const checkMail = visitor.getByRole('dialog', { name: 'Check mail for login link' });
  await checkMail.getByRole('button', { name: 'Close' }).click();
  await expect(visitor.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await visitor.goto(await magicLinkFor(bobEmail, SOCIAL_ORIGIN));
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor).toHaveURL(link);
  const bobToken = (await visitor.evaluate(() => localStorage.getItem('AuthToken')))!;
  const { AccountId: bobId } = (await (await post('/profile', { Game: 'hello-game' }, bobToken)).json()) as {
    AccountId: string;
  };
  await server.db.update(accounts).set({ name: 'Bob' }).where(eq(accounts.id, bobId));
  bob = { page: visitor, email: bobEmail, token: bobToken, accountId: bobId };
  expect(await friendIdsOf(ann.token)).toEqual([]);
  await visitor.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(visitor.getByTestId('friend-invite-result')).toHaveText('You and Ann are friends now');
  await expect(visitor.getByRole('link', { name: 'Play Hello Game' })).toHaveAttribute('href', '/play/hello-game');
  expect(await friendIdsOf(ann.token)).toEqual([bob.accountId]);
  expect(await friendIdsOf(bob.token)).toEqual([ann.accountId]);

  // The same link again, a new link of a friend, and a link that never was.
  await visitor.goto(link);
  await expect(visitor.getByTestId('friend-invite-result')).toHaveText('This invite link was already used.');
  await expect(visitor.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  const second = await inviteLink(ann.page, await socialModal(ann.page, false));
  await visitor.goto(second);
  await visitor.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(visitor.getByTestId('friend-invite-result')).toHaveText('You are already friends.');
  await visitor.goto(`${SOCIAL_ORIGIN}/FriendInvite/${'x'.repeat(32)}?lng=en`);
  await expect(visitor.getByTestId('friend-invite-result')).toHaveText('This invite link is not valid.');

  await expectFriendList(await socialModal(ann.page, false), [['Bob', 'Bob is online']]);
});

test('a friend invited by e-mail opens the mailed link, accepts, and both lists show the other', async ({
  browser,
}) => {
  const carl = await player(browser, 'Carl');
  const annSocial = await socialModal(ann.page, false);
  await annSocial.getByLabel("Friend's e-mail").fill('not-an-address');
  await annSocial.getByRole('button', { name: 'Send invite' }).click();
  await expect(annSocial.getByTestId('email-invite-status')).toHaveText('Please enter a valid e-mail address.');
  await annSocial.getByLabel("Friend's e-mail").fill(carl.email);
  await annSocial.getByRole('button', { name: 'Send invite' }).click();
  await annSocial.getByRole('checkbox').click();
  await expect(annSocial.getByTestId('email-invite-status')).toHaveText(`Invite sent to ${carl.email}`);

  const outbox = (await (await fetch(`${SOCIAL_ORIGIN}/dev/outbox.json`)).json()) as {
    Mails: { To: string; Subject: string; Link: string | null }[];
  };
  const mail = outbox.Mails.find((m) => m.To === carl.email && m.Link?.includes('/FriendInvite/'));
  expect(mail?.Subject).toBe('Ann invites you to be friends on Playport');
  await carl.page.goto(mail!.Link!);
  await expect(carl.page.getByTestId('friend-invite-from')).toHaveText(
    'Ann invites you to be friends and play Hello Game',
  );
  await carl.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(carl.page.getByTestId('friend-invite-result')).toHaveText('You and Ann are friends now');

  expect(await friendIdsOf(ann.token)).toEqual([bob.accountId, carl.accountId].sort());
  // Newest first: Bob's status line, just set, is newer than Carl's account.
  expect(
    (
      await post(
        '/friends/status',
        { Name: '', Priority: 0, Status: 'Level 4, no deaths', Game: 'hello-game' },
        bob.token,
      )
    ).status,
  ).toBe(204);
  await expectFriendList(await socialModal(ann.page, false), [
    ['Bob', 'Level 4, no deaths'],
    ['Carl', 'Carl is online'],
  ]);
  await expectFriendList(await socialModal(carl.page, true), [['Ann', 'Ann is online']]);
  await expectFriendList(await socialModal(bob.page, true), [['Ann', 'Ann is online']]);
});

test("a game's InviteFriends in the portal shares the player's friend invite link, which makes friends", async ({
  browser,
}) => {
  const eve = await player(browser, 'Eve', ['clipboard-read', 'clipboard-write']);
  const game = await openConformanceGame(eve.page, SOCIAL_ORIGIN);
  const invited = callInGame(game, 'InviteFriends', { text: 'Race me in the conformance game' });
  const share = eve.page.getByRole('dialog', { name: 'Share' });
  await expect(share.getByText('Race me in the conformance game')).toBeVisible();
  expect(await invited).toEqual({ ok: true, result: { invited: true } });
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByText('Link copied')).toBeVisible();
  const link = await eve.page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${SOCIAL_ORIGIN}/FriendInvite/[A-Za-z0-9_-]{32}$`));

  const dan = await player(browser, 'Dan');
  await dan.page.goto(link);
  await expect(dan.page.getByTestId('friend-invite-from')).toHaveText(
    'Eve invites you to be friends and play Conformance Game',
  );
  await dan.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dan.page.getByTestId('friend-invite-result')).toHaveText('You and Eve are friends now');
  expect(await friendIdsOf(eve.token)).toEqual([dan.accountId]);
  expect(await friendIdsOf(dan.token)).toEqual([eve.accountId]);
});

/** Sets a player's friends on the local stand-in of a platform's API (both ways, as on the platform). */
async function setPlatformFriends(
  platform: 'vk' | 'ok' | 'facebook',
  userId: string,
  friends: string[],
): Promise<void> {
  const res = await fetch(`${SOCIAL_ORIGIN}/dev/platform-api/${platform}/friends/${userId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Friends: friends }),
  });
  expect(res.status).toBe(200);
}

async function setPlatformFailure(platform: 'vk' | 'ok' | 'facebook', failure: boolean): Promise<void> {
  const res = await fetch(`${SOCIAL_ORIGIN}/dev/platform-api/${platform}/failure`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Failure: failure }),
  });
  expect(res.status).toBe(200);
}

/**
 * A player in a browser of their own who opens hello-game in VK's frame as VK user `vkUserId` (the
 * local server's signed launch data for that user), is signed in by the VK adapter, and is named `name`.
 */
async function vkPlayer(browser: Browser, vkUserId: string, name: string): Promise<Player> {
  const page = await newPage(browser);
  const launch = (await (await fetch(`${SOCIAL_ORIGIN}/dev/launch/vkcom?user=${vkUserId}`)).json()) as {
    search: string;
  };
  await page.goto(`${SOCIAL_ORIGIN}/play/hello-game/iframe/vkcom?${launch.search}`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('AuthToken')), {
      message: 'signed in through VK',
      timeout: 60_000,
    })
    .not.toBeNull();
  const token = (await page.evaluate(() => localStorage.getItem('AuthToken')))!;
  const profile = (await (await post('/profile', { Game: 'hello-game' }, token)).json()) as { AccountId: string };
  // VK's launch data says Russian, which the account keeps; this test reads the portal in English. The VK
  // page goes first: once it read the English profile, VK's Russian would be saved back to it.
  await page.goto('about:blank');
  await server.db.update(accounts).set({ name, locale: 'en' }).where(eq(accounts.id, profile.AccountId));
  return { page, email: '', token, accountId: profile.AccountId };
}

test('players who are friends on VK are friends in the portal once both signed in there; others are not; a failing VK API adds none', async ({
  browser,
}) => {
  // On VK: Vera and Vlad are friends; Vova is a friend of neither.
  await setPlatformFriends('vk', '70001', ['70002']);
  const vera = await vkPlayer(browser, '70001', 'Vera');
  await expectFriendList(await socialModal(vera.page, true), []);
  const vlad = await vkPlayer(browser, '70002', 'Vlad');
  const vova = await vkPlayer(browser, '70003', 'Vova');
  await expectFriendList(await socialModal(vlad.page, true), [['Vera', 'Vera is online']]);
  await expectFriendList(await socialModal(vera.page, false), [['Vlad', 'Vlad is online']]);
  await expectFriendList(await socialModal(vova.page, true), []);
  expect(await friendIdsOf(vova.token)).toEqual([]);

  // VK's API fails: Vasya, Vera's friend on VK, still signs in, with no friends added, and the server warns.
  await setPlatformFriends('vk', '70004', ['70001']);
  await setPlatformFailure('vk', true);
  const warnings = server.logs.length;
  const vasya = await vkPlayer(browser, '70004', 'Vasya');
  await setPlatformFailure('vk', false);
  await expectFriendList(await socialModal(vasya.page, true), []);
  expect(await friendIdsOf(vera.token)).toEqual([vlad.accountId]);
  expect(
    server.logs
      .slice(warnings)
      .filter((l) => l.code === 'PlatformFriendsUnavailable')
      .map((l) => [l.level, l.platform, l.msg, l.err]),
  ).toEqual([
    [
      40,
      'VkontakteCom',
      'Platform friends could not be read at sign-in',
      'VK error {"error_code":10,"error_msg":"Internal server error","request_params":[{"key":"user_id","value":"70004"},{"key":"count","value":"5000"},{"key":"v","value":"5.131"}]}',
    ],
  ]);
});
