/**
 * The part of OK's `fapi5.js` (`window.FAPI`) the adapter uses. Results of `UI` calls and of
 * `invokeUIMethod` arrive in the page's global `window.API_callback(method, result, data)`
 * (apiok.ru/en/dev/sdk/js, each method's "Callback example"); REST calls answer their own callback.
 */
export type OkCallback = (method: string, result: 'ok' | 'error', data: unknown) => void;

/** A user of `users.getCurrentUser` / `users.getInfo` with the requested `fields` (OK REST `users.getInfo`, apiok.ru/en/dev/methods/). */
export interface OkUser {
  uid: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  gender?: string;
  pic224x224?: string;
  locale?: string;
}

/**
 * The `data` of `API_callback('requestBannerAds', 'ok', data)`. The search reports a found banner
 * ("If it finds an ad, a special callback with a notification on it will be returned",
 * apiok.ru/en/dev/sdk/js/ui.requestBannerAds) as `ad_loaded`; the same callback later reports the
 * banner on screen (`banner_shown`, also seen as `ad_shown`) and the player's close button
 * (`hidden_by_user`). The values are those OK integrations handle (Playgama/bridge,
 * src/platform-bridges/OkPlatformBridge.ts `#onRequestedBanner`); OK's page lists no example.
 */
export type OkBannerSearchData = 'ad_loaded' | 'banner_shown' | 'ad_shown' | 'hidden_by_user';

/**
 * The answer of the REST method `apps.getAppUserRating`, "get current user's rating for your game"
 * (apiok.ru/en/dev/sdk/js/ui.showRatingDialog, section "Ratings API"). OK's stored page of the method
 * shows no answer; public OK integrations read `success` and `rating` (a player who rated has
 * `success: true` and a `rating` of 1–5), which is what is typed here.
 */
export interface OkAppUserRating {
  success?: boolean;
  rating?: number;
}

/** An OK REST error as `FAPI.Client.call` hands it to its callback (apiok.ru/en/dev/errors). */
export interface OkRestError {
  error_code?: number;
  error_msg?: string;
  error_data?: unknown;
}

export interface Fapi {
  /** `FAPI.init(api_server, apiconnection, onSuccess, onError)` (apiok.ru/en/dev/sdk/js/). */
  init(apiServer: string, apiConnection: string, onSuccess: () => void, onError: (error: unknown) => void): void;
  /** The game state `showLoginSuggestion` sets, e.g. `AUTHORIZED` (apiok.ru/en/dev/sdk/js/ui.showLoginSuggestion). */
  saved_state?: string;
  /** The frame's launch parameters (`FAPI.Util.getRequestParameters`, apiok.ru/en/dev/sdk/js/). */
  Util: { getRequestParameters(): Record<string, string> };
  /** REST: `Client.call(params, callback(status, data, error))` (`FAPI.Client.call`, apiok.ru/en/dev/sdk/js/). */
  Client: {
    call(params: Record<string, unknown>, cb: (status: string, data: unknown, error: OkRestError | null) => void): void;
  };
  UI: {
    /** apiok.ru/en/dev/sdk/js/ui.showPayment; answers `API_callback('showPayment', …)`. */
    showPayment(
      name: string,
      description: string,
      code: string,
      price: number,
      options: null,
      attributes: string,
      currency: string,
      callback: 'true' | 'false',
      uiConf?: string,
    ): void;
    /** apiok.ru/en/dev/sdk/js/ui.showAd: `ready`, `ad_prepared`, then `ad_shown` or an error (`no_ads`, …). */
    showAd(): void;
    /** apiok.ru/en/dev/sdk/js/ui.loadAd: `ok` when a rewarded video is ready. */
    loadAd(): void;
    /** apiok.ru/en/dev/sdk/js/ui.showLoadedAd: `complete`, `skip`, or an error. */
    showLoadedAd(): void;
    /** apiok.ru/en/dev/sdk/js/ui.showInvite. */
    showInvite(text: string, params?: string, selectedUids?: string): void;
    /** apiok.ru/en/dev/sdk/js/ui.postMediatopic. */
    postMediatopic(attachment: Record<string, unknown>, setStatus: boolean): void;
    /** apiok.ru/en/dev/sdk/js/ui.joinGroup. */
    joinGroup(groupId: string, enableMessages: boolean): void;
    /**
     * apiok.ru/en/dev/sdk/js/ui.showRatingDialog: `ok` with the rating (`"5"`), or `error` with
     * `dismissed without rating`, `layer already exists` or `not_supported`.
     */
    showRatingDialog(): void;
    /** apiok.ru/en/dev/sdk/js/ui.showLoginSuggestion. */
    showLoginSuggestion(state: string): void;
    /** apiok.ru/en/dev/sdk/js/ui.getPageInfo: the viewport as JSON. */
    getPageInfo(): void;
  };
  /**
   * Methods without a `UI` wrapper, by name, answering through `API_callback` under that name: the banner
   * methods `requestBannerAds` (apiok.ru/en/dev/sdk/js/ui.requestBannerAds), `showBannerAds` with the
   * position `top` or `bottom` (the banner "will appear in the top or the bottom part of the screen"),
   * and `hideBannerAds`, after which "the cyclic search stops" (both on the requestBannerAds page and
   * apiok.ru/en/apps/features/banner_ads). Their own callbacks carry `"true"` or `"false"` (Playgama/bridge,
   * OkPlatformBridge.ts `#onShownBanner` / `#onHiddenBanner`).
   */
  invokeUIMethod(method: string, ...args: string[]): void;
}
