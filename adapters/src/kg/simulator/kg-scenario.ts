/** What the Kongregate simulator does; defaults: a registered player, ads available and completed. */
export interface KgScenario {
  load?: 'ok' | 'silent';
  guest?: boolean;
  purchase?: 'success' | 'fail';
  ads?: 'available' | 'unavailable';
  adOutcome?: 'adCompleted' | 'adAbandoned';
  calls?: string[];
}
