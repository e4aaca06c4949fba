/** The `vkBridge` interface of `@vkontakte/vk-bridge` that the adapter relies on. */
export interface VkBridgeEvent {
  detail: { type: string; data: unknown };
}

export interface VkBridge {
  send<T = Record<string, unknown>>(method: string, props?: Record<string, unknown>): Promise<T>;
  subscribe(listener: (event: VkBridgeEvent) => void): void;
  unsubscribe(listener: (event: VkBridgeEvent) => void): void;
  supportsAsync(method: string): Promise<boolean>;
  isWebView(): boolean;
  isIframe(): boolean;
  isEmbedded(): boolean;
  isStandalone(): boolean;
}

/** vk-bridge's error shape; `error_data.error_code` 4 is "User denied". */
export interface VkBridgeError {
  error_type: 'client_error' | 'api_error' | 'auth_error';
  error_data: { error_code: number; error_reason?: string; error_msg?: string };
  request_id?: string | number;
}

export interface VkUser {
  id: number;
  first_name: string;
  last_name: string;
  sex: 0 | 1 | 2;
  photo_100?: string;
  photo_200?: string;
}

export const isVkBridgeError = (err: unknown): err is VkBridgeError =>
  typeof err === 'object' && err !== null && 'error_data' in err;
