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

export interface YaPurchase {
  productID: string;
  purchaseToken: string;
  developerPayload?: string;
  signature?: string;
}

export interface YaPayments {
  purchase(options: { id: string; developerPayload?: string }): Promise<YaPurchase>;
  consumePurchase(token: string): Promise<void>;
  /** Signed: the list carries one `signature` over all of it. */
  getPurchases(): Promise<YaPurchase[] & { signature?: string }>;
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
  screen: { orientation: { set(value: 'portrait' | 'landscape'): Promise<void> } };
  on(event: 'game_api_pause' | 'game_api_resume', fn: () => void): void;
  off(event: 'game_api_pause' | 'game_api_resume', fn: () => void): void;
}

export interface YaGames {
  init(options?: { signed?: boolean }): Promise<YaSdk>;
}
