/** What the Yandex simulator does when asked; every field defaults to the happy path. */
export interface YandexScenario {
  /** `init` rejects ('throws') or never settles ('silent'). */
  init?: 'ok' | 'throws' | 'silent';
  player?: { id: string; name: string; authorized: boolean };
  lang?: string;
  rewarded?: 'reward' | 'close' | 'error' | 'silent';
  interstitial?: 'shown' | 'not-shown' | 'error' | 'offline' | 'silent';
  banner?: 'shown' | 'ADV_IS_NOT_CONNECTED' | 'UNKNOWN';
  purchase?: 'ok' | 'cancel';
  /** Signing secret; a wrong one makes the server refuse the purchase. */
  secret?: string;
  authDialog?: 'accept' | 'decline';
  /** What `feedback.canReview()` answers; `reason` is one of the documented FeedbackError values. */
  canReview?: { value: boolean; reason?: 'NO_AUTH' | 'GAME_RATED' | 'REVIEW_ALREADY_REQUESTED' | 'UNKNOWN' };
  /** The tokens of the next purchases, in order (default: random UUIDs, as Yandex gives). */
  purchaseTokens?: string[];
  /** Purchase tokens paid but never consumed (the game closed before). */
  unprocessed?: string[];
  /** Records each signature the simulator gives out (player and purchases), for tests. */
  signatures?: string[];
  /** `player.getData` / `setData` reject, as when Yandex's servers are away. */
  data?: 'ok' | 'fails';
  /** Records each SDK call, for tests. */
  calls?: string[];
}
