/** What the FBInstant simulator does; defaults are the happy path. */
export interface FbInstantScenario {
  init?: 'ok' | 'throws' | 'silent';
  /** Whether `payments.onReady` ever fires. */
  paymentsReady?: boolean;
  purchase?: 'ok' | 'USER_INPUT' | 'PAYMENTS_NOT_INITIALIZED';
  /** How `showAsync` ends: resolved, or rejected with that code. */
  rewarded?: 'ok' | 'USER_INPUT' | 'ADS_NO_FILL';
  interstitial?: 'ok' | 'ADS_NO_FILL';
  /** `loadAsync` rejects with ADS_NO_FILL. */
  noFill?: boolean;
  calls?: string[];
}
