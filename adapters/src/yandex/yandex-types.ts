/** The part of the Yandex Games SDK (`YaGames`, `@types/ysdk`) the adapter uses. */
export interface YaPlayer {
  getUniqueID(): string;
  isAuthorized(): boolean;
  getName(): string;
  getPhoto(size: 'small' | 'medium' | 'large'): string;
  signature?: string;
}

export interface YaAdCallbacks {
  onOpen?: () => void;
  onClose?: (wasShown: boolean) => void;
  onError?: (error: unknown) => void;
  onOffline?: () => void;
  onRewarded?: () => void;
}

/** A purchase as `purchase()` / `getPurchases()` return it unsigned (`signed: false`). */
export interface YaPurchase {
  productID: string;
  purchaseToken: string;
  developerPayload?: string;
}

/** What `purchase()` / `getPurchases()` return with `signed: true`: all data is inside the signature. */
export interface YaSigned {
  signature: string;
}

/**
 * A purchase inside the signed data (`data` of the signature; an array of them for `getPurchases()`),
 * as documented at https://yandex.ru/dev/games/doc/ru/sdk/sdk-purchases#purchase-data-example.
 */
export interface YaSignedPurchase {
  token: string;
  status: string;
  errorCode: string;
  errorDescription: string;
  url: string;
  product: { id: string; title: string; description: string; price: { code: string; value: string }; imagePrefix: string };
  developerPayload?: string;
}

export interface YaPayments {
  purchase(options: { id: string; developerPayload?: string }): Promise<YaPurchase | YaSigned>;
  consumePurchase(token: string): Promise<void>;
  getPurchases(): Promise<YaPurchase[] | YaSigned>;
}

export interface YaSdk {
  environment: { i18n: { lang: string; tld: string }; app: { id: string } };
  getPlayer(options?: { signed?: boolean }): Promise<YaPlayer>;
  getPayments(options?: { signed?: boolean }): Promise<YaPayments>;
  auth: { openAuthDialog(): Promise<void> };
  adv: {
    showFullscreenAdv(options: { callbacks: YaAdCallbacks }): void;
    showRewardedVideo(options: { callbacks: YaAdCallbacks }): void;
    showBannerAdv(): Promise<{ reason?: 'ADV_IS_NOT_CONNECTED' | 'UNKNOWN' }>;
    hideBannerAdv(): Promise<{ stickyAdvIsShowing: boolean }>;
  };
  feedback: {
    canReview(): Promise<{ value: boolean; reason?: string }>;
    requestReview(): Promise<{ feedbackSent: boolean }>;
  };
  shortcut: { canShowPrompt(): Promise<{ canShow: boolean }>; showPrompt(): Promise<{ outcome: 'accepted' | 'rejected' }> };
  features: {
    LoadingAPI?: { ready(): void };
    GameplayAPI?: { start(): void; stop(): void };
  };
  /**
   * The screen object as Yandex documents it ("Other SDK objects and parameters",
   * yandex.com/dev/games/doc/en/sdk/defold/params, `screen`): `orientation.get()` and
   * `orientation.set('portrait' | 'landscape')`; `set` may return a promise or nothing.
   */
  screen: { orientation: { get(): 'portrait' | 'landscape'; set(value: 'portrait' | 'landscape'): Promise<void> | void } };
  on(event: 'game_api_pause' | 'game_api_resume', fn: () => void): void;
  off(event: 'game_api_pause' | 'game_api_resume', fn: () => void): void;
}

export interface YaGames {
  init(options?: { signed?: boolean }): Promise<YaSdk>;
}
