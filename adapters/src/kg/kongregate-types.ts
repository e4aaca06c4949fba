/** The part of the Kongregate JavaScript API (kongregate_api.js) the adapter uses. */
export interface KongregateApi {
  services: {
    connect(): void;
    isGuest(): boolean;
    getUsername(): string;
    getUserId(): number;
    getGameAuthToken(): string;
    showRegistrationBox(): void;
    showSignInBox(): void;
    showInvitationBox(options: { content: string; filter?: string }, cb?: (result: { success: boolean }) => void): void;
    addEventListener(event: 'login', fn: () => void): void;
  };
  mtx: {
    purchaseItems(items: string[], cb: (result: { success: boolean; purchase_id?: string }) => void): void;
    /** Dynamic purchasing (docs.kongregate.com/docs/client-api-mtx-purchaseitemsremote): Kongregate asks the game's server for the items of `orderInfo`. */
    purchaseItemsRemote(orderInfo: string, cb: (result: { success: boolean; item_order_id?: number }) => void): void;
    initializeIncentivizedAds(): void;
    showIncentivizedAd(): void;
    addEventListener(event: string, fn: () => void): void;
  };
  stats: { submit(name: string, value: number): void };
}

export interface KongregateLoader {
  loadAPI(onLoaded: () => void): void;
  getAPI(): KongregateApi;
}
