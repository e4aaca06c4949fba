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
  /** How `logEvent` answers: null (logged), or an error with this code, as the SDK does for a bad event. */
  logEvent?: 'ok' | 'INVALID_PARAM';
  /**
   * What `player.getASIDAsync()` gives: the player's app-scoped id ('ok'), null ('empty': SDK 8 has
   * none for a player who never used the game's canvas app nor accepted its terms), or a rejection.
   */
  asid?: 'ok' | 'empty' | 'rejects';
  calls?: string[];
  /** Every `logEvent` call, with its arguments as given, for tests. */
  loggedEvents?: FbLoggedEvent[];
}

/** The arguments of one `FBInstant.logEvent` call, as the game passed them. */
export interface FbLoggedEvent {
  eventName: string;
  valueToSum: number | null | undefined;
  parameters: Record<string, string> | undefined;
}
