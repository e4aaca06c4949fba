import { z } from 'zod';
import { gameConnectionResult, socialIdentifierType } from './common.js';
import { ErrorCode } from './errors.js';
import { email, gameName, gameOnly } from './fields.js';
import { area, get, post, operation, type ErrorOutcome } from './operation.js';
import { UNKNOWN_GAME } from './outcomes.js';

const GAME_SCOPE: ErrorOutcome = {
  status: 403,
  code: ErrorCode.GameTokenScope,
  when: 'a game token of another game',
};
const UNKNOWN_INVITE: ErrorOutcome = { status: 404, code: ErrorCode.NotFound, when: 'no such invite' };

const friendIds = z.array(z.string().min(1).max(64)).max(500);
const inviteId = z.string().min(16).max(128);
/** A cross-play filter value: text, or a number the server stores as text. */
const optionalText = z
  .union([z.string().max(256), z.number()])
  .transform(String)
  .nullish();

/** A friend with their latest status update. */
export const friend = z.object({
  FriendAccountId: z.string(),
  GameId: z.string().nullable(),
  Game: z.string().nullable(),
  InThisGame: z.boolean(),
  LastUpdatedAt: z.string(),
  Name: z.string().nullable(),
  Status: z.string().nullable(),
});

/** Designed: a link to give a friend or to open in a browser, and until when it works. */
export const inviteLink = z.object({ InviteId: z.string(), InviteUrl: z.string(), ExpiresAt: z.string() });

/** A cross-play rule: an event code and up to three filters (empty, exact, or `/regex/`). */
export const eventRule = z.object({
  Code: z.string(),
  Filter1: z.string().nullable(),
  Filter2: z.string().nullable(),
  Filter3: z.string().nullable(),
});

/** Designed: one cross-play quest of the account. */
export const quest = z.object({
  Id: z.string(),
  Code: z.string(),
  Title: z.string(),
  Description: z.string().nullable(),
  Progress: z.number(),
  Goal: z.number(),
  CompletedAt: z.string().nullable(),
  /** The games whose rules advance the quest, sorted (the reference server sends it). */
  Games: z.array(z.string()).optional(),
});

/** Designed: an external account whose data the game may use. */
export const dataConnection = z.object({
  Type: socialIdentifierType,
  Id: z.string(),
  Name: z.string().nullable(),
  ConnectedAt: z.string(),
});

/** The command a WizQ proxy request carries in its `JsonData` form field. Designed field names. */
export const wizqCommand = z.object({
  Command: z.string().min(1).max(64),
  RequestNumber: z.number().int().min(0),
  Params: z.unknown().optional(),
});

export const friendInviteIdBody = z.object({ InviteId: inviteId });
/** Friends of the account: who they are, their status lines, invite notifications and invite links. */
export const friendsContract = area('friends', {
  get: operation(post('/friends/get', 'auth', 'read'), {
    summary: "The account's friends (an empty FriendsIds asks for all), optionally with their status in one game.",
    body: z.object({ FriendsIds: friendIds.default([]), Game: z.string().max(128).nullish() }),
    response: z.object({ Friends: z.array(friend) }),
    errors: [GAME_SCOPE],
  }),
  sendInviteNotification: operation(post('/friends/send_invite_notification', 'auth'), {
    summary: 'Notifies accounts of an invite to a game; two accounts that notified each other become friends.',
    body: z.object({
      Game: gameName,
      FriendAccountIds: friendIds.min(1).max(50),
      Message: z.string().max(512).nullish(),
    }),
    response: z.object({ Sent: z.number() }),
    errors: [GAME_SCOPE, UNKNOWN_GAME],
  }),
  status: operation(post('/friends/status', 'auth', 'void'), {
    summary: "Sets the player's status line that friends see (per game); answers 204.",
    body: z.object({
      Name: z.string().max(128),
      Priority: z.number().int().min(-1000).max(1000),
      Status: z.string().max(512),
      /** Designed: the game the status is about (friends see updates per game). */
      Game: z.string().max(128).nullish(),
    }),
    errors: [GAME_SCOPE],
  }),
  createInvite: operation(post('/friends/create_invite', 'auth'), {
    summary: 'Creates a single-use friend invite link (`{portal}/FriendInvite/{InviteId}`).',
    body: z.object({ Game: gameName.nullish() }),
    response: inviteLink,
    errors: [GAME_SCOPE, UNKNOWN_GAME],
  }),
});

/** Invites: a game asks to connect its account, the magic sign-in link, and friend invite links. */
export const inviteContract = area('invite', {
  connectFromGame: operation(post('/invite/connect_from_game'), {
    summary: 'A game asks to link its account to a portal account; answers the invite to open in a browser.',
    body: z.object({
      Game: gameName,
      /** The game's token for its own account. */
      Token: z.string().min(1).max(8192),
      Platform: z.string().max(64).nullish(),
      Locale: z.string().max(16).nullish(),
    }),
    response: inviteLink,
    errors: [UNKNOWN_GAME, { status: 401, code: ErrorCode.InvalidSignature, when: "the game's token does not verify" }],
  }),
  emailInvite: operation(post('/invite/email_invite', 'auth'), {
    summary:
      'Mails the magic sign-in link (or, with InviteFriend and a session, the sender’s friend invite link); Token stays null.',
    body: z.object({
      CaptchaResult: z
        .string({ error: 'Captcha token is required for email login' })
        .min(1, 'Captcha token is required for email login'),
      Email: email('Email is required for email login'),
      GameSystemName: z.string().max(128).nullish(),
      RedirectUri: z.string().max(2048).nullish(),
      /** Designed: mails the signed-in sender's friend invite link to `Email` instead of a sign-in link (auth). */
      InviteFriend: z.boolean().optional(),
    }),
    response: z.object({ Token: z.string().nullable() }),
    errors: [
      { status: 400, code: ErrorCode.RobotCheckFailed, when: 'the captcha does not verify' },
      { status: 400, code: ErrorCode.RedirectNotAllowed, when: 'RedirectUri is not an allowed address' },
      {
        status: 429,
        code: ErrorCode.RateLimited,
        when: 'too many sign-in mails to the e-mail or from the client address, or too many failed robot checks from it',
      },
      UNKNOWN_GAME,
    ],
  }),
  status: operation(post('/invite/status', 'read'), {
    summary: 'Where a game-connection invite stands.',
    body: z.object({ InviteId: inviteId }),
    response: z.object({
      Status: gameConnectionResult,
      /** The game account the invite would connect, named so the player can confirm it is theirs. */
      GameAccountName: z.string().nullish(),
    }),
    errors: [UNKNOWN_INVITE],
  }),
  updateConnectGameInvite: operation(post('/invite/update_connect_game_invite', 'auth'), {
    summary: 'The signed-in player accepts or declines a game-connection invite.',
    body: z.object({ InviteId: inviteId, Accept: z.boolean() }),
    response: z.object({ Status: gameConnectionResult }),
    errors: [UNKNOWN_INVITE, { status: 409, code: ErrorCode.Conflict, when: 'another account answered it' }],
  }),
  friendInvite: operation(post('/invite/friend_invite', 'read'), {
    summary: 'Who invites, to which game, and whether the friend invite link still works.',
    body: friendInviteIdBody,
    response: z.object({
      Status: z.enum(['Open', 'Expired', 'Used']),
      InviterName: z.string().nullable(),
      Game: z.string().nullable(),
      GameTitle: z.string().nullable(),
      ExpiresAt: z.string(),
    }),
    errors: [UNKNOWN_INVITE],
  }),
  acceptFriendInvite: operation(post('/invite/accept_friend_invite', 'auth'), {
    summary: 'Accepts a friend invite: the signed-in player and the inviter become friends.',
    body: friendInviteIdBody,
    response: z.object({
      Status: z.literal('Accepted'),
      FriendAccountId: z.string(),
      FriendName: z.string().nullable(),
      Game: z.string().nullable(),
    }),
    errors: [
      UNKNOWN_INVITE,
      { status: 409, code: ErrorCode.OwnInvite, when: "the player's own invite" },
      { status: 409, code: ErrorCode.AlreadyFriends, when: 'the two are friends already' },
      { status: 410, code: ErrorCode.InviteUsed, when: 'another player accepted it' },
      { status: 410, code: ErrorCode.InviteExpired, when: 'past its expiry' },
    ],
  }),
});

/** Web push subscriptions of the account. */
export const pushTokensContract = area('pushTokens', {
  save: operation(post('/push_tokens/save', 'auth', 'void'), {
    summary: "Saves the account's web push subscription (its JSON in Token) for a game; answers 204.",
    body: z.object({ Game: gameName, Platform: z.literal('web'), Token: z.string().min(8).max(4096) }),
    errors: [
      GAME_SCOPE,
      UNKNOWN_GAME,
      { status: 400, code: ErrorCode.InvalidPushSubscription, when: 'Token is not a usable push subscription' },
      { status: 409, code: ErrorCode.Conflict, when: 'the subscription belongs to another account' },
    ],
  }),
});

/** Messages to a game's support. */
export const supportContract = area('support', {
  sendMessage: operation(post('/support/send-message', 'auth'), {
    summary: "Sends a message to the game's support; answers the ticket id.",
    body: z.object({
      Game: gameName,
      Message: z.string().trim().min(1).max(5000),
      Email: email().nullish(),
      /** The adapter the game runs under, to route the ticket. */
      Adapter: z.string().max(32).nullish(),
    }),
    response: z.object({ TicketId: z.string() }),
    errors: [GAME_SCOPE, UNKNOWN_GAME],
  }),
});

/** Cross-play: a game's event rules, the events that advance quests, the account's quests. */
export const crossPlayContract = area('crossPlay', {
  rules: operation(get('/cross-play/events/rules', 'auth'), {
    summary: "A game's cross-play rules: which events it should report.",
    query: z.object({ game: gameName }),
    response: z.array(eventRule),
    errors: [GAME_SCOPE],
  }),
  myQuests: operation(get('/cross-play/quests/my', 'auth'), {
    summary: "The account's cross-play quests with their progress.",
    response: z.array(quest),
  }),
  sendEvent: operation(post('/cross-play/events/send', 'auth', 'void'), {
    summary: 'Reports an event of a game; every matching rule advances its quest. Answers 204.',
    body: z.object({
      GameSystemName: gameName,
      EventCode: z.string().min(1).max(128),
      Value: optionalText,
      P1: optionalText,
      P2: optionalText,
      P3: optionalText,
    }),
    errors: [GAME_SCOPE],
  }),
});

/** External accounts whose data a game may use. */
export const dataConnectionsContract = area('dataConnections', {
  get: operation(post('/data-connections/get', 'auth', 'read'), {
    summary: "The account's data connections (its social identities).",
    body: gameOnly,
    response: z.object({ Connections: z.array(dataConnection) }),
  }),
});

/** The WizQ proxy: one command per form post. */
export const wizqContract = area('wizq', {
  proxyRequest: operation(post('/wizq/proxyRequestHandler/{Game}', 'form'), {
    summary: 'Runs one command held as JSON in the form field JsonData; answers its result or Error.',
    params: gameOnly,
    body: z.object({ JsonData: z.string().min(2).max(65536) }),
    response: z.object({ RequestNumber: z.number(), Result: z.unknown(), Error: z.string().nullable() }),
    errors: [
      UNKNOWN_GAME,
      { status: 400, code: ErrorCode.BadRequest, when: 'JsonData is not JSON or lacks Command and RequestNumber' },
    ],
  }),
});

/** `POST /friends/get` (auth). Designed: an empty list asks for every friend of the account. */
export type FriendsRequest = z.input<typeof friendsContract.get.body>;
/** A friend with their latest status update. */
export type Friend = z.output<typeof friend>;
/** The friends found. */
export type FriendsResponse = z.output<typeof friendsContract.get.response>;
/** `POST /friends/status` (auth): the player's status line; the answer is not read. */
export type FriendStatusUpdate = z.input<typeof friendsContract.status.body>;
/** Designed: `POST /friends/send_invite_notification` (auth). */
export type InviteNotificationRequest = z.input<typeof friendsContract.sendInviteNotification.body>;
/** Designed: how many friends were notified. */
export type InviteNotificationResponse = z.output<typeof friendsContract.sendInviteNotification.response>;
/** Designed: `POST /friends/create_invite` (auth): a single-use link that makes its acceptor a friend. */
export type FriendInviteRequest = z.input<typeof friendsContract.createInvite.body>;
/** Designed: the link to give a friend (`{portal}/FriendInvite/{InviteId}`). */
export type FriendInvite = z.output<typeof inviteLink>;
/** Designed: `POST /invite/friend_invite` and `POST /invite/accept_friend_invite` (auth). */
export type FriendInviteIdRequest = z.input<typeof friendInviteIdBody>;
/** Designed: who invites and whether the link still works. */
export type FriendInviteInfo = z.output<typeof inviteContract.friendInvite.response>;
/**
 * Designed: an accepted friend invite. Refusals are problem details with their own `Code`:
 * `OwnInvite`, `AlreadyFriends` (409), `InviteUsed`, `InviteExpired` (410), `NotFound` (404).
 */
export type AcceptedFriendInvite = z.output<typeof inviteContract.acceptFriendInvite.response>;
/** Designed: `POST /invite/connect_from_game`: a game asks to link its account to the portal. */
export type ConnectFromGameRequest = z.input<typeof inviteContract.connectFromGame.body>;
/** Designed: the invite to open (in a browser) to finish the link. */
export type ConnectGameInvite = z.output<typeof inviteLink>;
/**
 * `POST /invite/email_invite`: sends the magic sign-in link. The answer holds `Token` when the
 * server signs the visitor in at once (designed: otherwise null).
 */
export type EmailInviteRequest = z.input<typeof inviteContract.emailInvite.body>;
/** Answer of the magic-link request. */
export type EmailInviteResponse = z.output<typeof inviteContract.emailInvite.response>;
/** Designed: `POST /invite/status`. */
export type InviteStatusRequest = z.input<typeof inviteContract.status.body>;
/** Designed: where a game-connection invite stands. */
export type InviteStatusResponse = z.output<typeof inviteContract.status.response>;
/** Designed: `POST /invite/update_connect_game_invite`: the signed-in player accepts or declines. */
export type UpdateConnectGameInviteRequest = z.input<typeof inviteContract.updateConnectGameInvite.body>;
/** Designed: where the invite stands once answered. */
export type UpdateConnectGameInviteResponse = z.output<typeof inviteContract.updateConnectGameInvite.response>;
/** `POST /push_tokens/save` (auth). Designed answer: none (204). */
export type PushTokenRequest = z.input<typeof pushTokensContract.save.body>;
/** Designed: `POST /support/send-message` (auth). */
export type SupportMessageRequest = z.input<typeof supportContract.sendMessage.body>;
/** Designed: the created ticket. */
export type SupportMessageResponse = z.output<typeof supportContract.sendMessage.response>;
/** A cross-play rule: an event code and up to three filters (empty, exact, or `/regex/`). */
export type EventRule = z.output<typeof eventRule>;
/** `POST /cross-play/events/send` (auth): an event a game reported; no answer body. */
export type InGameEvent = z.input<typeof crossPlayContract.sendEvent.body>;
/** Designed: one cross-play quest of the account; `Games` lists the games whose rules advance it. */
export type Quest = z.output<typeof quest>;
/** Designed: `POST /data-connections/get` (auth). */
export type DataConnectionsRequest = z.input<typeof dataConnectionsContract.get.body>;
/** Designed: an external account whose data the game may use. */
export type DataConnection = z.output<typeof dataConnection>;
/** Designed: the account's data connections. */
export type DataConnectionsResponse = z.output<typeof dataConnectionsContract.get.response>;
/** The command a WizQ proxy request carries in its `JsonData` form field. Designed field names. */
export type WizQCommand = z.input<typeof wizqCommand>;
/** Designed: the proxied answer, echoing the request number. */
export type WizQProxyResponse = z.output<typeof wizqContract.proxyRequest.response>;
