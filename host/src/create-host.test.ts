// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AdapterHost } from './adapter/adapter.js';
import type { GameConnection, MountGameOptions } from './channel/types.js';

const mounted: { options: MountGameOptions; connection: GameConnection & { emit: ReturnType<typeof vi.fn> } }[] = [];

vi.mock('./channel/mount-game.js', async (importActual) => ({
  ...(await importActual<typeof import('./channel/mount-game.js')>()),
  mountGame: (options: MountGameOptions) => {
    const connection = {
      frame: document.createElement('iframe'),
      connected: Promise.resolve(),
      isConnected: true,
      emit: vi.fn(),
      destroy: vi.fn(),
    };
    mounted.push({ options, connection });
    return connection;
  },
}));

const { createHost } = await import('./create-host.js');
const { createDefaultAdapter } = await import('./adapter/default-adapter.js');
const { extendAdapter } = await import('./adapter/extend-adapter.js');
const { createBrowserContext } = await import('./context.js');
const { HostError, HostErrorCode } = await import('./errors.js');
const { createHeadlessUi } = await import('./ui/headless-ui.js');

const CONFIG = { GameSystemName: 'space', GameOrientation: 'Vertical' };
const configFetch = () =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(CONFIG), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
const context = (fetch: typeof globalThis.fetch = configFetch()) =>
  createBrowserContext(window, { log: vi.fn(), fetch });
const container = () => document.body.appendChild(document.createElement('div'));
const src = 'https://games.example/space/';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mounted.length = 0;
  window.history.replaceState(null, '', '/play/space/iframe/vkcom?game=other');
});
afterEach(() => vi.restoreAllMocks());

describe('createHost', () => {
  it('resolves the game and adapter from the page URL, options first', () => {
    expect(createHost({ context: context(), loaders: {} })).toMatchObject({ game: 'space', adapterName: 'vkcom' });
    expect(createHost({ context: context(), game: 'fixed', adapter: 'ok' })).toMatchObject({
      game: 'fixed',
      adapterName: 'ok',
    });
  });

  it('loads the adapter only on mount, starts it once, and serves every game', async () => {
    const start = vi.fn(async (_host: AdapterHost) => {});
    const loader = vi.fn(async () => extendAdapter(createDefaultAdapter(), { name: 'vkcom', start }));
    const host = createHost({ context: context(), loaders: { vkcom: loader } });
    expect(loader).not.toHaveBeenCalled();
    const a = host.mountGame({ container: container(), src });
    const b = host.mountGame({ container: container(), src: 'https://games.example/puzzle/', game: 'puzzle' });
    expect((await a.adapter).name).toBe('vkcom');
    expect(await b.adapter).toBe(await a.adapter);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]?.[0]).toMatchObject({ game: 'space', apiBase: location.origin });

    const info = await mounted[1]!.options.dispatch('GetInfo', undefined);
    expect(info).toMatchObject({ result: { game: 'puzzle' } });
  });

  it("hands the adapter the given apiBase, else the page's own origin", async () => {
    const start = vi.fn(async (_host: AdapterHost) => {});
    const loaders = { vkcom: async () => extendAdapter(createDefaultAdapter(), { name: 'vkcom', start }) };
    await createHost({ context: context(), loaders, apiBase: 'https://portal.example' }).mountGame({
      container: container(),
      src,
    }).adapter;
    await createHost({ context: context(), loaders }).mountGame({ container: container(), src }).adapter;
    expect(start.mock.calls.map(([host]) => host.apiBase)).toEqual(['https://portal.example', window.location.origin]);
    expect(window.location.origin).not.toBe('http://localhost:8787');
  });

  it('answers adapter calls with "Unsupported adapter" for an unknown adapter, and GetInfo still works', async () => {
    const host = createHost({ context: context(), adapter: 'myspace' });
    const game = host.mountGame({ container: container(), src });
    await expect(game.adapter).rejects.toMatchObject({ message: 'Unsupported adapter' });
    const { dispatch } = mounted[0]!.options;
    expect(await dispatch('GetFriends', undefined)).toEqual({
      error: { code: 'NotSupported', message: 'Unsupported adapter', details: { adapter: 'myspace' } },
    });
    expect(await dispatch('GetInfo', undefined)).toMatchObject({ result: { game: 'space', social: null } });
  });

  it('answers NotConnected with the start error when the adapter fails to start', async () => {
    const broken = extendAdapter(createDefaultAdapter(), {
      name: 'vkcom',
      start: async () => {
        throw new Error('No AppId');
      },
    });
    const host = createHost({ context: context(), loaders: { vkcom: async () => broken } });
    host.mountGame({ container: container(), src });
    expect(await mounted[0]!.options.dispatch('AdsVideoReady', undefined)).toEqual({
      error: { code: 'NotConnected', message: "Adapter 'vkcom' failed to start: No AppId" },
    });
  });

  it('starts a failed adapter again on the first call 5 s after it failed', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    let attempts = 0;
    const flaky = extendAdapter(createDefaultAdapter(), {
      name: 'vkcom',
      start: async () => {
        if (++attempts === 1) throw new Error('Failed to load the platform script');
        return { methods: { SetStatus: async () => ({ sent: true }) } };
      },
    });
    const host = createHost({ context: context(), loaders: { vkcom: async () => flaky } });
    host.mountGame({ container: container(), src });
    const { dispatch } = mounted[0]!.options;
    const failed = {
      error: { code: 'NotConnected', message: "Adapter 'vkcom' failed to start: Failed to load the platform script" },
    };
    expect(await dispatch('SetStatus', { status: 'hi' })).toEqual(failed);
    expect(await dispatch('SetStatus', { status: 'hi' })).toEqual(failed);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await dispatch('SetStatus', { status: 'hi' })).toEqual({ result: { sent: true } });
    expect(attempts).toBe(2);
  });

  it('answers "Not initialized" while the adapter is still starting, and pushes the player again once it started', async () => {
    vi.useFakeTimers();
    try {
      const social = {
        social: 'vkcom',
        paymentsAvailable: false,
        userId: '42',
        displayName: 'Ann',
        firstName: 'Ann',
        lastName: null,
        photo: null,
        gender: 'female' as const,
        capabilities: [],
        socialLocale: null,
        socialFlavor: null,
        vkcom: null,
      };
      let arrive!: () => void;
      const slow = extendAdapter(createDefaultAdapter(), {
        name: 'vkcom',
        start: async () => {
          await new Promise<void>((resolve) => (arrive = resolve));
          return { getSocialInfo: async () => social, methods: { SetStatus: async () => ({ sent: true }) } };
        },
      });
      const host = createHost({ context: context(), loaders: { vkcom: async () => slow } });
      host.mountGame({ container: container(), src });
      const { options, connection } = mounted[0]!;
      options.onConnect?.();
      const call = options.dispatch('SetStatus', { status: 'hi' });
      await vi.advanceTimersByTimeAsync(8_000);
      expect(await call).toEqual({ error: { code: 'NotConnected', message: 'Not initialized' } });
      expect(connection.emit).toHaveBeenLastCalledWith('UserInfoChanged', { fxId: null, social: null });

      arrive();
      await vi.advanceTimersByTimeAsync(0);
      expect(connection.emit).toHaveBeenLastCalledWith('UserInfoChanged', { fxId: null, social });
      expect(await options.dispatch('SetStatus', { status: 'hi' })).toEqual({ result: { sent: true } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('pushes the state events after each connection', async () => {
    const social = {
      social: 'vkcom',
      paymentsAvailable: false,
      userId: '42',
      displayName: 'Ann',
      firstName: 'Ann',
      lastName: null,
      photo: null,
      gender: 'female' as const,
      capabilities: [],
      socialLocale: null,
      socialFlavor: null,
      vkcom: null,
    };
    const adapter = extendAdapter(createDefaultAdapter(), {
      name: 'vkcom',
      start: () => ({ getSocialInfo: async () => social }),
    });
    const host = createHost({ context: context(), language: 'de-AT', loaders: { vkcom: async () => adapter } });
    host.mountGame({ container: container(), src });
    const { options, connection } = mounted[0]!;
    options.onConnect?.();
    await settle();
    const events = connection.emit.mock.calls.map(([name]) => name);
    expect(events).toEqual(['LanguageChanged', 'OrientationChanged', 'FocusChanged', 'UserInfoChanged']);
    expect(connection.emit).toHaveBeenCalledWith('LanguageChanged', { language: 'de' });
    expect(connection.emit).toHaveBeenCalledWith('UserInfoChanged', { fxId: null, social });

    connection.emit.mockClear();
    options.onConnect?.();
    await settle();
    expect(connection.emit).toHaveBeenCalledTimes(4);
  });

  it("keeps each game's loading from its calls, tells the adapter the rounded percent, and starts again on a reload", async () => {
    const percents: number[] = [];
    const adapter = extendAdapter(createDefaultAdapter(), {
      name: 'vkcom',
      start: () => ({
        methods: {
          LoadingProgress: async ({ percent }) => (percents.push(percent), { acknowledged: true }),
        },
      }),
    });
    const host = createHost({ context: context(), loaders: { vkcom: async () => adapter } });
    const game = host.mountGame({ container: container(), src });
    const { options } = mounted[0]!;
    options.onConnect?.();
    const seen: unknown[] = [];
    game.onLoading((loading) => void seen.push(loading));
    expect(game.loading).toEqual({ percent: null, ready: false });

    expect(await options.dispatch('LoadingProgress', { percent: 12.7 })).toEqual({ result: { acknowledged: true } });
    expect(await options.dispatch('LoadingProgress', { percent: 'most' })).toEqual({
      error: { code: 'InvalidParams', message: 'Invalid field "percent": expected number', field: 'percent' },
    });
    expect(await options.dispatch('LoadingReady', undefined)).toEqual({ result: { acknowledged: false } });
    expect(percents).toEqual([13]);
    expect(game.loading).toEqual({ percent: 13, ready: true });

    options.onConnect?.();
    expect(game.loading).toEqual({ percent: null, ready: false });
    expect(seen).toEqual([
      { percent: 13, ready: false },
      { percent: 13, ready: true },
      { percent: null, ready: false },
    ]);
  });

  it("repeats the adapter's last ad availability to a game that connects after the adapter said it", async () => {
    const start = async (h: AdapterHost) => {
      h.emit('AdsVideoAvailable', { available: false });
      h.emit('AdsVideoAvailable', { available: true });
      h.emit('AdsInterstitialAvailable', { available: false });
      h.emit('AdsFinished', { type: 'video' });
    };
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'vkcom', start });
    const host = createHost({ context: context(), gameConfig: null, loaders: { vkcom: async () => adapter } });
    await host.mountGame({ container: container(), src }).adapter;
    const { options, connection } = mounted[0]!;
    connection.emit.mockClear();
    options.onConnect?.();
    await settle();
    const events = connection.emit.mock.calls.map(([name]) => name);
    expect(events).toEqual([
      'LanguageChanged',
      'OrientationChanged',
      'FocusChanged',
      'AdsVideoAvailable',
      'AdsInterstitialAvailable',
      'UserInfoChanged',
    ]);
    expect(connection.emit).toHaveBeenCalledWith('AdsVideoAvailable', { available: true });
    expect(connection.emit).toHaveBeenCalledWith('AdsInterstitialAvailable', { available: false });
  });

  it('gives a game that connected while the adapter started its ad availability once', async () => {
    let arrive!: () => void;
    const start = async (h: AdapterHost) => {
      await new Promise<void>((resolve) => (arrive = resolve));
      h.emit('AdsVideoAvailable', { available: true });
    };
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'vkcom', start });
    const host = createHost({ context: context(), gameConfig: null, loaders: { vkcom: async () => adapter } });
    const game = host.mountGame({ container: container(), src });
    const { options, connection } = mounted[0]!;
    options.onConnect?.();
    await settle();
    arrive();
    await game.adapter;
    await settle();
    expect(connection.emit.mock.calls.filter(([name]) => name === 'AdsVideoAvailable')).toEqual([
      ['AdsVideoAvailable', { available: true }],
    ]);
  });

  it('tells the adapter every user info it pushes, and repeats its last consent to a game that connects later', async () => {
    const heard: unknown[] = [];
    let adapterHost: AdapterHost | undefined;
    const start = async (h: AdapterHost) => {
      adapterHost = h;
      h.onUserInfo?.((info) => {
        heard.push(info.fxId?.userId ?? null);
        if (info.fxId) h.emit('ConsentStatus', { status: info.fxId.marketingEnabled ? 'granted' : 'denied' });
      });
    };
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'vkcom', start });
    const account = {
      userId: 'acc-1',
      marketingEnabled: true,
      locale: null,
      geoCountry: null,
      token: null,
      gameToken: null,
      gameUid: null,
      guest: false,
      hasEmail: true,
      emailValidated: true,
      hasCompletedOrder: false,
    };
    const host = createHost({
      context: context(),
      gameConfig: null,
      getAccount: () => account,
      loaders: { vkcom: async () => adapter },
    });
    await host.mountGame({ container: container(), src }).adapter;
    const { options, connection } = mounted[0]!;
    options.onConnect?.();
    await settle();
    expect(heard).toEqual(['acc-1']);
    expect(connection.emit).toHaveBeenCalledWith('ConsentStatus', { status: 'granted' });

    host.refreshUserInfo();
    await settle();
    expect(heard).toEqual(['acc-1', 'acc-1']);

    host.mountGame({ container: container(), src, game: 'puzzle' });
    mounted[1]!.options.onConnect?.();
    await settle();
    const late = mounted[1]!.connection.emit.mock.calls.map(([name]) => name);
    expect(late.indexOf('ConsentStatus')).toBeLessThan(late.indexOf('UserInfoChanged'));
    expect(mounted[1]!.connection.emit).toHaveBeenCalledWith('ConsentStatus', { status: 'granted' });
    expect(adapterHost).toBeDefined();
  });

  it('leaves FocusChanged to an adapter that owns focus', async () => {
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'vkcom', supports: { focus: true } });
    const host = createHost({ context: context(), loaders: { vkcom: async () => adapter } });
    host.mountGame({ container: container(), src });
    mounted[0]!.options.onConnect?.();
    await settle();
    expect(mounted[0]!.connection.emit.mock.calls.map(([name]) => name)).not.toContain('FocusChanged');
  });

  it('pauses and mutes every game for an ad (reason ad), after its own events and in that order', async () => {
    const adapter = extendAdapter(createDefaultAdapter(), {
      name: 'vkcom',
      supports: { rewardedAds: true },
      start: () => ({
        methods: {
          AdsShowVideo: async (_p, call) => {
            call.emit('AdsFinished', { type: 'video' });
            return { outcome: 'finished' as const };
          },
        },
      }),
    });
    const host = createHost({ context: context(), gameConfig: null, loaders: { vkcom: async () => adapter } });
    host.mountGame({ container: container(), src });
    host.mountGame({ container: container(), src, game: 'puzzle' });
    await mounted[0]!.options.dispatch('AdsShowVideo', undefined);
    expect(mounted[0]!.connection.emit.mock.calls).toEqual([
      ['PauseStateChanged', { paused: true, reason: 'ad' }],
      ['AudioStateChanged', { muted: true, reason: 'ad' }],
      ['AdsFinished', { type: 'video' }],
      ['PauseStateChanged', { paused: false, reason: 'ad' }],
      ['AudioStateChanged', { muted: false, reason: 'ad' }],
    ]);
    expect(mounted[1]!.connection.emit.mock.calls.map(([name]) => name)).toEqual([
      'PauseStateChanged',
      'AudioStateChanged',
      'PauseStateChanged',
      'AudioStateChanged',
    ]);
  });

  it('resumes after a failed ad, and pauses for none an adapter cannot show', async () => {
    const adapter = extendAdapter(createDefaultAdapter(), {
      name: 'vkcom',
      supports: { interstitialAds: true },
      start: () => ({
        methods: {
          AdsShowInterstitial: async () => {
            throw new HostError(HostErrorCode.Unknown, 'no fill');
          },
        },
      }),
    });
    const host = createHost({ context: context(), gameConfig: null, loaders: { vkcom: async () => adapter } });
    host.mountGame({ container: container(), src });
    const { options, connection } = mounted[0]!;
    expect(await options.dispatch('AdsShowInterstitial', undefined)).toEqual({
      error: { code: 'Unknown', message: 'no fill' },
    });
    expect(connection.emit.mock.calls).toEqual([
      ['PauseStateChanged', { paused: true, reason: 'ad' }],
      ['AudioStateChanged', { muted: true, reason: 'ad' }],
      ['PauseStateChanged', { paused: false, reason: 'ad' }],
      ['AudioStateChanged', { muted: false, reason: 'ad' }],
    ]);
    connection.emit.mockClear();
    await options.dispatch('AdsShowVideo', undefined);
    expect(connection.emit.mock.calls).toEqual([['AdsFailed', { type: 'video', reason: 'NotImplemented' }]]);
  });

  it("pushes the platform's pause and mute, the page's own, and a hidden page's, combined", async () => {
    let adapterHost: AdapterHost | undefined;
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'vkcom', start: (h) => void (adapterHost = h) });
    const host = createHost({ context: context(), gameConfig: null, loaders: { vkcom: async () => adapter } });
    await host.mountGame({ container: container(), src }).adapter;
    const { connection } = mounted[0]!;
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    onTestFinished(() => visibility.mockRestore());

    adapterHost!.setPlatformState({ muted: true });
    host.setPaused(true);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    host.setPaused(false);
    adapterHost!.setPlatformState({ muted: false });
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(connection.emit.mock.calls.filter(([name]) => name !== 'FocusChanged')).toEqual([
      ['AudioStateChanged', { muted: true, reason: 'platform' }],
      ['PauseStateChanged', { paused: true, reason: 'host' }],
      ['PauseStateChanged', { paused: false, reason: 'hidden' }],
      ['AudioStateChanged', { muted: false, reason: 'hidden' }],
    ]);
  });

  it('gives a game that connects while the page is paused the pause state, and stops watching on destroy', async () => {
    const host = createHost({ context: context(), adapter: 'fxid', gameConfig: null });
    host.setPaused(true);
    host.mountGame({ container: container(), src });
    const { options, connection } = mounted[0]!;
    options.onConnect?.();
    await settle();
    expect(connection.emit).toHaveBeenCalledWith('PauseStateChanged', { paused: true, reason: 'host' });
    expect(connection.emit.mock.calls.map(([name]) => name)).not.toContain('AudioStateChanged');
    host.destroy();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    onTestFinished(() => visibility.mockRestore());
    connection.emit.mockClear();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(connection.emit).not.toHaveBeenCalled();
  });

  it('tells every game and the page about a language change', async () => {
    const host = createHost({ context: context(), adapter: 'fxid', language: 'en' });
    host.mountGame({ container: container(), src });
    host.mountGame({ container: container(), src, game: 'puzzle' });
    const heard = vi.fn();
    host.onLanguageChange(heard);
    await mounted[0]!.options.dispatch('ChangeLanguage', { language: 'zh-CN' });
    expect(host.language).toBe('zh');
    expect(heard).toHaveBeenCalledWith('zh');
    for (const { connection } of mounted)
      expect(connection.emit).toHaveBeenCalledWith('LanguageChanged', { language: 'zh' });
    expect(host.setLanguage('fr-CA')).toBe('fr');
  });

  it("shares one modal slot between the games' OpenModal and the modals an adapter shows for a game", async () => {
    const closers: (() => void)[] = [];
    const held = () => new Promise<void>((resolve) => closers.push(resolve));
    const ui = { ...createHeadlessUi(), headless: false, showInfo: vi.fn(held), showLinkShare: vi.fn(held) };
    const loader = async () =>
      extendAdapter(createDefaultAdapter(), {
        name: 'vkcom',
        start: (h: AdapterHost) => ({
          methods: {
            InviteFriends: async () => (await h.ui.showLinkShare({ url: 'https://vk.test/invite' }), { invited: true }),
          },
        }),
      });
    const host = createHost({ context: context(), ui, loaders: { vkcom: loader } });
    const game = host.mountGame({ container: container(), src });
    await game.adapter;
    const { dispatch } = mounted[0]!.options;

    expect(await dispatch('OpenModal', { type: 'info', text: 'Saved' })).toEqual({ result: { opened: true } });
    expect(await dispatch('InviteFriends', undefined)).toEqual({
      error: {
        code: 'NotSupported',
        message: 'showLinkShare: a modal the game opened is still open; only one is shown at a time',
      },
    });
    expect(ui.showLinkShare).not.toHaveBeenCalled();

    closers.splice(0).forEach((close) => close());
    await settle();
    const invited = dispatch('InviteFriends', undefined);
    await vi.waitFor(() => expect(ui.showLinkShare).toHaveBeenCalledOnce());
    expect(await dispatch('OpenModal', { type: 'info', text: 'Again' })).toEqual({
      error: {
        code: 'NotSupported',
        message: 'OpenModal: a modal the game opened is still open; only one is shown at a time',
      },
    });
    closers.splice(0).forEach((close) => close());
    expect(await invited).toEqual({ result: { invited: true } });
  });

  it('fails to mount without a game name, and after destroy', () => {
    window.history.replaceState(null, '', '/');
    const host = createHost({ context: context() });
    expect(() => host.mountGame({ container: container(), src })).toThrow(/No game name/);
    const game = host.mountGame({ container: container(), src, game: 'space' });
    host.destroy();
    expect(game.connection.destroy).toHaveBeenCalled();
    expect(() => host.mountGame({ container: container(), src, game: 'space' })).toThrow(/destroyed/);
  });

  it('destroys the adapter with the host', async () => {
    const destroy = vi.fn();
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'vkcom', start: () => ({ destroy }) });
    const host = createHost({ context: context(), loaders: { vkcom: async () => adapter } });
    await host.mountGame({ container: container(), src }).adapter;
    host.destroy();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});

describe('createHost: the game config handed to the adapter', () => {
  const starting = () => {
    const start = vi.fn(async (_host: AdapterHost) => {});
    return { start, loaders: { vkcom: async () => extendAdapter(createDefaultAdapter(), { name: 'vkcom', start }) } };
  };

  it("fetches the game's config once, for the adapter's platform, and hands it to the adapter", async () => {
    const fetch = configFetch();
    const { start, loaders } = starting();
    const host = createHost({ context: context(fetch), loaders });
    await host.mountGame({ container: container(), src }).adapter;
    await host.mountGame({ container: container(), src, game: 'puzzle' }).adapter;
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(fetch.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe(`${location.origin}/api/v1/public_game_config/space`);
    expect(url.searchParams.get('WebPublishingPlatform')).toBe('VkontakteCom');
    expect(start.mock.calls[0]![0].gameConfig).toEqual(CONFIG);
  });

  it('uses the config the page passes, and fetches nothing', async () => {
    const fetch = configFetch();
    const { start, loaders } = starting();
    const given = { ...CONFIG, GameSystemName: 'given' } as never;
    await createHost({ context: context(fetch), loaders, gameConfig: given }).mountGame({ container: container(), src })
      .adapter;
    expect(start.mock.calls[0]![0].gameConfig).toBe(given);
    await createHost({ context: context(fetch), loaders: starting().loaders, gameConfig: null }).mountGame({
      container: container(),
      src,
    }).adapter;
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the API answers 500',
      async () =>
        new Response('{"title":"Boom"}', { status: 500, headers: { 'content-type': 'application/problem+json' } }),
    ],
    ['the request fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when %s, logs a coded error and starts the adapter with no config', async (_what, answer) => {
    const ctx = context(vi.fn(answer));
    const { start, loaders } = starting();
    const adapter = await createHost({ context: ctx, loaders }).mountGame({ container: container(), src }).adapter;
    expect(adapter.name).toBe('vkcom');
    expect(start.mock.calls[0]![0].gameConfig).toBeNull();
    const logged = vi.mocked(ctx.log).mock.calls.find(([level]) => level === 'error');
    expect(logged?.[1]).toBeInstanceOf(HostError);
    expect(logged?.[1]).toMatchObject({
      code: HostErrorCode.ApiError,
      message: expect.stringContaining("Game config of 'space' for VkontakteCom"),
    });
  });
});
