import { z } from 'zod';
import { socialIdentifier } from './common.js';
import { ErrorCode } from './errors.js';
import { gameOnly } from './fields.js';
import { area, post, operation } from './operation.js';
import { UNKNOWN_GAME } from './outcomes.js';

/*
 * The account as the API answers it: the account itself, its connected games and the token-and-account
 * answer of every sign-in (the auth areas answer with it), and the profile area that reads and sets it.
 */

/** A tag attached to a connected game (`TagName` with free-form `TagData`). */
export const tagLink = z.object({ TagName: z.string(), TagData: z.string().nullable() });

/** A game connected to the portal account, with the game's own token for it. */
export const connectedGame = z.object({
  Game: z.string(),
  GameJwt: z.string().nullable(),
  GameUid: z.string().nullable(),
  StoreEnabled: z.boolean().optional(),
  TagsLinks: z.array(tagLink).optional(),
  Surveys: z.object({ Show: z.boolean() }).nullish(),
});

/** Twitch link of one game of the account. */
export const twitchData = z.object({ UserId: z.string(), AccessToken: z.string(), RefreshToken: z.string() });

/** Feature set of an account. */
export const accountFeatures = z.enum(['None', 'ListGames']);

/**
 * The signed-in account as `POST /profile` answers it (embedded-game-layer section 3, plus the
 * account fields of portal-core section 3 that the reference server also sends).
 */
export const accountInfo = z.object({
  AccountId: z.string(),
  Name: z.string().nullable(),
  Email: z.string().nullable(),
  MarketingEnabled: z.boolean(),
  Locale: z.string().nullable(),
  GeoCountry: z.string().nullable(),
  Guest: z.boolean(),
  HasEmail: z.boolean(),
  EmailValidated: z.boolean(),
  HasCompletedOrder: z.boolean(),
  ConnectedGames: z.array(connectedGame),
  SocialIdentifiers: z.array(socialIdentifier).optional(),
  Features: accountFeatures.optional(),
  /** Twitch data per game name. */
  Twitch: z.record(z.string(), twitchData).nullish(),
});

/** The profile the social layer shows: who the player is and which games and identities they have. */
export const profile = z.object({
  AccountId: z.string(),
  Name: z.string().nullable(),
  Email: z.string().nullable(),
  Locale: z.string().nullable(),
  ConnectedGames: z.array(connectedGame.pick({ Game: true, GameUid: true })),
  SocialIdentifiers: z.array(socialIdentifier),
});

/** What every successful sign-in yields; the session keeps the token and watches the account id. */
export const authResponse = z.object({ Token: z.string(), AccountId: z.string() });

/** The signed-in account (`/profile/*`): its info, language, marketing consent and game connection. */
export const profileContract = area('profile', {
  get: operation(post('/profile', 'auth', 'read'), {
    summary: 'The account as seen from one game; connects the game to the account when it is not yet.',
    body: gameOnly,
    response: accountInfo,
    errors: [UNKNOWN_GAME],
  }),
  update: operation(post('/profile/update', 'auth'), {
    summary: "Sets the account's language (an unknown one becomes the default); answers the updated account.",
    body: z.object({
      Language: z.string().min(2).max(16),
      /** A spec field with no meaning; send it or leave it out. */
      DUMMY: z.string().max(64).nullish(),
    }),
    response: accountInfo,
  }),
  marketing: operation(post('/profile/marketing', 'auth'), {
    summary: 'Sets the marketing consent flag; answers the updated account.',
    body: z.object({ MarketingEnabled: z.boolean() }),
    response: accountInfo,
  }),
  fetchFxIdGameConnection: operation(post('/profile/fetch_fxid_game_connection', 'auth'), {
    summary:
      "The account's connection to a game with a fresh game token of this session, or Connected false; how the portal renews a game's token.",
    body: gameOnly,
    response: z.object({ Connected: z.boolean(), ConnectedGame: connectedGame.nullable() }),
    errors: [
      { status: 403, code: ErrorCode.GameTokenScope, when: 'a game token: only a portal session mints a game token' },
    ],
  }),
});

/** A tag attached to a connected game (`TagName` with free-form `TagData`). */
export type TagLink = z.output<typeof tagLink>;
/**
 * A game connected to the portal account, with the game's own token for it.
 *
 * @example `{ Game: 'hello-game', GameJwt: 'eyJ…', GameUid: '42', StoreEnabled: true, TagsLinks: [], Surveys: null }`
 */
export type ConnectedGame = z.output<typeof connectedGame>;
/** Twitch link of one game of the account. */
export type TwitchData = z.output<typeof twitchData>;
/** Feature set of an account. */
export type AccountFeatures = z.output<typeof accountFeatures>;
/**
 * The signed-in account as `POST /profile` answers it (embedded-game-layer section 3, plus the
 * account fields of portal-core section 3 that the reference server also sends).
 *
 * @example `const { AccountId, Guest } = await api.profile.get({ Game: 'hello-game' });`
 */
export type AccountInfo = z.output<typeof accountInfo>;
/** The profile the social layer shows: who the player is and which games and identities they have. */
export type Profile = z.output<typeof profile>;
/**
 * What every successful sign-in yields; the session keeps the token and watches the account id.
 *
 * @example `session.setAuthResponse({ Token: 'eyJ…', AccountId: 'a-1' });`
 */
export type AuthResponse = z.output<typeof authResponse>;
/** `POST /profile` (auth): the account as seen from one game. */
export type ProfileRequest = z.input<typeof profileContract.get.body>;
/**
 * `POST /profile/update` (auth). `DUMMY` is a spec field with no meaning; send it or leave it out.
 * Designed answer: the updated account (`AccountInfo`).
 */
export type ProfileUpdateRequest = z.input<typeof profileContract.update.body>;
/** Designed: `POST /profile/marketing` (auth) sets the consent flag; answers the updated account. */
export type ProfileMarketingRequest = z.input<typeof profileContract.marketing.body>;
/** Designed: `POST /profile/fetch_fxid_game_connection` (auth). */
export type FetchGameConnectionRequest = z.input<typeof profileContract.fetchFxIdGameConnection.body>;
/** Designed: the account's connection to the game, or null when the game is not connected. */
export type FetchGameConnectionResponse = z.output<typeof profileContract.fetchFxIdGameConnection.response>;
