/** VK Play's `iframeApi(callbacks) → Promise<externalApi>` (mailru.core.js): calls are fire-and-forget, answers come to named callbacks. */
export type VkPlayCallbacks = { appid: string } & Record<string, ((data?: unknown) => void) | string>;

export interface VkPlayProfile {
  status: 'ok' | 'error';
  uid: string;
  nick: string;
  avatar?: string;
  sex?: string;
  slug?: string;
}

export interface VkPlayApi {
  getLoginStatus(): void;
  userInfo(): void;
  userProfile(): void;
  registerUser(): void;
  authUser(): void;
  reloadWindow(): void;
  showAds(options: { interstitial: boolean }): void;
  userFriends(): void;
  paymentFrame(options: { merchant_param: Record<string, unknown> }): void;
}

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
} as const;
