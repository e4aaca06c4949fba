/** What the AG simulator does; defaults: a logged-in player, rewarded campaigns, payments done. */
export interface AgScenario {
  campaign?: 'rewarded' | 'closed' | 'error' | 'silent';
  payment?: 'done' | 'closed';
  /** What `authorize` does for a guest. */
  authorize?: 'ok' | 'decline';
  calls?: string[];
}
