/** Machine-readable error codes carried in `Code` (and `type`) of every error body of the reference API. */
export const ErrorCode = Object.freeze({
  BadRequest: 'BadRequest',
  MalformedJson: 'MalformedJson',
  /** A JSON body sent as anything but `application/json` (415). */
  UnsupportedMediaType: 'UnsupportedMediaType',
  ValidationFailed: 'ValidationFailed',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  GameTokenScope: 'GameTokenScope',
  NotFound: 'NotFound',
  PayloadTooLarge: 'PayloadTooLarge',
  RateLimited: 'RateLimited',
  InvalidToken: 'InvalidToken',
  InvalidSignature: 'InvalidSignature',
  RobotCheckFailed: 'RobotCheckFailed',
  RedirectNotAllowed: 'RedirectNotAllowed',
  InvalidTransition: 'InvalidTransition',
  Conflict: 'Conflict',
  /** A friend invite past its expiry (410). */
  InviteExpired: 'InviteExpired',
  /** A friend invite another player already accepted (410). */
  InviteUsed: 'InviteUsed',
  /** A player opened their own friend invite (409). */
  OwnInvite: 'OwnInvite',
  /** The two players are friends already (409). */
  AlreadyFriends: 'AlreadyFriends',
  UnknownGame: 'UnknownGame',
  UnknownProduct: 'UnknownProduct',
  PurchaseMismatch: 'PurchaseMismatch',
  InvalidPushSubscription: 'InvalidPushSubscription',
  NotConfigured: 'NotConfigured',
  /** A platform's API this server depends on failed or refused (502). */
  PlatformUnavailable: 'PlatformUnavailable',
  /** The database is unreachable, restarting or too slow to answer (503, with Retry-After). */
  DatabaseUnavailable: 'DatabaseUnavailable',
  /** Overload: every database connection stayed in use while the database itself answers (503, with Retry-After). */
  ServerBusy: 'ServerBusy',
  /** The embedded database's disk is (nearly) full: writes are refused until space returns, reads still answer (503, with Retry-After). */
  StorageFull: 'StorageFull',
  Internal: 'Internal',
  /** A save past one of its game's quotas: a value's bytes, the key count or the total bytes (413). */
  QuotaExceeded: 'QuotaExceeded',
} as const);

/** One of {@link ErrorCode}. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
