import { z } from 'zod';

const str = (max = 8192) => z.string().min(1).max(max);
const id = z.union([z.string().min(1).max(128), z.number()]).transform(String);
const deviceId = z.string().regex(/^[A-Za-z0-9_.:-]{16,128}$/, 'must be 16 to 128 URL-safe characters');

/** The per-platform login blocks of `authenticate_from_social`, as host/src/api/types/auth-social.ts designs them. */
export const socialBlocks = {
  Steam: z.object({ Ticket: str(2048), SteamId: z.string().max(32).nullish() }),
  FacebookGames: z.object({ SignedRequest: str(), AccessToken: z.string().nullish() }),
  VkontaktePlay: z.object({ Uid: id, LaunchParams: str() }),
  VkontakteCom: z.object({ LaunchParams: str() }),
  Odnoklassniki: z.object({ LaunchParams: str() }),
  YandexGames: z.object({ UniqueId: str(256), Signature: z.string().max(8192).nullish() }),
  AbsoluteGames: z.object({
    AppId: id,
    AuthKey: str(256),
    PlayerId: id,
    GameSid: z.string().max(256).nullish(),
    Guest: z.boolean().default(false),
  }),
  FxId: z.object({ LoginCode: str(512) }),
  CrazyGames: z.object({ UserToken: z.string().max(8192).nullish(), DeviceId: deviceId.nullish() }),
  WizQ: z.object({ AccessToken: str() }),
  Telegram: z.object({ InitData: str() }),
  FacebookInstantGames: z.object({ PlayerId: id, SignedPlayerInfo: str() }),
  Kongregate: z.object({
    UserId: id.nullish(),
    GameAuthToken: z.string().max(512).nullish(),
    Guest: z.boolean().default(false),
  }),
} as const;

export type SocialPlatform = keyof typeof socialBlocks;
export const SOCIAL_PLATFORMS = Object.keys(socialBlocks) as SocialPlatform[];

/** Request body shape shared by the social sign-in calls: every block optional. */
export const socialBlocksShape = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, socialBlocks[p].nullish()])) as {
  [K in SocialPlatform]: z.ZodOptional<z.ZodNullable<(typeof socialBlocks)[K]>>;
};

export type SocialBlocks = { [K in SocialPlatform]?: z.output<(typeof socialBlocks)[K]> | null };
