// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { methodSchemas } from '../protocol/methods.js';
import { ErrorCode, METHODS, SDK_BUILD } from '../protocol/names.js';
import { init } from './init.js';

const NEEDS_HOST = ['BuyProduct', 'SendVkBridge', 'SendCrazyGamesSdk', 'ConsumePurchase'];

// Params that pass each method's schema, so computed answers can be checked too.
const PARAMS: Record<string, unknown> = {
  ChangeLanguage: { language: 'de' },
  SetUrlHash: { hash: 'level=4' },
  WordsFilter: { text: 'hello' },
};

describe('standalone mode (page not framed)', () => {
  it('starts at once without posting anything', async () => {
    const post = vi.spyOn(window, 'postMessage');
    const client = await init();
    expect(post).not.toHaveBeenCalled();
    expect(client.mode).toBe('standalone');
    await expect(init()).resolves.toBe(client);
  });

  it('answers GetInfo from the page itself', async () => {
    const client = await init();
    const info = await client.getInfo();
    expect(info).toEqual({
      game: 'standalone',
      sdk: { version: { major: 1, minor: 5 }, buildNumber: SDK_BUILD },
      environment: { os: 'linux', isMobile: false, safeArea: { left: 0, right: 0, top: 0, bottom: 0 } },
      fxId: null,
      social: null,
    });
  });

  it.each(METHODS.filter((m) => !NEEDS_HOST.includes(m)))(
    'answers %s with a result its schema accepts',
    async (method) => {
      const client = await init();
      const result = await client.call(method, PARAMS[method] as never);
      expect(methodSchemas[method].result.safeParse(result).success).toBe(true);
    },
  );

  it('answers the documented "nothing here" values', async () => {
    const client = await init();
    await expect(client.adsVideoReady()).resolves.toEqual({ ready: false });
    await expect(client.adsShowVideo()).resolves.toEqual({ outcome: 'failed', reason: 'NotImplemented' });
    await expect(client.socialSettings()).resolves.toEqual({ ui: { disabled: false } });
    await expect(client.getFriends()).resolves.toEqual({ friends: [] });
    await expect(client.loadingReady()).resolves.toEqual({ acknowledged: true });
    await expect(client.changeLanguage({ language: 'de' })).resolves.toEqual({ language: 'de' });
    await expect(client.wordsFilter({ text: 'hi' })).resolves.toEqual({ text: 'hi', filtered: false });
  });

  it('hands out copies, so a game cannot change later answers', async () => {
    const client = await init();
    const { friends } = await client.getFriends();
    friends.push({ uid: 'x', firstName: null, lastName: null, displayName: null, gender: 'unspecified', photo: null });
    await expect(client.getFriends()).resolves.toEqual({ friends: [] });
  });

  it('reads and sets the page hash', async () => {
    const client = await init();
    await client.setUrlHash({ hash: 'level=4' });
    expect(window.location.hash).toBe('#level=4');
    await expect(client.getUrlHash()).resolves.toEqual({ hash: 'level=4' });
  });

  it.each(NEEDS_HOST)('rejects %s with NotSupported', async (method) => {
    const client = await init();
    await expect(client.call(method, { sku: 'gems' })).rejects.toMatchObject({ code: ErrorCode.NotSupported });
  });

  it('rejects a name outside the protocol with UnknownMethod', async () => {
    const client = await init();
    await expect(client.call('Nope')).rejects.toMatchObject({
      code: ErrorCode.UnknownMethod,
      message: 'Unknown method for channel',
    });
  });

  it("rejects with NotConnected when standalone is 'never'", async () => {
    const win = { parent: null, location: window.location } as unknown as Window;
    await expect(init({ window: win, standalone: 'never' })).rejects.toMatchObject({ code: ErrorCode.NotConnected });
  });

  it('rejects calls with NotConnected after destroy()', async () => {
    const win = { location: window.location, navigator } as unknown as Window;
    const client = await init({ window: Object.assign(win, { parent: win }) });
    client.destroy();
    await expect(client.getInfo()).rejects.toMatchObject({ code: ErrorCode.NotConnected });
  });

  it('takes the game name from the page query and the OS from the user agent', async () => {
    const win = {
      location: { search: '?game=tetris', hash: '' },
      navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' },
    } as unknown as Window;
    const info = await (await init({ window: Object.assign(win, { parent: win }) })).getInfo();
    expect(info).toMatchObject({ game: 'tetris', environment: { os: 'android', isMobile: true } });
  });
});
