import { describe, expect, it, vi } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost, type FakeHostOptions } from '../testing/fake-host.js';
import { createFxidAdapter } from './fxid-adapter.js';
import { base64UrlToBytes, PUSH_PERMISSION_NOT_GRANTED, type PortalPushOptions } from './push-register.js';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = { endpoint: 'https://push.test/sub/1', keys: { p256dh: 'p', auth: 'a' } };

interface Browser {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  framed?: boolean | 'cross-origin';
  subscribe?: () => Promise<unknown>;
  prompt?: boolean;
  existing?: {
    options: { applicationServerKey: ArrayBuffer };
    unsubscribe: () => Promise<boolean>;
    toJSON: () => unknown;
  } | null;
}

async function start(
  browser: Browser = {},
  push: PortalPushOptions = { vapidPublicKey: KEY },
  api: FakeHostOptions['api'] = { '/push_tokens/save': null },
) {
  const fake = fakeHost({ api, game: 'hello-game' });
  const win = fake.win as unknown as Record<string, unknown>;
  const requestPermission = vi.fn(async () => browser.answer ?? 'granted');
  win.Notification = { permission: browser.permission ?? 'default', requestPermission };
  const subscribe = vi.fn(browser.subscribe ?? (async () => ({ toJSON: () => SUBSCRIPTION })));
  const registration = { pushManager: { getSubscription: async () => browser.existing ?? null, subscribe } };
  const register = vi.fn(async () => registration);
  (win.navigator as Record<string, unknown>).serviceWorker = { register, ready: Promise.resolve(registration) };
  win.self = win;
  if (browser.framed === 'cross-origin')
    Object.defineProperty(win, 'top', {
      get: () => {
        throw new Error('SecurityError');
      },
    });
  else win.top = browser.framed ? {} : win;
  const prompt = vi.spyOn(fake.host.ui, 'showPushPrompt').mockResolvedValue(browser.prompt ?? true);
  const adapter = await createFxidAdapter({ push }).start(fake.host);
  const result = await invokeMethod(adapter, 'PushRegister');
  return { result, fake, prompt, requestPermission, register, subscribe, saves: fake.api.of('/push_tokens/save') };
}

describe('fxid PushRegister', () => {
  it('prompts naming the game, asks the browser, subscribes with the VAPID key and saves the subscription', async () => {
    const run = await start();
    expect(run.result).toEqual({ registered: true });
    expect(run.prompt).toHaveBeenCalledWith({ game: 'hello-game' });
    expect(run.requestPermission).toHaveBeenCalledOnce();
    expect(run.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
    expect(run.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(KEY) });
    expect(run.saves).toEqual([
      { path: '/push_tokens/save', body: { Game: 'hello-game', Platform: 'web', Token: JSON.stringify(SUBSCRIPTION) } },
    ]);
  });

  it('reuses a subscription made with the same key, and replaces one made with another key', async () => {
    const existing = (key: Uint8Array) => ({
      options: { applicationServerKey: key.slice().buffer },
      unsubscribe: vi.fn(async () => true),
      toJSON: () => ({ ...SUBSCRIPTION, endpoint: 'https://push.test/old' }),
    });
    const same = existing(base64UrlToBytes(KEY));
    const kept = await start({ existing: same });
    expect(kept.result).toEqual({ registered: true });
    expect(kept.subscribe).not.toHaveBeenCalled();
    expect(same.unsubscribe).not.toHaveBeenCalled();
    expect(JSON.parse(kept.saves[0]!.body.Token as string).endpoint).toBe('https://push.test/old');
    const stale = existing(new Uint8Array(65).fill(4));
    const replaced = await start({ existing: stale });
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(replaced.subscribe).toHaveBeenCalledOnce();
    expect(JSON.parse(replaced.saves[0]!.body.Token as string).endpoint).toBe('https://push.test/sub/1');
  });

  it('decodes the base64url VAPID key to the 65-byte uncompressed point', () => {
    const bytes = base64UrlToBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it.each([
    ['inside a frame', { framed: true }, { vapidPublicKey: KEY }],
    ['inside a cross-origin frame', { framed: 'cross-origin' }, { vapidPublicKey: KEY }],
    ['when notifications are denied', { permission: 'denied' }, { vapidPublicKey: KEY }],
    ['without a VAPID key', {}, {}],
    ['with an empty VAPID key', {}, { vapidPublicKey: '' }],
  ] as const)('is skipped %s: no prompt, nothing saved, registered false', async (_label, browser, push) => {
    const run = await start(browser, push);
    expect(run.result).toEqual({ registered: false });
    expect(run.prompt).not.toHaveBeenCalled();
    expect(run.requestPermission).not.toHaveBeenCalled();
    expect(run.saves).toEqual([]);
    expect(run.fake.logs.flat().join(' ')).toContain('Push registration skipped');
  });

  it('a declined prompt does not ask the browser', async () => {
    const run = await start({ prompt: false });
    expect(run.result).toEqual({ registered: false });
    expect(run.requestPermission).not.toHaveBeenCalled();
    expect(run.saves).toEqual([]);
  });

  it.each(['denied', 'default'] as const)(
    'a permission answer of %s logs the spec text and saves nothing',
    async (answer) => {
      const run = await start({ answer });
      expect(run.result).toEqual({ registered: false });
      expect(run.fake.logs).toContainEqual(['warn', PUSH_PERMISSION_NOT_GRANTED]);
      expect(run.subscribe).not.toHaveBeenCalled();
      expect(run.saves).toEqual([]);
    },
  );

  it('a failing subscription is logged and answered registered false', async () => {
    const run = await start({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    expect(run.result).toEqual({ registered: false });
    expect(run.saves).toEqual([]);
    expect(run.fake.logs.some((l) => l[1] === 'Push registration failed:')).toBe(true);
  });

  it('a refused save (the server answers 400) is logged and answered registered false', async () => {
    const refused = () =>
      new Response(JSON.stringify({ Code: 'InvalidPushSubscription', Message: 'bad' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const run = await start({}, { vapidPublicKey: KEY }, { '/push_tokens/save': refused });
    expect(run.saves).toHaveLength(1);
    expect(run.result).toEqual({ registered: false });
    expect(run.fake.logs.some((l) => l[1] === 'Push registration failed:')).toBe(true);
  });
});
