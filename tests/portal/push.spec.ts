import { expect, test, type Frame, type Page } from '@playwright/test';
import { runPushCommand } from '../../reference-portal/server/src/push/push-command.js';
import {
  decryptWebPush,
  startLocalPushService,
  verifyVapidHeader,
} from '../../reference-portal/server/src/push/testing/local-push-service.js';
import { callInGame } from '../support/call-in-game.js';
import { acceptDocuments, apiPost, gameFrameOf, openConformanceGame, signInPortal } from '../support/portal.js';
import { PORTAL_ORIGIN } from '../support/portal-origins.js';

declare global {
  interface Window {
    __pushKeys?: { p256dh: string; auth: string; privateKey: string };
  }
}

/**
 * Chromium cannot reach a real push service offline: `PushManager.prototype.subscribe` answers with a
 * subscription to the local push service, whose keys are real P-256 keys and a real auth secret made
 * with WebCrypto, so the server's encrypted push can be decrypted here as a browser would.
 */
async function fakePushService(page: Page, origin: string) {
  await page.addInitScript((pushOrigin) => {
    const b64u = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (!options?.userVisibleOnly || !options.applicationServerKey)
        throw new DOMException('userVisibleOnly and applicationServerKey are required', 'NotAllowedError');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const keys = {
        p256dh: b64u(await crypto.subtle.exportKey('raw', pair.publicKey)),
        auth: b64u(crypto.getRandomValues(new Uint8Array(16))),
        privateKey: (await crypto.subtle.exportKey('jwk', pair.privateKey)).d!,
      };
      window.__pushKeys = keys;
      const json = {
        endpoint: `${pushOrigin}/push/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      };
      return { ...json, options, toJSON: () => json } as unknown as PushSubscription;
    };
  }, origin);
}

/** Signs a new player in, opens the conformance game once its start-up run is over, and returns its frame and account. */
async function signedInGame(page: Page): Promise<{ game: Frame; accountId: string }> {
  await signInPortal(page, 'push');
  const game = await openConformanceGame(page);
  const info = await callInGame(game, 'GetInfo');
  if (!info.ok) throw new Error(info.error.message);
  return { game, accountId: (info.result as { fxId: { userId: string } }).fxId.userId };
}

async function sendPush(accountId: string, game = 'conformance-game') {
  const lines: string[] = [];
  const code = await runPushCommand(
    [
      '--game',
      game,
      '--account',
      accountId,
      '--title',
      'New level',
      '--body',
      'Come back and play',
      '--url',
      `${PORTAL_ORIGIN}/play/${game}`,
    ],
    { env: { PUBLIC_URL: PORTAL_ORIGIN }, fetch, out: (l) => void lines.push(l) },
  );
  return { code, lines };
}

test('push granted: the prompt names the game, the subscription is saved, the admin command delivers an encrypted push', async ({
  page,
  context,
}) => {
  const service = await startLocalPushService();
  try {
    await fakePushService(page, service.origin);
    await context.grantPermissions(['notifications'], { origin: PORTAL_ORIGIN });
    const { game, accountId } = await signedInGame(page);

    const registering = callInGame(game, 'PushRegister');
    const prompt = page.getByRole('dialog', { name: 'Notifications' });
    await expect(prompt.getByText('Allow Conformance Game to send you notifications?')).toBeVisible();
    await prompt.getByRole('button', { name: 'OK' }).click();
    expect(await registering).toEqual({ ok: true, result: { registered: true } });

    const keys = (await page.evaluate(() => window.__pushKeys))!;
    const vapidPublicKey = await page.evaluate(
      () =>
        (window as unknown as { __PLAYPORT_CONFIG__: { vapidPublicKey: string } }).__PLAYPORT_CONFIG__.vapidPublicKey,
    );
    expect(await sendPush(accountId)).toEqual({ code: 0, lines: ['Sent 1, failed 0, removed 0 gone subscriptions'] });

    expect(service.received).toHaveLength(1);
    const push = service.received[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    await verifyVapidHeader(push.headers.authorization, vapidPublicKey, service.origin);
    expect(JSON.parse(decryptWebPush(push.body, keys))).toEqual({
      title: 'New level',
      body: 'Come back and play',
      url: `${PORTAL_ORIGIN}/play/conformance-game`,
      game: 'conformance-game',
    });
  } finally {
    await service.close();
  }
});

test('push denied by the browser: the game gets registered false and no subscription is saved', async ({ page }) => {
  const service = await startLocalPushService();
  try {
    await fakePushService(page, service.origin);
    const { game, accountId } = await signedInGame(page);
    await page.evaluate(() => {
      // Headless Chromium answers the permission request itself; this makes the refusal explicit.
      Notification.requestPermission = async () => 'denied';
    });
    const registering = callInGame(game, 'PushRegister');
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'OK' }).click();
    expect(await registering).toEqual({ ok: true, result: { registered: false } });
    expect(await page.evaluate(() => window.__pushKeys)).toBeUndefined();
    expect(await sendPush(accountId)).toEqual({ code: 0, lines: ['Sent 0, failed 0, removed 0 gone subscriptions'] });
    expect(service.received).toHaveLength(0);

    await page.evaluate(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    expect(await callInGame(game, 'PushRegister')).toEqual({ ok: true, result: { registered: false } });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await service.close();
  }
});

test('the hello game asks for notifications from its button, and the push reaches its subscription', async ({
  page,
  context,
}) => {
  const service = await startLocalPushService();
  try {
    await fakePushService(page, service.origin);
    await context.grantPermissions(['notifications'], { origin: PORTAL_ORIGIN });
    const token = await signInPortal(page, 'push-hello');
    const { body: account } = await apiPost<{ AccountId: string }>(token, '/profile', { Game: 'hello-game' });

    await page.goto(`${PORTAL_ORIGIN}/play/hello-game?lng=en`);
    const game = await gameFrameOf(page, 'hello-game');
    await acceptDocuments(page);
    await game.getByRole('button', { name: 'Get notifications' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'OK' }).click();
    await expect(game.getByRole('status')).toHaveText('Notifications are on.');

    const keys = (await page.evaluate(() => window.__pushKeys))!;
    expect(await sendPush(account.AccountId, 'hello-game')).toEqual({
      code: 0,
      lines: ['Sent 1, failed 0, removed 0 gone subscriptions'],
    });
    expect(JSON.parse(decryptWebPush(service.received[0]!.body, keys))).toMatchObject({
      title: 'New level',
      game: 'hello-game',
    });
  } finally {
    await service.close();
  }
});
