/** The spec's payment-status polling: every second, for at most three minutes. */
export const AGHANIM_POLL_INTERVAL_MS = 1000;
export const AGHANIM_POLL_TIMEOUT_MS = 180_000;

/**
 * How a checkout in a window of its own is watched. A hung status request costs at most
 * `statusRequestTimeoutMs`, and a closed window is noticed within `windowCheckMs`.
 *
 * @example `createPaymentFlow({ ...options, timings: { windowCheckMs: 250 } })`
 */
export interface PaymentTimings {
  /** How often the order's status is asked for while the checkout is open (ms). */
  readonly pollIntervalMs: number;
  /** How long the checkout is waited for before the purchase fails (ms). */
  readonly pollTimeoutMs: number;
  /** How long one status request may take before it counts as failed (ms). */
  readonly statusRequestTimeoutMs: number;
  /** How often the checkout window is looked at for having been closed (ms). */
  readonly windowCheckMs: number;
}

/** The defaults: the spec's polling, a 3 s bound per status request, a closed window seen within half a second. */
export const DEFAULT_PAYMENT_TIMINGS: PaymentTimings = Object.freeze({
  pollIntervalMs: AGHANIM_POLL_INTERVAL_MS,
  pollTimeoutMs: AGHANIM_POLL_TIMEOUT_MS,
  statusRequestTimeoutMs: 3000,
  windowCheckMs: 500,
});
