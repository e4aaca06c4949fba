/** What the Mobage simulator does; defaults: a connected player whose payments succeed. */
export interface YmobageScenario {
  connected?: boolean;
  user?: { id: string; nickname: string; gender?: number };
  payment?: 'success' | 'cancel' | 'error';
  calls?: string[];
}
