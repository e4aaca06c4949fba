/** The part of the AG SDK (`@agru/sdk` UMD: `window.AgRuSdk`, `AgRuSdkMethods`, `AgRuSdkEvents`) the adapter uses. */
export interface AgOptions {
  app_id: string;
  player_id: string;
  game_sid: string;
  auth_key: string;
  /** 'false' when the player is logged in. */
  guest: string;
  debug?: string;
  invite?: string;
}

export type AgHandler = (data: unknown, error: unknown) => void;

export interface AgSdk {
  options: AgOptions;
  authorize(cb: (data: unknown, error: unknown) => void): void;
  getUsers(ids: string[], cb: (users: { full_name: string; avatar: string }[], error: unknown) => void): void;
  showCampaign(type: 'default' | 'rewarded'): void;
  showPayment(token: string): void;
  on(name: string, handler: AgHandler): void;
  off?(name: string, handler: AgHandler): void;
}

export type AgSdkConstructor = new () => AgSdk;

export interface AgCampaignEvent {
  type: string;
  status: boolean;
  reward?: unknown;
}
