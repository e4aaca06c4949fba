import type { ConnectedGame } from './account.js';
import type { GameConnectionResult, Platform, SocialIdentifierType } from '../contract/common.js';

/** `POST /profile` (auth): the account as seen from one game. */
export interface ProfileRequest {
  Game: string;
}

/**
 * `POST /profile/update` (auth). `DUMMY` is a spec field with no meaning; send it or leave it out.
 * Designed answer: the updated account (`AccountInfo`).
 */
export interface ProfileUpdateRequest {
  Language: string;
  DUMMY?: string | null;
}

/** Designed: `POST /profile/marketing` (auth) sets the consent flag; answers the updated account. */
export interface ProfileMarketingRequest {
  MarketingEnabled: boolean;
}

/** Designed: `POST /profile/fetch_fxid_game_connection` (auth). */
export interface FetchGameConnectionRequest {
  Game: string;
}

/** Designed: the account's connection to the game, or null when the game is not connected. */
export interface FetchGameConnectionResponse {
  Connected: boolean;
  ConnectedGame: ConnectedGame | null;
}

/** `POST /friends/get` (auth). Designed: an empty list asks for every friend of the account. */
export interface FriendsRequest {
  FriendsIds: string[];
  /** Designed: limit to friends who play this game. */
  Game?: string | null;
}

/** A friend with their latest status update. */
export interface Friend {
  FriendAccountId: string;
  GameId: string | null;
  Game: string | null;
  InThisGame: boolean;
  LastUpdatedAt: string;
  Name: string | null;
  Status: string | null;
}

/** The friends found. */
export interface FriendsResponse {
  Friends: Friend[];
}

/** `POST /friends/status` (auth): the player's status line; the answer is not read. */
export interface FriendStatusUpdate {
  Name: string;
  Priority: number;
  Status: string;
  /** Designed: the game the status is about (friends see updates per game). */
  Game?: string | null;
}

/** Designed: `POST /friends/send_invite_notification` (auth). */
export interface InviteNotificationRequest {
  Game: string;
  FriendAccountIds: string[];
  Message?: string | null;
}

/** Designed: how many friends were notified. */
export interface InviteNotificationResponse {
  Sent: number;
}

/** Designed: `POST /friends/create_invite` (auth): a single-use link that makes its acceptor a friend. */
export interface FriendInviteRequest {
  Game?: string | null;
}

/** Designed: the link to give a friend (`{portal}/FriendInvite/{InviteId}`). */
export interface FriendInvite {
  InviteId: string;
  InviteUrl: string;
  ExpiresAt: string;
}

/** Designed: `POST /invite/friend_invite` and `POST /invite/accept_friend_invite` (auth). */
export interface FriendInviteIdRequest {
  InviteId: string;
}

/** Designed: who invites and whether the link still works. */
export interface FriendInviteInfo {
  Status: 'Open' | 'Expired' | 'Used';
  InviterName: string | null;
  Game: string | null;
  GameTitle: string | null;
  ExpiresAt: string;
}

/**
 * Designed: an accepted friend invite. Refusals are problem details with their own `Code`:
 * `OwnInvite`, `AlreadyFriends` (409), `InviteUsed`, `InviteExpired` (410), `NotFound` (404).
 */
export interface AcceptedFriendInvite {
  Status: 'Accepted';
  FriendAccountId: string;
  FriendName: string | null;
  Game: string | null;
}

/** Designed: `POST /invite/connect_from_game`: a game asks to link its account to the portal. */
export interface ConnectFromGameRequest {
  Game: string;
  /** The game's token for its own account. */
  Token: string;
  Platform?: Platform | null;
  Locale?: string | null;
}

/** Designed: the invite to open (in a browser) to finish the link. */
export interface ConnectGameInvite {
  InviteId: string;
  InviteUrl: string;
  ExpiresAt: string;
}

/**
 * `POST /invite/email_invite`: sends the magic sign-in link. The answer holds `Token` when the
 * server signs the visitor in at once (designed: otherwise null).
 */
export interface EmailInviteRequest {
  CaptchaResult: string;
  Email: string;
  GameSystemName: string;
  /** Designed: mails the signed-in sender's friend invite link to `Email` instead of a sign-in link (auth). */
  InviteFriend?: boolean;
}

/** Answer of the magic-link request. */
export interface EmailInviteResponse {
  Token: string | null;
}

/** Designed: `POST /invite/status`. */
export interface InviteStatusRequest {
  InviteId: string;
}

/** Designed: where a game-connection invite stands. */
export interface InviteStatusResponse {
  Status: GameConnectionResult;
  /** The game account the invite would connect, named so the player can confirm it is theirs. */
  GameAccountName?: string | null;
}

/** Designed: `POST /invite/update_connect_game_invite`: the signed-in player accepts or declines. */
export interface UpdateConnectGameInviteRequest {
  InviteId: string;
  Accept: boolean;
}

/** `POST /push_tokens/save` (auth). Designed answer: none (204). */
export interface PushTokenRequest {
  Game: string;
  Platform: 'web';
  Token: string;
}

/** Designed: `POST /support/send-message` (auth). */
export interface SupportMessageRequest {
  Game: string;
  Message: string;
  Email?: string | null;
  /** The adapter the game runs under, to route the ticket. */
  Adapter?: string | null;
}

/** Designed: the created ticket. */
export interface SupportMessageResponse {
  TicketId: string;
}

/** A cross-play rule: an event code and up to three filters (empty, exact, or `/regex/`). */
export interface EventRule {
  Code: string;
  Filter1: string | null;
  Filter2: string | null;
  Filter3: string | null;
}

/** `POST /cross-play/events/send` (auth): an event a game reported; no answer body. */
export interface InGameEvent {
  GameSystemName: string;
  EventCode: string;
  Value?: string | null;
  P1?: string | null;
  P2?: string | null;
  P3?: string | null;
}

/** Designed: one cross-play quest of the account. */
export interface Quest {
  Id: string;
  Code: string;
  Title: string;
  Description: string | null;
  Progress: number;
  Goal: number;
  CompletedAt: string | null;
}

/** Designed: `POST /data-connections/get` (auth). */
export interface DataConnectionsRequest {
  Game: string;
}

/** Designed: an external account whose data the game may use. */
export interface DataConnection {
  Type: SocialIdentifierType;
  Id: string;
  Name: string | null;
  ConnectedAt: string;
}

/** Designed: the account's data connections. */
export interface DataConnectionsResponse {
  Connections: DataConnection[];
}

/** The command a WizQ proxy request carries in its `JsonData` form field. Designed field names. */
export interface WizQCommand {
  Command: string;
  RequestNumber: number;
  Params?: unknown;
}

/** Designed: the proxied answer, echoing the request number. */
export interface WizQProxyResponse {
  RequestNumber: number;
  Result: unknown;
  Error: string | null;
}
