/** What the steamworks.js stand-in does. */
export interface SteamScenario {
  steamId?: string;
  name?: string;
  ticket?: 'ok' | 'fail';
  calls?: string[];
}
