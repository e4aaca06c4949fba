import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMethod, type EmittedEvent } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { okLaunchUrl } from '../testing/launch-urls.js';
import { createOkAdapter, OK_NO_FRIENDS_TO_INVITE } from './ok-adapter.js';
import { installOkSimulator } from './simulator/ok-simulator.js';
import type { OkScenario, OkSimulatorHandle } from './simulator/ok-scenario.js';
import type { Fapi } from './fapi-types.js';

async function start(script: OkScenario = {}, groupId?: string, timeoutMs?: number, appId?: string) {
  const calls: string[] = [];
  const fake = fakeHost({ url: okLaunchUrl(), install: (win) => installOkSimulator(win, { ...script, calls }) });
  const adapter = await createOkAdapter({
    groupId,
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(appId ? { appId } : {}),
  }).start(fake.host);
  return { adapter, fake, calls };
}

/** Every `API_callback` OK made and every banner call the adapter made (with its arguments), in order. */
function record(fake: ReturnType<typeof fakeHost>) {
  const log: string[] = [];
  const callback = fake.win.API_callback as (m: string, r: string, d: unknown) => void;
  fake.win.API_callback = (m: string, r: string, d: unknown) => (log.push(`${m} ${r} ${String(d)}`), callback(m, r, d));
  const fapi = fake.win.FAPI as Fapi;
  const invoke = fapi.invokeUIMethod.bind(fapi);
  fapi.invokeUIMethod = (method, ...args) => (log.push(`> ${[method, ...args].join(' ')}`), invoke(method, ...args));
  return log;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const player = (fake: ReturnType<typeof fakeHost>) => fake.win.__okSimulator as OkSimulatorHandle;

afterEach(() => void vi.useRealTimers());

describe('ok adapter', () => {
  it('inits FAPI, answers through API_callback and signs in with the launch params as OK signed them', async () => {
    const { fake } = await start();
    expect(typeof fake.win.API_callback).toBe('function');
    // tests/unit/simulator-signatures checks the signature with the server's verifier.
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'Odnoklassniki',
      Odnoklassniki: { LaunchParams: new URLSearchParams(fake.win.location.search).toString() },
    });
  });

  it('maps social info: f → female, 224px avatar, locale', async () => {
    const { adapter } = await start();
    expect(await adapter.getSocialInfo()).toMatchObject({
      social: 'Odnoklassniki',
      userId: '5',
      displayName: 'Olga Orlova',
      gender: 'female',
      socialLocale: 'ru',
      photo: { width: 224, height: 224, url: 'https://ok.test/5_224.jpg' },
    });
    const m = await start({ user: { gender: 'm' } });
    expect((await m.adapter.getSocialInfo())?.gender).toBe('male');
    const other = await start({ user: { gender: 'x' } });
    expect((await other.adapter.getSocialInfo())?.gender).toBe('unspecified');
  });

  it('looks friends up in batches of 100', async () => {
    const friends = Array.from({ length: 150 }, (_, i) => String(100 + i));
    const { adapter, calls } = await start({ friends });
    const result = (await invokeMethod(adapter, 'GetFriends')) as { friends: { uid: string; gender: string }[] };
    expect(result.friends).toHaveLength(150);
    expect(calls.filter((c) => c === 'users.getInfo')).toHaveLength(2);
    expect(result.friends[0]).toMatchObject({ uid: '100', gender: 'female' });
  });

  it.each([
    ['complete', 'finished', 'AdsFinished'],
    ['skip', 'skipped', 'AdsSkipped'],
    ['not_prepared', 'failed', 'AdsFailed'],
  ])('rewarded %s → %s', async (data, outcome, event) => {
    const { adapter } = await start({
      ui: { showLoadedAd: { result: data === 'not_prepared' ? 'error' : 'ok', data } },
    });
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'AdsShowVideo', events)).toMatchObject({ outcome });
    expect(events[0]!.name).toBe(event);
  });

  it('interstitial: finished only on ad_shown, after the intermediate ready and ad_prepared', async () => {
    const seen: string[] = [];
    const { adapter, fake } = await start();
    const callback = fake.win.API_callback as (m: string, r: string, d: unknown) => void;
    fake.win.API_callback = (m: string, r: string, d: unknown) => (
      m === 'showAd' && seen.push(String(d)),
      callback(m, r, d)
    );
    const events: EmittedEvent[] = [];
    expect(await invokeMethod(adapter, 'AdsShowInterstitial', events)).toMatchObject({ outcome: 'finished' });
    expect(seen).toEqual(['ready', 'ad_prepared', 'ad_shown']);
    expect(events.map((e) => e.name)).toEqual(['AdsFinished']);
    // An OK that stops after ad_prepared has not shown the ad.
    const stuck = await start({ ui: { showAd: { result: 'ok', data: 'ad_prepared' } } }, undefined, 50);
    expect(await invokeMethod(stuck.adapter, 'AdsShowInterstitial')).toMatchObject({ outcome: 'failed' });
  });

  it('interstitial no_ads fails; a failed preload leaves the video not ready', async () => {
    const { adapter, fake } = await start({
      ui: { showAd: { result: 'error', data: 'no_ads' }, loadAd: { result: 'error', data: 'no_ads' } },
    });
    expect(await invokeMethod(adapter, 'AdsShowInterstitial')).toMatchObject({ outcome: 'failed' });
    expect(await invokeMethod(adapter, 'AdsVideoReady')).toEqual({ ready: false });
    expect(fake.events).toContainEqual({ name: 'AdsVideoAvailable', payload: { available: false } });
  });

  it('buys with showPayment and the server extra attributes', async () => {
    const { adapter, fake } = await start();
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Completed' });
    const failed = await start({ ui: { showPayment: { result: 'error', data: 'cancel' } } });
    await expect(invokeMethod(failed.adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown' });
    expect(failed.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it('shows the Russian info modal when the invite fails', async () => {
    const { adapter, fake } = await start({ ui: { showInvite: { result: 'error', data: 'no_friends' } } });
    expect(await invokeMethod(adapter, 'InviteFriends')).toEqual({ invited: false });
    expect(fake.infos).toEqual([OK_NO_FRIENDS_TO_INVITE]);
  });

  it('joins the group, shows the rating dialog and posts a status', async () => {
    const { adapter } = await start({}, '42');
    expect(await invokeMethod(adapter, 'JoinCommunity')).toEqual({ joined: true });
    expect(await invokeMethod(adapter, 'RequestReview')).toEqual({ feedbackSent: true });
    expect(await invokeMethod(adapter, 'SetStatus')).toEqual({ sent: true });
  });

  it('declares community only for a game with an OK group, and without one does not call joinGroup', async () => {
    const withGroup = await start({}, '42');
    expect(withGroup.adapter.supports.community).toBe(true);
    const { adapter, calls } = await start();
    expect(adapter.supports.community).toBe(false);
    expect(await invokeMethod(adapter, 'JoinCommunity')).toEqual({ joined: false });
    expect(calls.filter((c) => c.startsWith('joinGroup'))).toEqual([]);
  });

  it('serialises concurrent calls of one method over the single API_callback', async () => {
    const { adapter } = await start();
    const both = await Promise.all([invokeMethod(adapter, 'AdsShowVideo'), invokeMethod(adapter, 'AdsShowVideo')]);
    expect(both).toEqual([{ outcome: 'finished' }, { outcome: 'finished' }]);
  });

  it('refreshes the page info every 5 s until destroyed', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const fake = fakeHost({ url: okLaunchUrl(), install: (win) => installOkSimulator(win, { calls }) });
    const pages: unknown[] = [];
    const started = createOkAdapter({ onPageInfo: (info) => pages.push(info) }).start(fake.host);
    await vi.advanceTimersByTimeAsync(100);
    const adapter = await started;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.filter((c) => c === 'getPageInfo')).toHaveLength(2);
    expect(pages[0]).toEqual({ clientWidth: 1000, clientHeight: 700, scrollTop: 0 });
    adapter.destroy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.filter((c) => c === 'getPageInfo')).toHaveLength(2);
  });

  describe('sticky banner over requestBannerAds, showBannerAds and hideBannerAds', () => {
    it('loaded and shown: ad_loaded, then showBannerAds at the bottom, reported shown', async () => {
      const { adapter, fake } = await start();
      const log = record(fake);
      expect(adapter.supports.stickyBanner).toBe(true);
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: true });
      await tick();
      expect(log).toEqual([
        '> requestBannerAds',
        'requestBannerAds ok ad_loaded',
        '> showBannerAds bottom',
        'showBannerAds ok true',
        'requestBannerAds ok banner_shown',
      ]);
      // Already on screen: no second search.
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: true });
      expect(log.filter((l) => l.startsWith('>'))).toHaveLength(2);
      expect(await invokeMethod(adapter, 'AdsHideStickyBanner')).toEqual({ shown: false });
      expect(log.slice(-2)).toEqual(['> hideBannerAds', 'hideBannerAds ok true']);
    });

    it('no ads: OK never calls back, so the show fails after the timeout and the search is stopped', async () => {
      const { adapter, fake } = await start({ banner: 'none' }, undefined, 50);
      const log = record(fake);
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: false, reason: 'Unknown' });
      await tick();
      expect(log).toEqual(['> requestBannerAds', '> hideBannerAds', 'hideBannerAds ok true']);
    });

    it('a search error fails the show at once', async () => {
      const { adapter, fake } = await start({ banner: { error: 'not_supported' } });
      const log = record(fake);
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: false, reason: 'Unknown' });
      expect(log.slice(0, 2)).toEqual(['> requestBannerAds', 'requestBannerAds error not_supported']);
    });

    it('a refused showBannerAds ("false") fails the show', async () => {
      const { adapter } = await start({ ui: { showBannerAds: { result: 'ok', data: 'false' } } });
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: false, reason: 'Unknown' });
    });

    it('hidden by user: the next show starts the search anew; hide then has nothing on screen', async () => {
      const { adapter, fake } = await start();
      const log = record(fake);
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: true });
      player(fake).closeBanner();
      await tick();
      expect(log.at(-1)).toBe('requestBannerAds ok hidden_by_user');
      log.length = 0;
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: true });
      await tick();
      expect(log).toEqual([
        '> hideBannerAds',
        'hideBannerAds ok true',
        '> requestBannerAds',
        'requestBannerAds ok ad_loaded',
        '> showBannerAds bottom',
        'showBannerAds ok true',
        'requestBannerAds ok banner_shown',
      ]);
      player(fake).closeBanner();
      await tick();
      // The search still runs after the player's close, so OK hides and stops it.
      expect(await invokeMethod(adapter, 'AdsHideStickyBanner')).toEqual({ shown: false });
      expect(log.slice(-2)).toEqual(['> hideBannerAds', 'hideBannerAds ok true']);
    });

    it('hiding with nothing searched answers not shown (OK: not_initialized)', async () => {
      const { adapter, fake } = await start();
      const log = record(fake);
      expect(await invokeMethod(adapter, 'AdsHideStickyBanner')).toEqual({ shown: false });
      expect(log).toEqual(['> hideBannerAds', 'hideBannerAds error not_initialized']);
    });

    it('the banner goes top when configured', async () => {
      const calls: string[] = [];
      const fake = fakeHost({ url: okLaunchUrl(), install: (win) => installOkSimulator(win, { calls }) });
      const adapter = await createOkAdapter({ bannerPosition: 'top' }).start(fake.host);
      const log = record(fake);
      expect(await invokeMethod(adapter, 'AdsShowStickyBanner')).toEqual({ shown: true });
      expect(log).toContain('> showBannerAds top');
    });
  });

  describe('ReviewInfo over apps.getAppUserRating', () => {
    it('not rated yet: reviewed false; after the rating dialog OK reports the rating: reviewed true', async () => {
      const { adapter, calls } = await start();
      expect(await invokeMethod(adapter, 'ReviewInfo')).toEqual({ available: true, reviewed: false });
      expect(calls).toContain('apps.getAppUserRating');
      expect(await invokeMethod(adapter, 'RequestReview')).toEqual({ feedbackSent: true });
      expect(await invokeMethod(adapter, 'ReviewInfo')).toEqual({ available: true, reviewed: true });
    });

    it('a player who rated earlier is reviewed; an answer without success is not', async () => {
      expect(await invokeMethod((await start({ rating: 4 })).adapter, 'ReviewInfo')).toEqual({
        available: true,
        reviewed: true,
      });
      expect(await invokeMethod((await start({ ratingAnswer: { success: false } })).adapter, 'ReviewInfo')).toEqual({
        available: true,
        reviewed: false,
      });
      expect(
        await invokeMethod((await start({ ratingAnswer: { success: true, rating: 0 } })).adapter, 'ReviewInfo'),
      ).toEqual({ available: true, reviewed: false });
    });

    it('sends app_id when the game names its OK application', async () => {
      const { adapter, fake } = await start({}, undefined, undefined, '512000123');
      const fapi = fake.win.FAPI as Fapi;
      const seen: Record<string, unknown>[] = [];
      const call = fapi.Client.call.bind(fapi.Client);
      fapi.Client.call = (params, cb) => (seen.push(params), call(params, cb));
      await invokeMethod(adapter, 'ReviewInfo');
      expect(seen).toEqual([{ method: 'apps.getAppUserRating', app_id: '512000123' }]);
    });

    it('an OK REST error is Unknown with the method named; an answer of another shape too', async () => {
      const failing = await start({ ratingAnswer: { error_code: 10, error_msg: 'PERMISSION_DENIED' } });
      await expect(invokeMethod(failing.adapter, 'ReviewInfo')).rejects.toMatchObject({
        code: 'Unknown',
        message: 'OK apps.getAppUserRating failed',
        details: { error_code: 10, error_msg: 'PERMISSION_DENIED' },
      });
      const odd = await start({ ratingAnswer: 'yes' });
      await expect(invokeMethod(odd.adapter, 'ReviewInfo')).rejects.toMatchObject({
        code: 'Unknown',
        message: 'OK apps.getAppUserRating answered an unexpected shape',
      });
    });
  });
});
