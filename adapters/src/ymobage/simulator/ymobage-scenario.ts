/** What the Mobage simulator does; defaults: a connected player whose payments succeed. */
export interface YmobageScenario {
  /** How `getConnectedStatus` answers at start: as usual, with an error, or never. */
  init?: 'ok' | 'throws' | 'silent';
  connected?: boolean;
  user?: { id: string; nickname: string; gender?: number };
  payment?: 'success' | 'cancel' | 'error';
  calls?: string[];
}
