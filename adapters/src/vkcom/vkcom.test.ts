import { describe, expect, it } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { vkLaunchUrl } from '../testing/launch-urls.js';
import { createVkcomAdapter } from './vkcom-adapter.js';
import { installVkcomWithBridge, VK_LOCAL_SCRIPT } from './simulator/vk-bridge-script.js';
import { VK_OUTCOMES, type VkcomScenario, type VkConnectMessage } from './simulator/vkcom-scenario.js';

async function start(
  script: VkcomScenario = {},
  launch: Record<string, string> = {},
  options: { directHost?: string } = {},
) {
  const calls: { method: string; props: unknown }[] = [];
  const messages: VkConnectMessage[] = [];
  const fake = fakeHost({
    url: await vkLaunchUrl(launch),
    install: (win) => installVkcomWithBridge(win, { ...script, calls, messages }),
  });
  const adapter = await createVkcomAdapter({ scriptUrl: VK_LOCAL_SCRIPT, ...options }).start(fake.host);
  return { adapter, fake, calls, messages };
}

describe('vkcom adapter', () => {
  it('inits the bridge and signs in with the launch params VK signed', async () => {
    const { fake, calls } = await start();
    expect(calls[0]!.method).toBe('VKWebAppInit');
    const login = fake.api.of('/auth/authenticate_from_social')[0]!.body as { VkontakteCom: { LaunchParams: string } };
    // tests/unit/simulator-signatures checks the signature with the server's verifier.
    expect(login).toMatchObject({
      Social: 'VkontakteCom',
      VkontakteCom: { LaunchParams: new URLSearchParams(fake.win.location.search).toString() },
    });
  });

  it('maps social info: sex 1 female, 200px photo, vkcom block', async () => {
    const { adapter } = await start();
    expect(await adapter.getSocialInfo()).toMatchObject({
      social: 'VkontakteCom',
      userId: '7',
      firstName: 'Vera',
      lastName: 'Kotova',
      displayName: 'Vera Kotova',
      gender: 'female',
      photo: { width: 200, height: 200, url: 'https://vk.test/7_200.jpg' },
      socialLocale: 'ru',
      vkcom: { appId: '51', defaultApiVersion: '5.131', defaultAccessToken: null },
    });
    const male = await start({ user: { id: 9, first_name: 'Ivan', last_name: '', sex: 2 } });
    expect((await male.adapter.getSocialInfo())?.gender).toBe('male');
  });

  it('gives no friends when the player refuses the friends scope or VK fails the call', async () => {
    const refused = await start({ answers: { VKWebAppGetAuthToken: VK_OUTCOMES.cancel } });
    expect(await invokeMethod(refused.adapter, 'GetFriends')).toEqual({ friends: [] });
    const narrower = await start({ answers: { VKWebAppGetAuthToken: { data: { access_token: 't', scope: '' } } } });
    expect(await invokeMethod(narrower.adapter, 'GetFriends')).toEqual({ friends: [] });
    const failing = await start({ answers: { VKWebAppCallAPIMethod: VK_OUTCOMES.fail } });
    expect(await invokeMethod(failing.adapter, 'GetFriends')).toEqual({ friends: [] });
  });

  it('maps friends with VK gender', async () => {
    const { adapter } = await start();
    expect(await invokeMethod(adapter, 'GetFriends')).toEqual({
      friends: [
        {
          uid: '8',
          firstName: 'Ivan',
          lastName: 'Petrov',
          displayName: 'Ivan Petrov',
          gender: 'male',
          photo: { width: 200, height: 200, url: 'https://vk.test/8_200.jpg' },
        },
      ],
    });
  });

  it('buys through the order box and reports Completed', async () => {
    const { adapter, fake, calls } = await start();
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    expect(calls.find((c) => c.method === 'VKWebAppShowOrderBox')?.props).toEqual({ type: 'item', item: 'order-1' });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Completed' });
  });

  it('maps order box error code 4 to UserCancelled and other errors to Unknown', async () => {
    const denied = await start({ answers: { VKWebAppShowOrderBox: VK_OUTCOMES.cancel } });
    await expect(invokeMethod(denied.adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'UserCancelled' });
    expect(denied.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
    const failed = await start({ answers: { VKWebAppShowOrderBox: VK_OUTCOMES.fail } });
    await expect(invokeMethod(failed.adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown' });
  });

  it("maps an order box answered with status 'cancel' (vk-bridge's types) to UserCancelled and a Cancelled order", async () => {
    const closed = await start({ answers: { VKWebAppShowOrderBox: { data: { status: 'cancel' } } } });
    await expect(invokeMethod(closed.adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'UserCancelled' });
    expect(closed.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
    const paid = await start({ answers: { VKWebAppShowOrderBox: { data: { status: 'success' } } } });
    expect(await invokeMethod(paid.adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
  });

  it('sets ad ready flags from the native-ads check and reports outcomes', async () => {
    const { adapter, fake } = await start({ answers: { VKWebAppCheckNativeAds: { data: { result: false } } } });
    expect(fake.events).toContainEqual({ name: 'AdsVideoAvailable', payload: { available: false } });
    expect(await invokeMethod(adapter, 'AdsVideoReady')).toEqual({ ready: false });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'AdsShowVideo', events)).toEqual({ outcome: 'finished' });
    const failing = await start({ answers: { VKWebAppShowNativeAds: { data: { result: false } } } });
    expect(await invokeMethod(failing.adapter, 'AdsShowInterstitial', events)).toMatchObject({ outcome: 'failed' });
    expect(events.map((e) => e.name)).toEqual(['AdsFinished', 'AdsFailed']);
  });

  it('passes an allowed SendVkBridge method through and reports VK errors as coded errors', async () => {
    const { adapter, calls } = await start({ answers: { VKWebAppShowInviteBox: VK_OUTCOMES.fail } });
    expect(
      await invokeMethod(adapter, 'SendVkBridge', [], {
        method: 'VKWebAppShare',
        params: { link: 'https://vk.com/app51' },
      }),
    ).toEqual({ data: { type: 'message' } });
    expect(calls.find((c) => c.method === 'VKWebAppShare')?.props).toEqual({ link: 'https://vk.com/app51' });
    await expect(invokeMethod(adapter, 'SendVkBridge', [], { method: 'VKWebAppShowInviteBox' })).rejects.toMatchObject({
      code: 'Unknown',
      message: 'VK Bridge VKWebAppShowInviteBox failed',
    });
  });

  it.each([
    'VKWebAppShowOrderBox',
    'VKWebAppShowSubscriptionBox',
    'VKWebAppOpenPayForm',
    'VKWebAppGetAuthToken',
    'VKWebAppGetCommunityToken',
    'VKWebAppCallAPIMethod',
    'VKWebAppGetEmail',
    'VKWebAppGetPhoneNumber',
    'VKWebAppGetLaunchParams',
    'VKWebAppStorageSet',
    'VKWebAppTrackEvent',
    'VKWebAppJoinGroup',
    'VKWebAppInit',
    'VKWebAppNoSuch',
    'constructor',
  ])('refuses SendVkBridge %s with NotSupported, without sending it', async (method) => {
    const { adapter, calls } = await start();
    const sent = calls.length;
    await expect(
      invokeMethod(adapter, 'SendVkBridge', [], { method, params: { type: 'item', item: 'gems' } }),
    ).rejects.toMatchObject({
      code: 'NotSupported',
      message: `VK Bridge method ${method} is not available to games`,
    });
    expect(calls.slice(sent).map((c) => c.method)).not.toContain(method);
  });

  it('invites, joins the launch community, adds to favorites, recommends, follows view hide/restore', async () => {
    const { adapter, fake, calls } = await start();
    expect(await invokeMethod(adapter, 'InviteFriends')).toEqual({ invited: true });
    expect(await invokeMethod(adapter, 'JoinCommunity')).toEqual({ joined: true });
    expect(calls.find((c) => c.method === 'VKWebAppJoinGroup')?.props).toEqual({ group_id: 99 });
    expect(await invokeMethod(adapter, 'AddToFavorites')).toEqual({ added: true });
    expect(await invokeMethod(adapter, 'RequestReview')).toEqual({ feedbackSent: true });
    (fake.win.__vkcomSimulator as { publish: (t: string, d: unknown) => void }).publish('VKWebAppViewHide', {});
    expect(fake.events).toContainEqual({ name: 'FocusChanged', payload: { focused: false } });
  });

  it("talks to the VK frame through vk-bridge's own postMessage protocol", async () => {
    const { adapter, messages } = await start();
    const init = messages[0]!;
    expect(init).toEqual({
      handler: 'VKWebAppInit',
      params: { request_id: expect.stringMatching(/^1_\w+$/) },
      type: 'vk-connect',
      webFrameId: undefined,
      connectVersion: '3.0.2',
    });
    await invokeMethod(adapter, 'GetFriends');
    // Friends are read with a token and the API, never through the VKWebAppGetFriends picker.
    expect(messages.some((m) => m.handler === 'VKWebAppGetFriends')).toBe(false);
    const token = messages.find((m) => m.handler === 'VKWebAppGetAuthToken')!;
    expect(token.params).toEqual({ app_id: 51, scope: 'friends', request_id: expect.stringMatching(/_\w+$/) });
    const api = messages
      .filter((m) => m.handler === 'VKWebAppCallAPIMethod')
      .map((m) => ({ method: m.params.method, params: m.params.params }));
    expect(api).toEqual([
      { method: 'friends.getAppUsers', params: { v: '5.131', access_token: 'vk-user-token' } },
      {
        method: 'users.get',
        params: { user_ids: '8', fields: 'photo_200,sex', v: '5.131', access_token: 'vk-user-token' },
      },
    ]);
    expect(new Set(messages.map((m) => m.params.request_id)).size).toBe(messages.length);
  });

  it('waits for a slow VK answer and reads no fill as not ready', async () => {
    const slow = await start({ answers: { VKWebAppJoinGroup: VK_OUTCOMES.slow({ result: true }, 30) } });
    expect(await invokeMethod(slow.adapter, 'JoinCommunity')).toEqual({ joined: true });
    const none = await start({
      answers: { VKWebAppCheckNativeAds: VK_OUTCOMES.noFill, VKWebAppShowNativeAds: VK_OUTCOMES.noFill },
    });
    expect(await invokeMethod(none.adapter, 'AdsVideoReady')).toEqual({ ready: false });
  });

  describe('placement: inside vk.com (default) or a Direct Game on the direct host (direct=true)', () => {
    const DIRECT = 'games.vk.test';
    // The status is posted with the wall post box: vk-bridge 3.0.2's VKWebAppShare takes only `link`.
    const posts = (calls: { method: string; props: unknown }[]) => {
      expect(calls.filter((c) => c.method === 'VKWebAppShare')).toEqual([]);
      return calls.filter((c) => c.method === 'VKWebAppShowWallPostBox').map((c) => c.props);
    };
    const signIn = (fake: Awaited<ReturnType<typeof start>>['fake']) =>
      (fake.api.of('/auth/authenticate_from_social')[0]!.body as { VkontakteCom: { LaunchParams: string } })
        .VkontakteCom.LaunchParams;

    it('default: the status is posted with the vk.com link of the game; the sign-in is the signed launch', async () => {
      const { adapter, calls, fake } = await start({}, {}, { directHost: DIRECT });
      expect(await invokeMethod(adapter, 'SetStatus')).toEqual({ sent: true });
      expect(posts(calls)).toEqual([{ message: 'Playing level 3', attachments: 'https://vk.com/app51' }]);
      expect(signIn(fake)).toBe(new URLSearchParams(fake.win.location.search).toString());
    });

    it('direct=true: the link points at the direct host; the same signed launch signs in, direct=true included', async () => {
      const { adapter, calls, fake } = await start({}, { direct: 'true' }, { directHost: DIRECT });
      expect(await invokeMethod(adapter, 'SetStatus')).toEqual({ sent: true });
      expect(posts(calls)).toEqual([{ message: 'Playing level 3', attachments: 'https://games.vk.test/app51' }]);
      expect(new URLSearchParams(signIn(fake)).get('direct')).toBe('true');
      expect(signIn(fake)).toBe(new URLSearchParams(fake.win.location.search).toString());
    });

    it('direct=true without a configured direct host keeps vk.com and says so; other values of direct are the default', async () => {
      const unset = await start({}, { direct: 'true' });
      expect(await invokeMethod(unset.adapter, 'SetStatus')).toEqual({ sent: true });
      expect(posts(unset.calls)).toEqual([{ message: 'Playing level 3', attachments: 'https://vk.com/app51' }]);
      expect(unset.fake.logs).toContainEqual([
        'warn',
        'VK opened the game with direct=true, but no direct host is configured: links point at vk.com',
      ]);
      const other = await start({}, { direct: '1' }, { directHost: DIRECT });
      await invokeMethod(other.adapter, 'SetStatus');
      expect(posts(other.calls)).toEqual([{ message: 'Playing level 3', attachments: 'https://vk.com/app51' }]);
    });

    it('a closed or failed wall post box is not sent; a launch without a valid vk_app_id posts nothing', async () => {
      const refused = await start({ answers: { VKWebAppShowWallPostBox: VK_OUTCOMES.cancel } });
      expect(await invokeMethod(refused.adapter, 'SetStatus')).toEqual({ sent: false });
      const failed = await start({ answers: { VKWebAppShowWallPostBox: VK_OUTCOMES.fail } });
      expect(await invokeMethod(failed.adapter, 'SetStatus')).toEqual({ sent: false });
      const noApp = await start({}, { vk_app_id: 'x' });
      expect(await invokeMethod(noApp.adapter, 'SetStatus')).toEqual({ sent: false });
      expect(posts(noApp.calls)).toEqual([]);
    });
  });
});
