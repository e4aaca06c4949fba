/** What the portal's ad networks do in the simulator. */
export interface FxidScenario {
  /** The rewarded block: rewarded then closed, closed without reward, an error, or closed before the reward arrives. */
  rewarded?: 'rewarded' | 'closed' | 'error' | 'closeBeforeReward';
  adBreak?: 'viewed' | 'dismissed' | 'notReady' | 'frequencyCapped';
  /** `adConfig`'s `onReady`: called, or never (the API does not initialise). */
  adConfig?: 'ready' | 'silent';
  calls?: string[];
}
