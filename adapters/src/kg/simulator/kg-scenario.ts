/** What the Kongregate simulator does; defaults: a registered player, ads available and completed. */
export interface KgScenario {
  load?: 'ok' | 'silent';
  guest?: boolean;
  /** 'silent': the purchase callback never comes. */
  purchase?: 'success' | 'fail' | 'silent';
  ads?: 'available' | 'unavailable';
  adOutcome?: 'adCompleted' | 'adAbandoned';
  calls?: string[];
}
