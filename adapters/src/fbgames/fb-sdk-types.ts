/** The part of the Facebook JS SDK (`window.FB`, sdk.js) the Web Games adapter uses. */
export interface FbAuthResponse {
  accessToken: string;
  userID: string;
  signedRequest: string;
}

export interface FbLoginStatus {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: FbAuthResponse | null;
}

export interface FbProfile {
  id: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  picture?: { data: { url: string; width: number; height: number } };
}

export interface FbSdk {
  init(options: { appId: string; version: string; xfbml?: boolean }): void;
  getLoginStatus(cb: (status: FbLoginStatus) => void): void;
  login(cb: (status: FbLoginStatus) => void, options?: { scope: string }): void;
  api(path: string, params: Record<string, unknown>, cb: (response: FbProfile & { error?: unknown }) => void): void;
  ui(params: Record<string, unknown>, cb: (response: Record<string, unknown> | undefined) => void): void;
}
