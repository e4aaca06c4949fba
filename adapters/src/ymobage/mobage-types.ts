/**
 * The part of the Mobage JS SDK (`window.mobage`, Mobage Connect) the WizQ adapter uses. DeNA publishes
 * no type package; the shapes are those of DeNA's own MIT-licensed JS SDK samples:
 * - [LOGIN] https://github.com/DeNADev/mobage-jssdk-sample-login/blob/f3acf84033af4a92cccc9e182f25a73a29bc0427/client_flow/client.js
 * - [PAY] https://github.com/DeNADev/mobage-jssdk-sample-payment/blob/37e3c99eb71c8571b89b38f8dfc3100c200f8e8e/purchase_with_item_setting/purchase.js
 * and, where the samples show none, shared/reference/platforms.md section 10 (Mobage JS SDK documentation
 * on docs.mobage.com, not public any more). The adapter and the simulator both use {@link Mobage}.
 */

/** Every SDK call answers `(error, result)` [LOGIN] [PAY]; `error` carries the OAuth error code. */
export type MobageCallback<T> = (error: { error: string; error_description?: string } | null, result: T) => void;

/**
 * `getConnectedStatus`'s result when the player is connected: `result.response` holds the OAuth
 * response ([LOGIN] reads `result.response.session_state`); with `responseType: ['token']` it carries
 * the access token (platforms.md §10: access tokens live 15 minutes).
 */
export interface MobageConnected {
  response: { access_token?: string; state?: string; session_state?: string };
}

/**
 * The player from `api.people.get({ userId: '@me', groupId: '@self' })` ([LOGIN] `getMyInformation`,
 * which reads `nickname`); `id`, `thumbnailUrl` and WizQ's `gender` (1 male, 2 female) are read when present.
 */
export interface MobageUser {
  id: string;
  nickname: string;
  gender?: number;
  thumbnailUrl?: string;
}

/**
 * The payment widget's result: `response.result.payment.id` (the transaction) and the platform's
 * signed copy, `signedResponse` (a JWT) [PAY] `fulfillItemOrder`.
 */
export interface MobagePaymentResult {
  response: { result: { payment: { id: string } } };
  signedResponse: string;
}

export interface Mobage {
  /** `mobage.init({ clientId, redirectUri })` [LOGIN] [PAY]. */
  init(options: { clientId: string; redirectUri?: string }): void;
  oauth: {
    /** Silent check of login and install; the result is null (or an error comes) when the player is not connected [LOGIN]. */
    getConnectedStatus(
      options: { state: string; scope?: string[]; responseType?: string[] },
      cb: MobageCallback<MobageConnected | null>,
    ): void;
  };
  api: {
    /** The signed-in player [LOGIN] `getMyInformation`. */
    people: { get(options: { userId: '@me'; groupId: '@self' }, cb: MobageCallback<MobageUser | null>): void };
  };
  ui: {
    /**
     * Opens a platform widget: `payment` with the server-made `transactionId` [PAY] `executeItemPayment`,
     * or `invitation` (platforms.md §10); answers a handle to the widget [PAY].
     */
    open(
      service: 'payment',
      params: { transactionId: string; orderId?: string },
      cb: MobageCallback<MobagePaymentResult | null>,
    ): unknown;
    open(service: 'invitation', params: Record<string, unknown>, cb: MobageCallback<unknown>): unknown;
  };
  /** Clears a transaction from the client's payment backlog, after granting or cancelling it [PAY]. */
  bank: { clearPaymentBacklog(transactionId: string): void };
}
