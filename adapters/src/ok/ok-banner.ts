import type { AdapterMethods, HostContext } from '@playport/host/adapter-kit';
import type { OkClient, OkResult } from './ok-client.js';

type Banner = { shown: boolean; reason?: 'Unknown' };

/** Where OK's banner stands, as its callbacks told: searching, on screen, or closed by the player. */
export type OkBannerState = 'idle' | 'searching' | 'shown' | 'hiddenByUser';

// `banner_shown` and `ad_shown` both report the banner on screen (see OkBannerSearchData).
const ON_SCREEN: ReadonlySet<unknown> = new Set(['banner_shown', 'ad_shown']);

/** `showBannerAds` / `hideBannerAds` answer `"true"` when they did it and `"false"` when not. */
const done = ({ result, data }: OkResult) => result === 'ok' && Boolean(data) && data !== 'false';

/**
 * OK's sticky banner (apiok.ru/en/dev/sdk/js/ui.requestBannerAds): `requestBannerAds` starts a cyclic
 * search that calls back `ad_loaded` once it found a banner; `showBannerAds(position)` then puts it on
 * screen, reported as `banner_shown` (or `ad_shown`) on the search's callback. The player's close button
 * reports `hidden_by_user` there too, and the search goes on; `hideBannerAds` hides the banner and stops
 * the search. A search that finds nothing within `timeoutMs`, an error, or a refused show answers
 * `{ shown: false, reason: 'Unknown' }` and stops the search, so no banner appears later unasked.
 */
export function createOkBanner(client: OkClient, context: HostContext, timeoutMs: number, position = 'bottom') {
  let state: OkBannerState = 'idle';
  let stopTracking: (() => void) | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  // The search's own reports keep the state current between the game's calls.
  const track = (client: OkClient) => {
    stopTracking ??= client.listen('requestBannerAds', ({ result, data }) => {
      if (result !== 'ok') return;
      if (ON_SCREEN.has(data)) state = 'shown';
      else if (data === 'hidden_by_user') state = 'hiddenByUser';
    });
  };

  /** Starts a call and resolves with the first callback of `methods` that `decide` settles, or 'timeout'. */
  const first = <T>(
    client: OkClient,
    methods: string[],
    decide: (method: string, answer: OkResult) => T | undefined,
    start: () => void,
  ) =>
    new Promise<T | 'timeout'>((resolve) => {
      let settled = false;
      const finish = (value: T | 'timeout') => {
        if (settled) return;
        settled = true;
        context.clearTimeout(timer);
        for (const off of offs) off();
        resolve(value);
      };
      const offs = methods.map((method) =>
        client.listen(method, (answer) => {
          const value = decide(method, answer);
          if (value !== undefined) finish(value);
        }),
      );
      const timer = context.setTimeout(() => finish('timeout'), timeoutMs);
      start();
    });

  const hideCall = (client: OkClient) =>
    first(
      client,
      ['hideBannerAds'],
      (_method, answer) => answer,
      () => client.fapi.invokeUIMethod('hideBannerAds'),
    );

  const failed = (client: OkClient): Banner => {
    state = 'idle';
    void hideCall(client);
    return { shown: false, reason: 'Unknown' };
  };

  async function show(): Promise<Banner> {
    track(client);
    if (state === 'shown') return { shown: true };
    // A banner the player closed comes back only from the running search: start it anew instead.
    if (state === 'hiddenByUser') await hideCall(client);
    state = 'searching';
    const found = await first(
      client,
      ['requestBannerAds'],
      (_method, { result, data }) => {
        if (result !== 'ok') return 'error';
        if (data === 'ad_loaded') return 'loaded';
        return ON_SCREEN.has(data) ? 'shown' : undefined;
      },
      () => client.fapi.invokeUIMethod('requestBannerAds'),
    );
    if (found === 'shown') {
      state = 'shown';
      return { shown: true };
    }
    if (found !== 'loaded') return failed(client);
    const shown = await first(
      client,
      ['showBannerAds', 'requestBannerAds'],
      (method, answer) => {
        if (method === 'showBannerAds') return done(answer);
        if (answer.result !== 'ok') return false;
        return ON_SCREEN.has(answer.data) ? true : undefined;
      },
      () => client.fapi.invokeUIMethod('showBannerAds', position),
    );
    if (shown !== true) return failed(client);
    state = 'shown';
    return { shown: true };
  }

  async function hide(): Promise<Banner> {
    track(client);
    const answer = await hideCall(client);
    if (answer !== 'timeout' && done(answer)) {
      state = 'idle';
      return { shown: false };
    }
    // OK refuses to hide what it is not showing (`not_initialized`): then nothing is on screen.
    return state === 'shown' ? { shown: true, reason: 'Unknown' } : { shown: false };
  }

  // One banner call at a time: their callbacks carry no call id.
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.catch(() => {}).then(run);
    queue = next;
    return next;
  };

  return {
    methods: {
      AdsShowStickyBanner: () => serial(show),
      AdsHideStickyBanner: () => serial(hide),
    } satisfies Partial<AdapterMethods>,
    get state() {
      return state;
    },
    destroy() {
      stopTracking?.();
      stopTracking = null;
      state = 'idle';
    },
  };
}
