import { eventSchemas, methodSchemas, type MethodName } from '@playport/sdk/protocol';
import { describe, expect, it, vi } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { ADAPTER_METHODS, type AdapterMethodName, type CallInfo } from './adapter.js';
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
};

// Methods whose every answer would invent data: the default must refuse them.
const REFUSED = new Set<AdapterMethodName>([
  'BuyProduct', 'DefaultStoreFront', 'SendVkBridge', 'SendCrazyGamesSdk',
  'GetAccountDocuments', 'AcceptAccountDocument', 'GetGameDocuments',
]);

function callInfo() {
  const emit = vi.fn();
  return { emit, call: { game: 'space', emit } as unknown as CallInfo };
}

async function invoke(method: AdapterMethodName, call: CallInfo): Promise<unknown> {
  const adapter = createDefaultAdapter();
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
    expect(await adapter.getSocialInfo()).toBeNull();
  });
});

describe('extendAdapter', () => {
  it('overrides only what the extension names', async () => {
    const base = createDefaultAdapter();
    const friend = { uid: '1', firstName: 'Ann', lastName: null, displayName: 'Ann', gender: 'female' as const, photo: null };
    const ok = extendAdapter(base, {
      name: 'ok',
      supports: { friends: true, invite: undefined },
      methods: { GetFriends: async () => ({ friends: [friend] }), JoinCommunity: undefined },
    });
    const { call } = callInfo();
    expect(ok.name).toBe('ok');
    expect(ok.supports.friends).toBe(true);
    expect(ok.supports.invite).toBe(false);
    expect(await ok.methods.GetFriends(undefined, call)).toEqual({ friends: [friend] });
    expect(await ok.methods.JoinCommunity(undefined, call)).toEqual({ joined: false });
    expect(await ok.getSocialInfo()).toBeNull();
  });

  it('runs init after the base and destroy before it', async () => {
    const order: string[] = [];
    const base = extendAdapter(createDefaultAdapter(), {
      name: 'base',
      init: async () => void order.push('base init'),
      destroy: () => void order.push('base destroy'),
    });
    const child = extendAdapter(base, {
      name: 'child',
      init: async () => void order.push('child init'),
      destroy: () => void order.push('child destroy'),
    });
    await child.init({} as never);
    child.destroy();
    expect(order).toEqual(['base init', 'child init', 'child destroy', 'base destroy']);
  });

  it("refuses a second init before destroy with 'Already initialized', and starts again after destroy", async () => {
    const adapter = extendAdapter(createDefaultAdapter(), { name: 'x', init: async () => {} });
    const host = {} as Parameters<typeof adapter.init>[0];
    await adapter.init(host);
    await expect(adapter.init(host)).rejects.toMatchObject({ code: 'Unknown', message: 'Already initialized' });
    adapter.destroy();
    await expect(adapter.init(host)).resolves.toBeUndefined();
  });
});
