/** What the Facebook JS SDK simulator does; defaults: a connected player whose payment completes. */
export interface FbGamesScenario {
  loggedIn?: boolean;
  login?: 'accept' | 'decline';
  pay?: 'completed' | 'cancel';
  /** `FB.init` throws ('throws'). */
  init?: 'ok' | 'throws';
  /** `FB.api('/me')` answers with an error object ('error'). */
  me?: 'ok' | 'error';
  calls?: string[];
}
