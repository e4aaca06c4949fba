/**
 * The part of the Kongregate JavaScript API (kongregate_api.js) the adapter uses, written from
 * Kongregate's documentation (no type package is published). The adapter and the simulator both use
 * {@link KongregateApi}.
 */

/** The invitation of `showInvitationBox` (https://docs.kongregate.com/reference/client-api-services-showinvitationbox). */
export interface KongregateInvitation {
  /** The text of the invitation. */
  content: string;
  /** `played`, `not_played`, or a list of user ids; all users when left out. */
  filter?: string;
  /** Parameters for the game link; each key starts with `kv_`. */
  kv_params?: Record<string, string>;
}

export interface KongregateApi {
  services: {
    /** Connects to Kongregate's servers, first thing after loading (http://developers.kongregate.com/docs/all/general-services-api). */
    connect(): void;
    /** Whether the player is a guest (https://docs.kongregate.com/docs/concepts-handling-guests). */
    isGuest(): boolean;
    /** The username; a guest's begins with "Guest" (https://docs.kongregate.com/reference/client-api-services-getusername). */
    getUsername(): string;
    /** The user id; 0 for a guest (https://docs.kongregate.com/reference/client-api-services-getuserid). */
    getUserId(): number;
    /** The token the game's server authenticates the player with (https://docs.kongregate.com/reference/client-api-services-getgameauthtoken). */
    getGameAuthToken(): string;
    /** Lets a guest sign in or create an account (https://docs.kongregate.com/reference/client-api-service-showregistrationbox). */
    showRegistrationBox(): void;
    /**
     * Opens the invite-friends dialog; it takes the invitation only and answers nothing
     * (https://docs.kongregate.com/reference/client-api-services-showinvitationbox).
     */
    showInvitationBox(invitation: KongregateInvitation): void;
    /** `login`: a guest signed in without the page reloading (https://docs.kongregate.com/docs/concepts-handling-guests). */
    addEventListener(event: 'login', fn: () => void): void;
  };
  mtx: {
    /**
     * Dynamic purchasing: Kongregate asks the game's server for the items of `orderInfo`
     * (https://docs.kongregate.com/reference/client-api-mtx-purchaseitemsremote).
     */
    purchaseItemsRemote(orderInfo: string, cb: (result: { success: boolean; item_order_id?: number }) => void): void;
    /**
     * Rewarded video ads ("incentivized ads", http://blog.kongregate.com/kongregates-rewarded-video-api/):
     * `initializeIncentivizedAds()`, `showIncentivizedAd()` and the events `adsAvailable`,
     * `adsUnavailable`, `adOpened`, `adCompleted`, `adAbandoned`; the current documentation index
     * (https://docs.kongregate.com/llms.txt) has no page for them, the names are those of
     * shared/reference/platforms.md.
     */
    initializeIncentivizedAds(): void;
    showIncentivizedAd(): void;
    addEventListener(event: string, fn: () => void): void;
  };
  /** Statistics (https://docs.kongregate.com/reference/client-api-stats-submit). */
  stats: { submit(name: string, value: number): void };
}

/** `window.kongregateAPI`: `loadAPI(onLoaded)`, then `getAPI()` (https://docs.kongregate.com/docs/javascript-api). */
export interface KongregateLoader {
  loadAPI(onLoaded: () => void): void;
  getAPI(): KongregateApi;
}
