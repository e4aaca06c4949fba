/** The part of the Mobage JS SDK (`window.mobage`, Mobage Connect) the WizQ adapter uses. */
export interface MobageUser {
  id: string;
  nickname: string;
  /** WizQ: 1 male, 2 female. */
  gender?: number;
  thumbnailUrl?: string;
}

export interface MobageConnected {
  login: boolean;
  response?: { access_token: string; user: MobageUser };
}

export type MobageCallback<T> = (error: { error: string; error_description?: string } | null, result: T) => void;

export interface Mobage {
  init(options: { clientId: string; redirectUri?: string }): void;
  oauth: {
    getConnectedStatus(options: { state: string; scope?: string[]; responseType?: string[] }, cb: MobageCallback<MobageConnected>): void;
  };
  ui: { open(service: 'payment' | 'invitation' | 'user_upgrade', params: Record<string, unknown>, cb: MobageCallback<Record<string, unknown>>): void };
  bank: { clearPaymentBacklog(): void };
}
