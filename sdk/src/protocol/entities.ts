import * as z from 'zod/mini';

// Size caps keep a hostile game from handing the host huge values (structured clone accepts anything).
export const MAX_SHORT = 64;
export const MAX_TEXT = 4096;
export const MAX_URL = 2048;
export const MAX_LIST = 100;

export const shortString = () => z.string().check(z.maxLength(MAX_SHORT));
export const text = () => z.string().check(z.maxLength(MAX_TEXT));
export const url = () => z.string().check(z.maxLength(MAX_URL));

/** JSON-like values up to a few levels deep, for free-form payloads (analytics data, passthrough calls). */
export const jsonValue = z.json();

/** A record of scalar values, for analytics and data-layer payloads. */
export const scalarRecord = z.record(
  shortString(),
  z.union([z.string().check(z.maxLength(MAX_TEXT)), z.number(), z.boolean(), z.null()]),
);

export const gender = z.enum(['unspecified', 'male', 'female']);

export const capability = z.enum([
  'FriendsList',
  'FriendsInvite',
  'GamesOfChanceDisabled',
  'RateApplication',
  'OutgoingLinksForbidden',
  'AdsAvailable',
]);

export const photo = z.object({
  width: z.number(),
  height: z.number(),
  url: url(),
});

/** Social info: who the player is on the platform the game runs on (spec, section 3). */
export const socialInfo = z.object({
  social: z.string(),
  paymentsAvailable: z.boolean(),
  userId: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  photo: z.nullable(photo),
  gender,
  capabilities: z.array(capability),
  socialLocale: z.nullable(z.string()),
  socialFlavor: z.nullable(z.string()),
  vkcom: z.nullable(
    z.object({ appId: z.string(), defaultApiVersion: z.string(), defaultAccessToken: z.nullable(z.string()) }),
  ),
});

/** The portal account block of the get-info reply, or null for a visitor who is not signed in. */
export const fxIdInfo = z.object({
  userId: z.string(),
  marketingEnabled: z.boolean(),
  locale: z.nullable(z.string()),
  geoCountry: z.nullable(z.string()),
  token: z.nullable(z.string()),
  gameToken: z.nullable(z.string()),
  gameUid: z.nullable(z.string()),
  guest: z.boolean(),
  hasEmail: z.boolean(),
  emailValidated: z.boolean(),
  hasCompletedOrder: z.boolean(),
});

export const safeArea = z.object({ left: z.number(), right: z.number(), top: z.number(), bottom: z.number() });

/** The get-info reply (spec, section 3). */
export const getInfoReply = z.object({
  game: z.string(),
  sdk: z.object({
    version: z.object({ major: z.number(), minor: z.number() }),
    buildNumber: z.number(),
  }),
  environment: z.object({ os: z.string(), isMobile: z.boolean(), safeArea }),
  fxId: z.nullable(fxIdInfo),
  social: z.nullable(socialInfo),
});

export const friend = z.object({
  uid: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  gender,
  photo: z.nullable(photo),
});

export const purchaseStats = z.object({
  currency: z.string(),
  currencyAmount: z.number(),
  usdAmount: z.number(),
});

/** A successful purchase. A failed one is a call error with code UserCancelled, Unavailable or Unknown. */
export const purchaseResult = z.object({
  transactionId: z.string(),
  stats: purchaseStats,
});

/** A completed, unconsumed purchase (GetPurchases). */
export const ownedPurchase = z.object({
  transactionId: z.string(),
  sku: z.string(),
  platform: z.string(),
  platformTransactionId: z.nullable(z.string()),
  developerPayload: z.nullable(z.string()),
  purchasedAt: z.string(),
});

export const product = z.object({
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  usdPrice: z.nullable(z.number()),
  imageUrl: z.nullable(z.string()),
});

export const documentVersion = z.object({
  Id: z.string(),
  DocumentId: z.string(),
  Url: z.nullable(z.string()),
  CreatedAt: z.string(),
  Content: z.nullable(z.object({ Value: z.string(), ContentType: z.literal('Markdown') })),
});

/** A legal document with its versions (spec, section 3). */
export const legalDocument = z.object({
  Id: z.string(),
  DocumentType: z.enum(['TOS', 'PP']),
  CreatedAt: z.string(),
  IsActive: z.boolean(),
  GameSystemName: z.nullable(z.string()),
  Versions: z.array(documentVersion),
});

export const acceptance = z.object({
  Id: z.string(),
  DocumentVersionId: z.string(),
  AccountId: z.string(),
  AcceptedAt: z.string(),
});

export const eventRule = z.object({
  Code: z.string(),
  Filter1: z.nullable(z.string()),
  Filter2: z.nullable(z.string()),
  Filter3: z.nullable(z.string()),
});

export const adType = z.enum(['video', 'interstitial']);
export const adOutcome = z.enum(['finished', 'skipped', 'failed']);
export const adErrorReason = z.enum(['Unknown', 'AdsNotConnected', 'NotImplemented']);
export const tutorialStatType = z.enum(['TutorialStart', 'TutorialCompleted', 'TutorialSkip', 'TutorialStep']);
export const progressionStatus = z.enum(['start', 'complete', 'fail']);
export const consentStatus = z.enum(['granted', 'denied', 'unknown']);
export const orientation = z.enum(['portrait', 'landscape']);
export const playStateReason = z.enum(['ad', 'platform', 'hidden', 'host']);
export const modalType = z.enum([
  'login',
  'info',
  'textCopy',
  'linkShare',
  'iframe',
  'reportIssue',
  'social',
  'documents',
]);
