/** What the Facebook JS SDK simulator does; defaults: a connected player whose payment completes. */
export interface FbGamesScenario {
  loggedIn?: boolean;
  login?: 'accept' | 'decline';
  pay?: 'completed' | 'cancel';
  calls?: string[];
}
