/**
 * VK Play's iframe JS API (`mailru.core.js`: `iframeApi(callbacks) → Promise<externalApi>`), the part
 * the adapter uses. VK Play publishes no type package; its partner documentation
 * (https://dev.games.mail.ru/ru/docs/free_to_play/partnership_program_js_api/, "Подключение JS API")
 * describes the iframe, its `sign`/`uid`/`appid` parameters and the callback model: each method is
 * fire-and-forget and answers through the callback of its name. The method and callback names and
 * the answer fields below are those of shared/reference/platforms.md, section 3 (the documentation's
 * method list is not public beyond that page; third-party integrations agree on these names).
 * The adapter and the simulator both use {@link VkPlayCallbacks} and {@link VkPlayApi}.
 */

/** The envelope of every answer (platforms.md §3, "Common result envelope"). */
export interface VkPlayResult {
  status: 'ok' | 'error';
  errcode?: number;
  errmsg?: string;
}

/** `userProfileCallback`: `{ uid, nick, avatar, birthyear, sex, slug }` (platforms.md §3, "Player/auth"). */
export interface VkPlayProfile extends VkPlayResult {
  uid: string;
  nick: string;
  avatar?: string;
  sex?: string;
  slug?: string;
}

/** A friend of `userFriendsCallback`: `{ uid, nick, slug, avatar }` (platforms.md §3, "Social"). */
export interface VkPlayFriend {
  uid: string;
  nick: string;
  slug?: string;
  avatar?: string;
}

/**
 * `adsCallback`: `adCompleted` (watched), `adDismissed` (skipped, or no ad: code `AdsNotFound`),
 * `adError` (platforms.md §3, "Ads").
 */
export interface VkPlayAdResult {
  type: 'adCompleted' | 'adDismissed' | 'adError';
  code?: string;
}

/** The callbacks given to `iframeApi`, one per answer (platforms.md §3, "Init"); `appid` is the GMRID. */
export interface VkPlayCallbacks {
  appid: string;
  /** `loginStatus`: 0 not logged in, 1 logged in but not registered in the game, 2 registered, 3 registered and bought the game. */
  getLoginStatusCallback(result: VkPlayResult & { loginStatus: 0 | 1 | 2 | 3 }): void;
  registerUserCallback(result: VkPlayResult): void;
  userProfileCallback(profile: VkPlayProfile): void;
  adsCallback(result: VkPlayAdResult): void;
  userFriendsCallback(result: VkPlayResult & { friends: VkPlayFriend[] }): void;
  /** The payment frame reports a payment (billing: https://dev.games.mail.ru/ru/docs/free_to_play/billing/). */
  paymentReceivedCallback(result: { uid: string }): void;
  paymentWindowClosedCallback(): void;
}

/** `externalApi`: each call answers through its callback (platforms.md §3, "Methods on externalApi"). */
export interface VkPlayApi {
  getLoginStatus(): void;
  userProfile(): void;
  registerUser(): void;
  /** Starts the platform's sign-in, which reloads the page. */
  authUser(): void;
  reloadWindow(): void;
  showAds(options: { interstitial: boolean }): void;
  userFriends(): void;
  /** Opens the payment frame; `merchant_param` reaches the game's billing URL (https://dev.games.mail.ru/ru/docs/free_to_play/billing/). */
  paymentFrame(options: { merchant_param: Record<string, unknown> }): void;
}

/** `window.iframeApi` (https://dev.games.mail.ru/ru/docs/free_to_play/partnership_program_js_api/). */
export type VkPlayIframeApi = (callbacks: VkPlayCallbacks) => Promise<VkPlayApi>;

/** The callback each method answers through. */
export const VKPLAY_CALLBACKS = {
  getLoginStatus: 'getLoginStatusCallback',
  userProfile: 'userProfileCallback',
  registerUser: 'registerUserCallback',
  showAds: 'adsCallback',
  userFriends: 'userFriendsCallback',
  paymentReceived: 'paymentReceivedCallback',
  paymentWindowClosed: 'paymentWindowClosedCallback',
} as const satisfies Record<string, Exclude<keyof VkPlayCallbacks, 'appid'>>;
