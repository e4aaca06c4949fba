/**
 * Designed login blocks of `POST /auth/authenticate_from_social`, one per platform (the spec names
 * the blocks, not their fields). Each carries what the platform hands the game, for the server to
 * verify with the platform's secret; none of it is trusted on the client.
 */
export interface SocialLoginBlocks {
  /** A Steam session ticket (hex) from `GetAuthSessionTicket`. */
  Steam?: { Ticket: string; SteamId?: string | null };
  /** Facebook's `signed_request` of the canvas page. */
  FacebookGames?: { SignedRequest: string; AccessToken?: string | null };
  /** The signed launch query of the VK Play frame. */
  VkontaktePlay?: { Uid: string; LaunchParams: string };
  /** The signed `vk_*` launch parameters of the VK mini app, as a query string. */
  VkontakteCom?: { LaunchParams: string };
  /** The OK frame's query (`logged_user_id`, `session_key`, `auth_sig`, …), as a query string. */
  Odnoklassniki?: { LaunchParams: string };
  /** Yandex `getPlayer({ signed: true })`; a guest has no signature. */
  YandexGames?: { UniqueId: string; Signature: string | null };
  /** Absolute Games launch data; `Guest` players get a guest identity. */
  AbsoluteGames?: { AppId: string; AuthKey: string; PlayerId: string; GameSid: string; Guest: boolean };
  /** The portal's own one-time login code (query parameter `loginCode`). */
  FxId?: { LoginCode: string };
  /** A CrazyGames user token; null for a guest, who is identified by `DeviceId`. */
  CrazyGames?: { UserToken: string | null; DeviceId?: string | null };
  /** A WizQ (Mobage Connect) access token. */
  WizQ?: { AccessToken: string };
  /** Telegram `WebApp.initData`, unparsed. */
  Telegram?: { InitData: string };
  /** `FBInstant.player.getSignedPlayerInfoAsync()` signature and the player id. */
  FacebookInstantGames?: { PlayerId: string; SignedPlayerInfo: string };
  /** Kongregate user id and game auth token; guests have neither and set `Guest`. */
  Kongregate?: { UserId: string | null; GameAuthToken: string | null; Guest: boolean };
}
