import { eventSchemas, methodSchemas, type MethodName } from '@playport/sdk/protocol';
import { describe, expect, it, vi } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { ADAPTER_METHODS, type AdapterHost, type AdapterMethodName, type CallInfo } from './adapter.js';
import { createDefaultAdapter } from './default-adapter.js';
import { extendAdapter } from './extend-adapter.js';

// The smallest valid params of each method that takes any.
const PARAMS: Partial<Record<MethodName, unknown>> = {
  BuyProduct: { sku: 'gems_100' },
  SetStatus: { status: 'Playing level 3' },
  StatEvent: { name: 'level_up' },
  GoogleTagManagerPushToDataLayer: { event: 'level_up' },
  SendVkBridge: { method: 'VKWebAppGetUserInfo' },
  SendCrazyGamesSdk: { path: ['user', 'getUser'] },
  WordsFilter: { text: 'hello there' },
  AcceptAccountDocument: { documentId: 'd1', documentVersionId: 'v1' },
  SendInGameEvent: { eventCode: 'boss' },
  CreateSupportRequest: { message: 'The game froze' },
  ConsumePurchase: { transactionId: 'ord_1' },
  LoadingProgress: { percent: 0 },
  ProgressionEvent: { status: 'start', level: '1' },
};

// Methods whose every answer would invent data: the default must refuse them.
const REFUSED = new Set<AdapterMethodName>([
  'BuyProduct',
  'DefaultStoreFront',
  'SendVkBridge',
  'SendCrazyGamesSdk',
  'GetAccountDocuments',
  'AcceptAccountDocument',
  'GetGameDocuments',
  'GetPurchases',
  'ConsumePurchase',
]);

function callInfo() {
  const emit = vi.fn();
  return { emit, call: { game: 'space', emit } as unknown as CallInfo };
}

// The default adapter and these extensions never read their host.
const HOST = {} as AdapterHost;

async function invoke(method: AdapterMethodName, call: CallInfo): Promise<unknown> {
  const adapter = await createDefaultAdapter().start(HOST);
  const params = methodSchemas[method].params.parse(PARAMS[method]);
  return (adapter.methods[method] as (p: unknown, c: CallInfo) => Promise<unknown>)(params, call);
}

describe('createDefaultAdapter', () => {
  it.each(ADAPTER_METHODS.filter((m) => !REFUSED.has(m)))('%s answers a result its schema accepts', async (method) => {
    const result = await invoke(method, callInfo().call);
    expect(methodSchemas[method].result.safeParse(result).success).toBe(true);
  });

  it.each([...REFUSED])('%s fails with NotSupported instead of faking success', async (method) => {
    const error = await invoke(method, callInfo().call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe(HostErrorCode.NotSupported);
  });

  it('gives the negative results of the spec', async () => {
    const { call } = callInfo();
    expect(await invoke('CanReview', call)).toEqual({ canReview: false, reason: 'NotSupported' });
    expect(await invoke('RequestReview', call)).toEqual({ feedbackSent: false });
    expect(await invoke('ReviewInfo', call)).toEqual({ available: false, reviewed: false });
    expect(await invoke('AdsVideoReady', call)).toEqual({ ready: false });
    expect(await invoke('AdsShowStickyBanner', call)).toEqual({ shown: false, reason: 'NotImplemented' });
    expect(await invoke('GetFriends', call)).toEqual({ friends: [] });
    expect(await invoke('WordsFilter', call)).toEqual({ text: 'hello there', filtered: false });
    expect(await invoke('LoadingReady', call)).toEqual({ acknowledged: false });
  });

  it.each([
    ['AdsShowVideo', 'video'],
    ['AdsShowInterstitial', 'interstitial'],
  ] as const)('%s fails with NotImplemented and tells the calling game AdsFailed', async (method, type) => {
    const { call, emit } = callInfo();
    expect(await invoke(method, call)).toEqual({ outcome: 'failed', reason: 'NotImplemented' });
    expect(emit).toHaveBeenCalledWith('AdsFailed', { type, reason: 'NotImplemented' });
    expect(eventSchemas.AdsFailed.safeParse(emit.mock.calls[0]?.[1]).success).toBe(true);
  });

  it('supports nothing and has no social identity', async () => {
    const adapter = createDefaultAdapter();
    expect(Object.values(adapter.supports).some(Boolean)).toBe(false);
    expect(await (await adapter.start(HOST)).getSocialInfo()).toBeNull();
  });
});

describe('extendAdapter', () => {
  it('overrides only what the extension names, once started', async () => {
    const friend = {
      uid: '1',
      firstName: 'Ann',
      lastName: null,
      displayName: 'Ann',
      gender: 'female' as const,
      photo: null,
    };
    const ok = extendAdapter(createDefaultAdapter(), {
      name: 'ok',
      supports: { friends: true, invite: undefined },
      start: () => ({ methods: { GetFriends: async () => ({ friends: [friend] }), JoinCommunity: undefined } }),
    });
    expect(ok.name).toBe('ok');
    expect(ok.supports.friends).toBe(true);
    expect(ok.supports.invite).toBe(false);
    expect('methods' in ok).toBe(false);
    const running = await ok.start(HOST);
    const { call } = callInfo();
    expect(running).toMatchObject({ name: 'ok', supports: ok.supports });
    expect(await running.methods.GetFriends(undefined, call)).toEqual({ friends: [friend] });
    expect(await running.methods.JoinCommunity(undefined, call)).toEqual({ joined: false });
    expect(await running.getSocialInfo()).toBeNull();
  });

  it('hands the extension its host and the running base; methods close over what the start made', async () => {
    const base = extendAdapter(createDefaultAdapter(), {
      name: 'base',
      start: () => ({ methods: { SetStatus: async () => ({ sent: true }) } }),
    });
    const host = { game: 'space' } as AdapterHost;
    let seen: unknown;
    const child = extendAdapter(base, {
      name: 'child',
      start: (h, started) => {
        seen = started.name;
        const greeting = `hello ${h.game}`;
        return { methods: { WordsFilter: async () => ({ text: greeting, filtered: true }) } };
      },
    });
    const running = await child.start(host);
    const { call } = callInfo();
    expect(seen).toBe('base');
    expect(await running.methods.WordsFilter({ text: 'x' }, call)).toEqual({ text: 'hello space', filtered: true });
    expect(await running.methods.SetStatus({ status: 'x' }, call)).toEqual({ sent: true });
  });

  it('starts the base first and destroys the extension first', async () => {
    const order: string[] = [];
    const base = extendAdapter(createDefaultAdapter(), {
      name: 'base',
      start: () => (order.push('base start'), { destroy: () => void order.push('base destroy') }),
    });
    const child = extendAdapter(base, {
      name: 'child',
      start: () => (order.push('child start'), { destroy: () => void order.push('child destroy') }),
    });
    (await child.start(HOST)).destroy();
    expect(order).toEqual(['base start', 'child start', 'child destroy', 'base destroy']);
  });

  it('destroys the started base when the extension fails to start, so it can start again', async () => {
    const destroyed = vi.fn();
    let fail = true;
    const base = extendAdapter(createDefaultAdapter(), { name: 'base', start: () => ({ destroy: destroyed }) });
    const child = extendAdapter(base, {
      name: 'child',
      start: async () => {
        if (fail) throw new HostError(HostErrorCode.Unknown, 'No AppId');
      },
    });
    await expect(child.start(HOST)).rejects.toMatchObject({ message: 'No AppId' });
    expect(destroyed).toHaveBeenCalledTimes(1);
    fail = false;
    await expect(child.start(HOST)).resolves.toMatchObject({ name: 'child' });
  });

  it("refuses a second start before destroy with 'Already initialized', and starts again after destroy", async () => {
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'x' });
    const running = await adapter.start(HOST);
    await expect(adapter.start(HOST)).rejects.toMatchObject({ code: 'Unknown', message: 'Already initialized' });
    running.destroy();
    running.destroy();
    await expect(running.methods.GetFriends(undefined, callInfo().call)).rejects.toMatchObject({
      code: 'NotConnected',
      message: 'Not initialized',
    });
    const again = await adapter.start(HOST);
    await expect(adapter.start(HOST)).rejects.toMatchObject({ message: 'Already initialized' });
    again.destroy();
  });
});
