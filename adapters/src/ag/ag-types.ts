/**
 * The part of the AG.ru SDK (`@agru/sdk` UMD build: `window.AgRuSdk`, `AgRuSdkMethods`,
 * `AgRuSdkEvents`) the adapter uses. AG.ru publishes neither documentation nor a package on the npm
 * registry (`@agru/sdk` answers 404), so each member names the public code it is taken from:
 * - [PG]: Playgama Bridge's AG adapter,
 *   https://github.com/Playgama/bridge/blob/d51f491b12badc504966d28dc79ad3e9fc19014c/src/platform-bridges/AbsoluteGamesPlatformBridge.ts
 *   (LGPL: read, not copied);
 * - [AG]: AG.ru's own portal frontend, which imports `@agru/sdk` and answers the game's messages
 *   (`agru-` message types), summarised in shared/reference/platforms.md, section 5.
 * The adapter and the simulator both use {@link AgSdk}.
 */

/** `sdk.options`: the launch parameters; `player_id` and `guest` [PG], the others [AG]. */
export interface AgOptions {
  app_id: string;
  player_id: string;
  game_sid: string;
  auth_key: string;
  /** 'false' when the player is logged in [PG]. */
  guest: string;
  debug?: string;
  invite?: string;
}

/** A result handler: `(data, error)`, `error` null on success [PG]. */
export type AgHandler = (data: unknown, error: unknown) => void;

export interface AgSdk {
  /** [PG] `options`. */
  options: AgOptions;
  /** Asks a guest to log in; `error` null on success [PG] `authorize`. */
  authorize(cb: AgHandler): void;
  /** The players' names and avatars [PG] `getUsers`. */
  getUsers(ids: string[], cb: (users: { full_name: string; avatar: string }[], error: unknown) => void): void;
  /** An interstitial (`default`) or rewarded campaign; results come to `on(AgRuSdkMethods.ShowCampaign)` [PG] `showCampaign`. */
  showCampaign(type: 'default' | 'rewarded'): void;
  /** Opens AG's payment for a server-made token; the result comes to `on(AgRuSdkMethods.ShowPayment)` [AG]. */
  showPayment(token: string): void;
  /** Listens to a method's results or an event (`AgRuSdkEvents.OptionsUpdates`) [PG] `on`, [AG]. */
  on(name: string, handler: AgHandler): void;
}

/** `window.AgRuSdk` [PG] `new AgRuSdk()`. */
export type AgSdkConstructor = new () => AgSdk;

/** `window.AgRuSdkMethods`: the message type of each method [AG]. */
export interface AgSdkMethods {
  ShowCampaign: string;
  ShowPayment: string;
}

/** `window.AgRuSdkEvents` [AG]. */
export interface AgSdkEvents {
  OptionsUpdates: string;
}

/** A campaign result: `status` true when opened, false when closed; `reward` present when rewarded [PG]. */
export interface AgCampaignEvent {
  type: string;
  status: boolean;
  reward?: unknown;
}
