/** What the VK Play simulator does; defaults: a registered player (login status 2). */
export interface VkPlayScenario {
  init?: 'ok' | 'throws' | 'silent';
  loginStatus?: 0 | 1 | 2 | 3;
  ads?: { type: 'adCompleted' | 'adDismissed' | 'adError'; code?: string } | 'silent';
  payment?: 'received' | 'closed' | 'silent';
  calls?: string[];
}
