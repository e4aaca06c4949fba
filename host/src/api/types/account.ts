import type { SocialIdentifier } from '../contract/common.js';

/** A tag attached to a connected game (`TagName` with free-form `TagData`). */
export interface TagLink {
  TagName: string;
  TagData: string | null;
}

/**
 * A game connected to the portal account, with the game's own token for it.
 *
 * @example `{ Game: 'hello-game', GameJwt: 'eyJ…', GameUid: '42', StoreEnabled: true, TagsLinks: [], Surveys: null }`
 */
export interface ConnectedGame {
  Game: string;
  GameJwt: string | null;
  GameUid: string | null;
  StoreEnabled?: boolean;
  TagsLinks?: TagLink[];
  Surveys?: { Show: boolean } | null;
}

/** Twitch link of one game of the account. */
export interface TwitchData {
  UserId: string;
  AccessToken: string;
  RefreshToken: string;
}

/** Feature set of an account. */
export type AccountFeatures = 'None' | 'ListGames';

/**
 * The signed-in account as `POST /profile` answers it (embedded-game-layer section 3, plus the
 * account fields of portal-core section 3 that the reference server also sends).
 *
 * @example `const { AccountId, Guest } = await api.profile.get({ Game: 'hello-game' });`
 */
export interface AccountInfo {
  AccountId: string;
  Name: string | null;
  Email: string | null;
  MarketingEnabled: boolean;
  Locale: string | null;
  GeoCountry: string | null;
  Guest: boolean;
  HasEmail: boolean;
  EmailValidated: boolean;
  HasCompletedOrder: boolean;
  ConnectedGames: ConnectedGame[];
  SocialIdentifiers?: SocialIdentifier[];
  Features?: AccountFeatures;
  /** Twitch data per game name. */
  Twitch?: Record<string, TwitchData> | null;
}

/** The profile the social layer shows: who the player is and which games and identities they have. */
export interface Profile {
  AccountId: string;
  Name: string | null;
  Email: string | null;
  Locale: string | null;
  ConnectedGames: Pick<ConnectedGame, 'Game' | 'GameUid'>[];
  SocialIdentifiers: SocialIdentifier[];
}

/**
 * What every successful sign-in yields; the session keeps the token and watches the account id.
 *
 * @example `session.setAuthResponse({ Token: 'eyJ…', AccountId: 'a-1' });`
 */
export interface AuthResponse {
  Token: string;
  AccountId: string;
}
