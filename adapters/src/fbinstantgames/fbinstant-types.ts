/** The part of `FBInstant` v8 (fbinstant.8.0.js) the adapter uses; v8 has no player name or photo. */
export interface FbError {
  code: string;
  message: string;
}

export interface FbAdInstance {
  getPlacementID(): string;
  loadAsync(): Promise<void>;
  showAsync(): Promise<void>;
}

export interface FbPurchase {
  paymentID: string;
  productID: string;
  purchaseTime: string;
  purchaseToken: string;
  signedRequest: string;
  developerPayload?: string;
}

export interface FbContextPlayer {
  getID(): string;
  /** Removed for connected players in SDK 8 ("zero permissions"): absent on the real platform. */
  getName?(): string | null;
  /** Removed for connected players in SDK 8 ("zero permissions"): absent on the real platform. */
  getPhoto?(): string | null;
}

export interface FbInstant {
  initializeAsync(): Promise<void>;
  startGameAsync(): Promise<void>;
  setLoadingProgress(percent: number): void;
  getLocale(): string | null;
  getPlatform(): string | null;
  getSupportedAPIs(): string[];
  onPause(fn: () => void): void;
  /** Logs an app event; answers the error when the event was refused, else null. */
  logEvent(eventName: string, valueToSum?: number | null, parameters?: Record<string, string>): FbError | null;
  player: {
    getID(): string | null;
    getSignedPlayerInfoAsync(payload?: string): Promise<{ getPlayerID(): string; getSignature(): string }>;
  };
  payments: {
    onReady(fn: () => void): void;
    purchaseAsync(config: { productID: string; developerPayload?: string }): Promise<FbPurchase>;
    consumePurchaseAsync(token: string): Promise<void>;
  };
  getInterstitialAdAsync(placementID: string): Promise<FbAdInstance>;
  getRewardedVideoAsync(placementID: string): Promise<FbAdInstance>;
  loadBannerAdAsync(placementID: string): Promise<void>;
  hideBannerAdAsync(): Promise<void>;
  inviteAsync(payload: { image: string; text: string }): Promise<void>;
  canCreateShortcutAsync(): Promise<boolean>;
  createShortcutAsync(): Promise<void>;
  community: { canJoinOfficialGroupAsync(): Promise<boolean>; joinOfficialGroupAsync(): Promise<void> };
  context: { getPlayersAsync(): Promise<FbContextPlayer[]> };
}
