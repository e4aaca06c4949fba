/** One scripted `API_callback` answer: result and data, or none at all. */
export type OkAnswer = { result: 'ok' | 'error'; data?: unknown } | 'silent';

/** What the OK simulator answers; methods not named answer as OK does on the happy path. */
export interface OkScenario {
  init?: 'ok' | 'error' | 'silent';
  /** Answers of `FAPI.UI.*` and `invokeUIMethod`, by method name. */
  ui?: Record<string, OkAnswer>;
  user?: Partial<{ uid: string; first_name: string; last_name: string; gender: string; locale: string }>;
  friends?: string[];
  /**
   * OK's banner search (apiok.ru/en/dev/sdk/js/ui.requestBannerAds): `found` (default) calls back
   * `ad_loaded`; `none` finds nothing, and OK only calls back when it finds a banner; `{ error }` calls
   * back an error with that data.
   */
  banner?: 'found' | 'none' | { error: string };
  /** The player's rating of the game (1–5), 0 (default) before they rated; `showRatingDialog` rates 5. */
  rating?: number;
  /** `apps.getAppUserRating` answers this instead of the player's rating (a REST error when `error_code` is set). */
  ratingAnswer?: unknown;
  calls?: string[];
}

/** What a test does as the player inside OK's frame. */
export interface OkSimulatorHandle {
  /** Presses the banner's close button: `API_callback('requestBannerAds', 'ok', 'hidden_by_user')`. */
  closeBanner(): void;
}
