// @vitest-environment happy-dom
import { METHODS, methodSchemas } from '@playport/sdk/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { extendAdapter } from '../adapter/extend-adapter.js';
import { createDefaultAdapter } from '../adapter/default-adapter.js';
import type { AdapterHost, RunningAdapter } from '../adapter/adapter.js';
import { createDispatcher } from '../channel/create-dispatcher.js';
import { createBrowserContext } from '../context.js';
import { HostError, HostErrorCode } from '../errors.js';
import { createHeadlessUi } from '../ui/headless-ui.js';
import type { UiPort } from '../ui/ui-port.js';
import { createHostHandlers, type HostHandlerDeps } from './create-host-handlers.js';
import { createLanguageState } from './language-state.js';
import { createModalGate } from './modal-gate.js';
import { createUrlHash } from './url-hash.js';
import { createUserInfoSource } from './user-info.js';

function fakeUi(): UiPort & { [K in keyof UiPort]: ReturnType<typeof vi.fn> } {
  return {
    showInfo: vi.fn(async () => {}),
    showTextCopy: vi.fn(async () => {}),
    showLinkShare: vi.fn(async () => {}),
    showIframe: vi.fn(async () => {}),
    showLogin: vi.fn(async () => true),
    showReportIssue: vi.fn(async () => ({ message: 'It froze', email: 'ann@example.com' })),
    showPushPrompt: vi.fn(async () => false),
    showShare: vi.fn(async () => {}),
    showAcceptDocuments: vi.fn(async () => null),
    closeAll: vi.fn(),
  } as never;
}

// The handlers never look at the adapter's host: the adapter under test runs on an empty one.
const NO_HOST = {} as AdapterHost;

function setup(overrides: Partial<HostHandlerDeps> = {}) {
  const context = createBrowserContext(window, { log: vi.fn() });
  const adapter = createDefaultAdapter('fxid').start(NO_HOST);
  const deps: HostHandlerDeps = {
    game: 'space',
    context,
    ui: fakeUi(),
    language: createLanguageState('en'),
    urlHash: createUrlHash(window, context.log),
    userInfo: createUserInfoSource({ getSocialInfo: async () => null, log: context.log }),
    adapter: () => adapter,
    emit: vi.fn(),
    refreshUserInfo: vi.fn(),
    ...overrides,
  };
  const handlers = createHostHandlers(deps);
  return { deps, handlers, dispatch: createDispatcher(handlers) };
}

beforeEach(() => window.history.replaceState(null, '', '/play/space'));

describe('createHostHandlers', () => {
  it('answers every protocol method, on a null-prototype map', () => {
    const { handlers } = setup();
    expect(Object.getPrototypeOf(handlers)).toBeNull();
    expect(Object.keys(handlers).sort()).toEqual([...METHODS].sort());
  });

  it('passes each adapter call its params and the caller', async () => {
    const seen = vi.fn();
    const adapter = extendAdapter(createDefaultAdapter(), {
      name: 'test',
      start: () => ({ methods: { SetStatus: async (params, call) => (seen(params, call.game), { sent: true }) } }),
    }).start(NO_HOST);
    const { dispatch } = setup({ adapter: () => adapter });
    expect(await dispatch('SetStatus', { status: 'hi' })).toEqual({ result: { sent: true } });
    expect(seen).toHaveBeenCalledWith({ status: 'hi' }, 'space');
  });

  it('answers adapter calls with the start error when the adapter failed', async () => {
    const failure = new HostError(HostErrorCode.NotConnected, "Adapter 'vkcom' failed to start: No AppId");
    const { dispatch } = setup({ adapter: () => Promise.reject(failure) });
    expect(await dispatch('GetFriends', undefined)).toEqual({
      error: { code: 'NotConnected', message: "Adapter 'vkcom' failed to start: No AppId" },
    });
    const info = await dispatch('GetInfo', undefined);
    expect(info).toMatchObject({ result: { game: 'space', social: null } });
  });

  it("refuses a data-layer push of the portal's own events before any adapter sees it", async () => {
    const pushed = vi.fn();
    const adapter = extendAdapter(createDefaultAdapter(), {
      name: 'partner',
      start: () => ({
        methods: { GoogleTagManagerPushToDataLayer: async (params) => (pushed(params.event), { pushed: true }) },
      }),
    }).start(NO_HOST);
    const { dispatch } = setup({ adapter: () => adapter });
    for (const event of ['login', 'site_install', 'sdk_game_started', 'gtm.dom']) {
      expect(await dispatch('GoogleTagManagerPushToDataLayer', { event })).toEqual({
        error: {
          code: 'InvalidParams',
          message: `The data-layer event '${event}' is reserved for the portal`,
          details: { field: 'event' },
        },
      });
    }
    expect(pushed).not.toHaveBeenCalled();
    expect(await dispatch('GoogleTagManagerPushToDataLayer', { event: 'level_up' })).toEqual({
      result: { pushed: true },
    });
    expect(pushed).toHaveBeenCalledWith('level_up');
  });

  it('answers NotSupported for a method an adapter left out', async () => {
    const partial = { ...(await createDefaultAdapter().start(NO_HOST)), methods: {} } as unknown as RunningAdapter;
    const { dispatch } = setup({ adapter: async () => partial });
    expect(await dispatch('GetFriends', undefined)).toMatchObject({ error: { code: 'NotSupported' } });
  });

  it('validates the GetInfo result against its schema', async () => {
    const reply = await setup().dispatch('GetInfo', undefined);
    expect('result' in reply && methodSchemas.GetInfo.result.safeParse(reply.result).success).toBe(true);
  });

  it('keeps the hash in the page URL', async () => {
    const { dispatch } = setup();
    expect(await dispatch('SetUrlHash', { hash: '#room=7' })).toEqual({ result: { hash: 'room=7' } });
    expect(await dispatch('GetUrlHash', undefined)).toEqual({ result: { hash: 'room=7' } });
    expect(window.location.hash).toBe('#room=7');
  });

  it('normalises ChangeLanguage and stores it', async () => {
    const { dispatch, deps } = setup();
    const heard = vi.fn();
    deps.language.subscribe(heard);
    expect(await dispatch('ChangeLanguage', { language: 'pt-BR' })).toEqual({ result: { language: 'pt-br' } });
    expect(await dispatch('ChangeLanguage', { language: 'xx' })).toEqual({ result: { language: 'en' } });
    expect(heard.mock.calls).toEqual([['pt-br'], ['en']]);
    expect(deps.language.current).toBe('en');
  });
});

describe('modal methods', () => {
  it('opens each modal through the UI port and answers at once', async () => {
    const { dispatch, deps } = setup();
    const ui = deps.ui as ReturnType<typeof fakeUi>;
    expect(await dispatch('OpenModal', { type: 'info', title: 'Saved', text: 'Your game is saved' })).toEqual({
      result: { opened: true },
    });
    expect(ui.showInfo).toHaveBeenCalledWith({ title: 'Saved', body: 'Your game is saved' });
    await dispatch('OpenModal', { type: 'textCopy', text: 'CODE-123' });
    expect(ui.showTextCopy).toHaveBeenCalledWith({ title: undefined, text: 'CODE-123' });
    await dispatch('OpenModal', { type: 'iframe', url: 'https://docs.example/tos', fullscreen: true });
    expect(ui.showIframe).toHaveBeenCalledWith({ url: 'https://docs.example/tos', title: undefined, fullscreen: true });
    await dispatch('OpenModal', { type: 'linkShare' });
    expect(ui.showLinkShare).toHaveBeenLastCalledWith({ url: window.location.href, text: undefined });
  });

  it('shares the host page URL by default', async () => {
    const { dispatch, deps } = setup();
    expect(await dispatch('ShowLinkShareModal', undefined)).toEqual({ result: { shown: true } });
    expect(deps.ui.showLinkShare).toHaveBeenCalledWith({ url: window.location.href, text: undefined });
    await dispatch('ShowLinkShareModal', { url: 'https://portal.example/play/space', text: 'Join me' });
    expect(deps.ui.showLinkShare).toHaveBeenLastCalledWith({
      url: 'https://portal.example/play/space',
      text: 'Join me',
    });
  });

  it('shows the share modal for ShowLinkShareModal when the adapter declares share', async () => {
    const sharing = extendAdapter(createDefaultAdapter(), { name: 'portal', supports: { share: true } }).start(NO_HOST);
    const { dispatch, deps } = setup({ adapter: () => sharing });
    expect(await dispatch('ShowLinkShareModal', { text: 'Join me' })).toEqual({ result: { shown: true } });
    expect(deps.ui.showShare).toHaveBeenCalledWith({ url: window.location.href, text: 'Join me' });
    expect(deps.ui.showLinkShare).not.toHaveBeenCalled();
    await dispatch('OpenModal', { type: 'linkShare' });
    expect(deps.ui.showLinkShare).toHaveBeenCalledTimes(1);
  });

  it('falls back to the link-share modal when the adapter failed to start', async () => {
    const failure = new HostError(HostErrorCode.NotConnected, 'failed');
    const { dispatch, deps } = setup({ adapter: () => Promise.reject(failure) });
    expect(await dispatch('ShowLinkShareModal', undefined)).toEqual({ result: { shown: true } });
    expect(deps.ui.showLinkShare).toHaveBeenCalledTimes(1);
    expect(deps.ui.showShare).not.toHaveBeenCalled();
  });

  it('refuses URLs that are not http(s) and modals without their text', async () => {
    const { dispatch, deps } = setup();
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/relative']) {
      expect(await dispatch('OpenModal', { type: 'iframe', url })).toMatchObject({ error: { code: 'InvalidParams' } });
      expect(await dispatch('ShowLinkShareModal', { url })).toMatchObject({ error: { code: 'InvalidParams' } });
    }
    expect(await dispatch('OpenModal', { type: 'info' })).toMatchObject({ error: { code: 'InvalidParams' } });
    expect(deps.ui.showIframe).not.toHaveBeenCalled();
  });

  it('answers NotSupported for the social and documents modals', async () => {
    const { dispatch } = setup();
    expect(await dispatch('OpenModal', { type: 'social' })).toMatchObject({ error: { code: 'NotSupported' } });
    expect(await dispatch('OpenModal', { type: 'documents' })).toMatchObject({ error: { code: 'NotSupported' } });
  });

  it('refreshes the user after a sign-in and passes a report to the game', async () => {
    const { dispatch, deps } = setup();
    await dispatch('OpenModal', { type: 'login' });
    await dispatch('OpenModal', { type: 'reportIssue' });
    await vi.waitFor(() => expect(deps.emit).toHaveBeenCalledWith('SupportRequest', { message: 'It froze' }));
    expect(deps.refreshUserInfo).toHaveBeenCalledTimes(1);
  });

  it('keeps one game-opened modal at a time: a second OpenModal or ShowLinkShareModal is refused until it closes', async () => {
    const { dispatch, deps } = setup();
    const ui = deps.ui as ReturnType<typeof fakeUi>;
    let close!: () => void;
    ui.showIframe.mockImplementationOnce(() => new Promise<void>((resolve) => (close = resolve)));
    expect(await dispatch('OpenModal', { type: 'iframe', url: 'https://docs.example/tos' })).toEqual({
      result: { opened: true },
    });
    expect(await dispatch('OpenModal', { type: 'info', text: 'Second' })).toEqual({
      error: {
        code: 'NotSupported',
        message: 'OpenModal: a modal the game opened is still open; only one is shown at a time',
      },
    });
    expect(await dispatch('ShowLinkShareModal', undefined)).toEqual({
      error: {
        code: 'NotSupported',
        message: 'ShowLinkShareModal: a modal the game opened is still open; only one is shown at a time',
      },
    });
    expect(ui.showInfo).not.toHaveBeenCalled();
    expect(ui.showLinkShare).not.toHaveBeenCalled();

    close();
    await vi.waitFor(async () =>
      expect(await dispatch('OpenModal', { type: 'info', text: 'Now' })).toEqual({ result: { opened: true } }),
    );
    expect(ui.showInfo).toHaveBeenCalledOnce();
  });

  it('refuses two modal calls sent in the same tick, and shares the slot between the games of a host', async () => {
    const modalGate = createModalGate();
    const first = setup({ modalGate });
    const second = setup({ modalGate, ui: first.deps.ui });
    const ui = first.deps.ui as ReturnType<typeof fakeUi>;
    ui.showLinkShare.mockImplementation(() => new Promise<void>(() => {}));
    const replies = await Promise.all([
      first.dispatch('ShowLinkShareModal', undefined),
      first.dispatch('ShowLinkShareModal', undefined),
    ]);
    expect(replies).toEqual([
      { result: { shown: true } },
      {
        error: {
          code: 'NotSupported',
          message: 'ShowLinkShareModal: a modal the game opened is still open; only one is shown at a time',
        },
      },
    ]);
    expect(await second.dispatch('OpenModal', { type: 'linkShare' })).toMatchObject({
      error: { code: 'NotSupported' },
    });
    expect(ui.showLinkShare).toHaveBeenCalledOnce();
  });

  it('frees the slot when the modal could not be shown', async () => {
    const { dispatch, deps } = setup();
    const ui = deps.ui as ReturnType<typeof fakeUi>;
    ui.showInfo.mockImplementationOnce(() => {
      throw new Error('no document');
    });
    expect(await dispatch('OpenModal', { type: 'info', text: 'hi' })).toEqual({
      error: { code: 'Unknown', message: 'no document' },
    });
    expect(await dispatch('OpenModal', { type: 'info', text: 'again' })).toEqual({ result: { opened: true } });
  });

  it('answers opened: false on a headless UI', async () => {
    const { dispatch } = setup({ ui: createHeadlessUi() });
    expect(await dispatch('OpenModal', { type: 'info', text: 'hi' })).toEqual({ result: { opened: false } });
    expect(await dispatch('ShowLinkShareModal', undefined)).toEqual({ result: { shown: false } });
  });
});

describe('the ad slot', () => {
  it('shows one ad at a time: a second show of either kind is refused until the first ends, other calls go through', async () => {
    let end!: () => void;
    const shows = vi.fn();
    const adapter = extendAdapter(createDefaultAdapter(), {
      name: 'test',
      start: () => ({
        methods: {
          AdsShowVideo: async () => {
            shows('video');
            await new Promise<void>((resolve) => (end = resolve));
            return { outcome: 'finished' as const };
          },
          AdsShowInterstitial: async () => (shows('interstitial'), { outcome: 'finished' as const }),
          AdsVideoReady: async () => ({ ready: true }),
        },
      }),
    }).start(NO_HOST);
    const { dispatch } = setup({ adapter: () => adapter });
    const first = dispatch('AdsShowVideo', undefined);
    const refused = (method: string) => ({
      error: { code: 'NotSupported', message: `${method}: an ad is still showing; only one is shown at a time` },
    });
    expect(await dispatch('AdsShowVideo', undefined)).toEqual(refused('AdsShowVideo'));
    expect(await dispatch('AdsShowInterstitial', undefined)).toEqual(refused('AdsShowInterstitial'));
    expect(await dispatch('AdsVideoReady', undefined)).toEqual({ result: { ready: true } });
    expect(shows.mock.calls).toEqual([['video']]);

    end();
    expect(await first).toEqual({ result: { outcome: 'finished' } });
    expect(await dispatch('AdsShowInterstitial', undefined)).toEqual({ result: { outcome: 'finished' } });
    expect(shows.mock.calls).toEqual([['video'], ['interstitial']]);
  });

  it('answers an ad the platform never ends Timeout after three minutes, and frees the slot', async () => {
    vi.useFakeTimers();
    try {
      const adapter = extendAdapter(createDefaultAdapter(), {
        name: 'test',
        start: () => ({
          methods: {
            AdsShowVideo: () => new Promise(() => {}),
            AdsShowInterstitial: async () => ({ outcome: 'skipped' as const }),
          },
        }),
      }).start(NO_HOST);
      const { dispatch } = setup({ adapter: () => adapter });
      const stuck = dispatch('AdsShowVideo', undefined);
      await vi.advanceTimersByTimeAsync(180_000);
      expect(await stuck).toEqual({
        error: { code: 'Timeout', message: 'AdsShowVideo: the ad did not end within 180000 ms' },
      });
      expect(await dispatch('AdsShowInterstitial', undefined)).toEqual({ result: { outcome: 'skipped' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds the ad slot while the adapter starts, and frees it when the start fails', async () => {
    let fail!: (err: unknown) => void;
    const starting = new Promise<RunningAdapter>((_resolve, reject) => (fail = reject));
    const { dispatch } = setup({ adapter: () => starting });
    const first = dispatch('AdsShowVideo', undefined);
    expect(await dispatch('AdsShowInterstitial', undefined)).toEqual({
      error: {
        code: 'NotSupported',
        message: 'AdsShowInterstitial: an ad is still showing; only one is shown at a time',
      },
    });
    fail(new HostError(HostErrorCode.NotConnected, 'Not initialized'));
    expect(await first).toEqual({ error: { code: 'NotConnected', message: 'Not initialized' } });
    expect(await dispatch('AdsShowInterstitial', undefined)).toEqual({
      error: { code: 'NotConnected', message: 'Not initialized' },
    });
  });
});
