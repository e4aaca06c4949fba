import type { PlatformWindow } from '../../shared/platform-window.js';
import type { Fapi, OkCallback, OkRestError } from '../fapi-types.js';
import type { OkAnswer, OkScenario, OkSimulatorHandle } from './ok-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

const DEFAULT_UI: Record<string, OkAnswer> = {
  showPayment: { result: 'ok', data: '{"amount":10}' },
  showAd: { result: 'ok', data: 'ad_shown' },
  loadAd: { result: 'ok', data: 'ready' },
  showLoadedAd: { result: 'ok', data: 'complete' },
  showInvite: { result: 'ok', data: '1,2' },
  postMediatopic: { result: 'ok', data: 'posted' },
  joinGroup: { result: 'ok' },
  // A rating given: the callback carries it (apiok.ru/en/dev/sdk/js/ui.showRatingDialog).
  showRatingDialog: { result: 'ok', data: '5' },
  showLoginSuggestion: { result: 'ok' },
  getPageInfo: { result: 'ok', data: '{"clientWidth":1000,"clientHeight":700,"scrollTop":0}' },
};

/** Defines `window.FAPI` as OK's `fapi5.js` does; UI results go to the page's global `API_callback`. */
export function installOkSimulator(win: PlatformWindow, script: OkScenario = {}): void {
  const calls = script.calls ?? [];
  const params = Object.fromEntries(new URLSearchParams(win.location.search));
  const user = {
    uid: params.logged_user_id ?? '5',
    first_name: 'Olga',
    last_name: 'Orlova',
    gender: 'female',
    locale: 'ru',
    ...script.user,
  };
  const ui = (method: string) => {
    calls.push(method);
    const answer = script.ui?.[method] ?? DEFAULT_UI[method] ?? { result: 'error', data: 'unknown_method' };
    if (answer === 'silent') return;
    const send = (result: 'ok' | 'error', data: unknown) =>
      (win.API_callback as OkCallback | undefined)?.(method, result, data);
    // OK's showAd reports `ready` and `ad_prepared` before its outcome (apiok.ru/dev/sdk/js/ui.showAd).
    if (method === 'showAd') {
      setTimeout(() => send('ok', 'ready'), 0);
      setTimeout(() => send('ok', 'ad_prepared'), 1);
      setTimeout(() => send(answer.result, answer.data ?? null), 2);
      return;
    }
    setTimeout(() => send(answer.result, answer.data ?? null), 0);
  };
  const person = (uid: string) => ({
    uid,
    first_name: `F${uid}`,
    last_name: `L${uid}`,
    name: `F${uid} L${uid}`,
    gender: Number(uid) % 2 ? 'male' : 'f',
    pic224x224: `https://ok.test/${uid}_224.jpg`,
  });
  let rating = script.rating ?? 0;
  // The banner (apiok.ru/en/dev/sdk/js/ui.requestBannerAds): a cyclic search that calls back `ad_loaded`
  // when it finds one; `showBannerAds` puts it on screen, reported on the search's callback as
  // `banner_shown`; the close button reports `hidden_by_user` there and the search goes on;
  // `hideBannerAds` hides it and stops the search. The show and hide calls answer "true" or "false".
  const banner = { searching: false, loaded: false, visible: false };
  const send = (method: string, result: 'ok' | 'error', data: unknown) =>
    setTimeout(() => (win.API_callback as OkCallback | undefined)?.(method, result, data), 0);
  const bannerMethods: Record<string, () => void> = {
    requestBannerAds: () => {
      banner.searching = true;
      const search = script.banner ?? 'found';
      if (search === 'none') return;
      if (typeof search === 'object') return void send('requestBannerAds', 'error', search.error);
      banner.loaded = true;
      send('requestBannerAds', 'ok', 'ad_loaded');
    },
    showBannerAds: () => {
      if (!banner.searching || !banner.loaded) return void send('showBannerAds', 'ok', 'false');
      banner.visible = true;
      send('showBannerAds', 'ok', 'true');
      send('requestBannerAds', 'ok', 'banner_shown');
    },
    hideBannerAds: () => {
      if (!banner.searching) return void send('hideBannerAds', 'error', 'not_initialized');
      Object.assign(banner, { searching: false, loaded: false, visible: false });
      send('hideBannerAds', 'ok', 'true');
    },
  };
  const handle: OkSimulatorHandle = {
    closeBanner: () => {
      if (!banner.visible) return;
      banner.visible = false;
      send('requestBannerAds', 'ok', 'hidden_by_user');
    },
  };
  win.__okSimulator = handle;
  // apps.getAppUserRating, "get current user's rating for your game" (apiok.ru/en/dev/sdk/js/ui.showRatingDialog,
  // "Ratings API"): `success` and the `rating`, 0 before the player rated (see OkAppUserRating).
  const ratingAnswer = () => script.ratingAnswer ?? { success: true, rating };
  const rest: Record<string, (p: Record<string, unknown>) => unknown> = {
    'apps.getAppUserRating': ratingAnswer,
    'users.getCurrentUser': () => ({
      ...user,
      name: `${user.first_name} ${user.last_name}`,
      pic224x224: `https://ok.test/${user.uid}_224.jpg`,
    }),
    'friends.get': () => script.friends ?? ['11', '12'],
    'users.getInfo': (p) => String(p.uids).split(',').filter(Boolean).map(person),
  };
  const fapi: Fapi = {
    init: (_server, _conn, onSuccess, onError) => {
      calls.push('init');
      if (script.init === 'silent') return;
      setTimeout(() => (script.init === 'error' ? onError('init failed') : onSuccess()), 0);
    },
    saved_state: 'AUTHORIZED',
    Util: { getRequestParameters: () => ({ ...params }) },
    Client: {
      call: (p, cb) => {
        calls.push(String(p.method));
        const handler = rest[String(p.method)];
        const answer = handler?.(p) as OkRestError | undefined;
        // OK's REST errors: error_code, error_msg (apiok.ru/en/dev/errors); 3 is METHOD (unknown method).
        if (!handler) setTimeout(() => cb('error', null, { error_code: 3, error_msg: 'METHOD : Method not found' }), 0);
        else if (answer && typeof answer === 'object' && 'error_code' in answer)
          setTimeout(() => cb('error', null, answer), 0);
        else setTimeout(() => cb('ok', answer, null), 0);
      },
    },
    UI: {
      showPayment: (_name, _description, code, price, _options, attributes) => {
        const server = platformServer(win);
        if (!server || script.ui?.showPayment) return ui('showPayment');
        // Paid in OK's dialog; OK's server then calls the app's callbacks.payment, and the dialog reports its answer.
        calls.push('showPayment');
        const body = {
          uid: params.logged_user_id ?? '',
          application_key: params.application_key ?? '',
          product_code: code,
          amount: price,
          extra_attributes: attributes ?? '',
        };
        void callPlatformServer<OkAnswer & object>(win, server, 'ok/payment', body).then((answer) => {
          const { result, data } = answer ?? { result: 'error', data: 'payment failed' };
          (win.API_callback as OkCallback | undefined)?.('showPayment', result, data ?? null);
        });
      },
      showAd: () => ui('showAd'),
      loadAd: () => ui('loadAd'),
      showLoadedAd: () => ui('showLoadedAd'),
      showInvite: () => ui('showInvite'),
      postMediatopic: () => ui('postMediatopic'),
      joinGroup: () => ui('joinGroup'),
      showRatingDialog: () => {
        if (!script.ui?.showRatingDialog) rating = 5;
        ui('showRatingDialog');
      },
      showLoginSuggestion: () => ui('showLoginSuggestion'),
      getPageInfo: () => ui('getPageInfo'),
    },
    invokeUIMethod: (method) => {
      const own = bannerMethods[method];
      if (!own || script.ui?.[method]) return ui(method);
      calls.push(method);
      own();
    },
  };
  win.FAPI = fapi;
}
