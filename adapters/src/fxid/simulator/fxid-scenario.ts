/** What the portal's ad networks do in the simulator. */
export interface FxidScenario {
  rewarded?: 'rewarded' | 'closed' | 'error';
  adBreak?: 'viewed' | 'dismissed' | 'notReady' | 'frequencyCapped';
  calls?: string[];
}
