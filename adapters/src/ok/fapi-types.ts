/** The part of OK's `fapi5.js` (`window.FAPI`) the adapter uses. Results of `UI` calls arrive in `window.API_callback`. */
export type OkCallback = (method: string, result: 'ok' | 'error', data: unknown) => void;

export interface OkUser {
  uid: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  gender?: string;
  pic224x224?: string;
  locale?: string;
}

export interface Fapi {
  init(apiServer: string, apiConnection: string, onSuccess: () => void, onError: (error: unknown) => void): void;
  saved_state?: string;
  Util: { getRequestParameters(): Record<string, string> };
  Client: { call(params: Record<string, unknown>, cb: (status: string, data: unknown, error: unknown) => void): void };
  UI: {
    showPayment(
      name: string, description: string, code: string, price: number, options: null, attributes: string,
      currency: string, callback: 'true' | 'false', uiConf?: string,
    ): void;
    showAd(): void;
    loadAd(): void;
    showLoadedAd(): void;
    showInvite(text: string, params?: string, selectedUids?: string): void;
    postMediatopic(attachment: Record<string, unknown>, setStatus: boolean): void;
    joinGroup(groupId: string, enableMessages: boolean): void;
    showRatingDialog(): void;
    showLoginSuggestion(state: string): void;
    getPageInfo(): void;
  };
  invokeUIMethod(method: string, ...args: string[]): void;
}
