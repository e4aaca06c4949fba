/// <reference types="facebook-instant-games" />
/**
 * `FBInstant` of SDK 8.0 (fbinstant.8.0.js): the published types (`@types/facebook-instant-games`,
 * which describe SDK 6.3) with what Meta removed since then taken out and the SDK 7/8 members the
 * package lacks put in. Each change names its source. The adapter and the simulator both use
 * {@link FbInstant}, so a member the platform does not have cannot be added to the simulator and a
 * removed one cannot be called by the adapter.
 */

/**
 * Connected players have an id only: SDK 8 removed `getName()` and `getPhoto()` ("Removal of profile
 * pictures and names APIs … names of current player or their friends have been removed",
 * https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant8.0; "Under Zero Permissions,
 * getName() and getPhoto() on connected player objects are not available",
 * https://developers.facebook.com/documentation/games/build/zero-permissions/social-features/connected-players).
 */
export type FbConnectedPlayer = Omit<FBInstant.ConnectedPlayer, 'getName' | 'getPhoto'>;

/**
 * Context players (the friends in the current context) lose `getName()` and `getPhoto()` in SDK 8,
 * as the changelog above says of every API that returned a friend's name or photo
 * (https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant8.0).
 */
export type FbContextPlayer = Omit<FBInstant.ContextPlayer, 'getName' | 'getPhoto'>;

/** `FBInstant.player` of SDK 8. */
export interface FbPlayerV8 extends Omit<
  FBInstant.Player,
  'getName' | 'getPhoto' | 'getStatsAsync' | 'setStatsAsync' | 'incrementStatsAsync' | 'getConnectedPlayersAsync'
> {
  // Removed: getName() and getPhoto() (SDK 8.0 changelog, "Removal of FBInstant.player.getName() and
  // FBInstant.player.getPhoto()", https://developers.facebook.com/documentation/games/sdk-reference/v8.0).
  // Removed: getStatsAsync, setStatsAsync, incrementStatsAsync (SDK 7.0 changelog, "Removal of stats
  // APIs", https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant7.0).
  /** Connected players, ids only (see {@link FbConnectedPlayer}). */
  getConnectedPlayersAsync(): Promise<FbConnectedPlayer[]>;
  /**
   * The player's Facebook app-scoped id (ASID), or null: SDK 8 returns one only for players who came
   * from the game's canvas app or accepted its terms before
   * (https://developers.facebook.com/documentation/games/sdk-reference/v8.0/player, `getASIDAsync()`,
   * "Returns: Promise<?string>").
   */
  getASIDAsync(): Promise<string | null>;
}

/** `FBInstant.context` of SDK 8: its players are {@link FbContextPlayer}s. */
export interface FbContextV8 extends Omit<FBInstant.Context, 'getPlayersAsync'> {
  /** https://developers.facebook.com/documentation/games/sdk-reference/v8.0/context, `getPlayersAsync()`. */
  getPlayersAsync(): Promise<FbContextPlayer[]>;
}

/** `FBInstant.community` (SDK 7+; https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant8.0, `community`). */
export interface FbCommunityV8 {
  /** "Check if user can follow official game page". */
  canFollowOfficialPageAsync(): Promise<boolean>;
  /** "Check if user can join official game group". */
  canJoinOfficialGroupAsync(): Promise<boolean>;
  /** "Renders overlay with follow official page CTA". */
  followOfficialPageAsync(): Promise<void>;
  /** "Renders overlay with join group CTA". */
  joinOfficialGroupAsync(): Promise<void>;
}

/**
 * The payload of `inviteAsync` (SDK 7.0 "Custom invites",
 * https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant7.0): a base64-encoded image
 * and the text, both required (InvitePayload of Meta's Instant Games SDK,
 * https://docs.unity3d.com/Packages/com.unity.meta-instant-games-sdk@1.3/api/Meta.InstantGames.InvitePayload.html).
 */
export interface FbInvitePayload {
  image: string;
  text: string | FBInstant.LocalizableContent;
}

/** The root `FBInstant` object of SDK 8. */
export interface FbInstantV8 extends Omit<typeof FBInstant, 'player' | 'context' | 'postSessionScore' | 'shareAsync'> {
  // Removed: postSessionScore (SDK 7.0 changelog, "Removal of postSessionScore",
  // https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant7.0).
  player: FbPlayerV8;
  context: FbContextV8;
  community: FbCommunityV8;
  /** Share without `intent`: SDK 7.0 removed the parameter ("Removal of unused parameters in shareAsync", same changelog). */
  shareAsync(payload: Omit<FBInstant.SharePayload, 'intent'>): Promise<void>;
  /** Invite dialog (SDK 7.0 "Custom invites", https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant7.0). */
  inviteAsync(payload: FbInvitePayload): Promise<void>;
  /** Banner ad (SDK 7.0 "Top Banner Ads", https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant7.0). */
  loadBannerAdAsync(placementID: string, bannerPosition?: 'top' | 'bottom'): Promise<void>;
  /** Hides the banner ad (same changelog). */
  hideBannerAdAsync(): Promise<void>;
}

/** The part of {@link FbInstantV8} the adapter uses; the simulator implements exactly this. */
export interface FbInstant extends Pick<
  FbInstantV8,
  | 'initializeAsync'
  | 'startGameAsync'
  | 'setLoadingProgress'
  | 'getLocale'
  | 'getPlatform'
  | 'getSupportedAPIs'
  | 'onPause'
  | 'logEvent'
  | 'getInterstitialAdAsync'
  | 'getRewardedVideoAsync'
  | 'loadBannerAdAsync'
  | 'hideBannerAdAsync'
  | 'inviteAsync'
  | 'canCreateShortcutAsync'
  | 'createShortcutAsync'
> {
  player: Pick<FbPlayerV8, 'getID' | 'getSignedPlayerInfoAsync' | 'getASIDAsync'>;
  payments: Pick<FBInstant.Payments, 'onReady' | 'purchaseAsync' | 'consumePurchaseAsync' | 'getPurchasesAsync'>;
  community: Pick<FbCommunityV8, 'canJoinOfficialGroupAsync' | 'joinOfficialGroupAsync'>;
  context: Pick<FbContextV8, 'getPlayersAsync'>;
}

export type FbAdInstance = FBInstant.AdInstance;
export type FbPurchase = FBInstant.Purchase;
export type FbError = FBInstant.APIError;
