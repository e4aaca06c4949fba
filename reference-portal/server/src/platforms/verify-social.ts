import type { Config } from '../config';
import { ApiError, ErrorCode, badRequest } from '../http/api-error';
import { type PlatformIdentity, invalidSignature } from './identity';
import { crazyGamesKeys, platformSecret, requireSignIn } from './platform-secrets';
import { SOCIAL_PLATFORMS, type SocialBlocks, type SocialPlatform } from './social-blocks';
import { verifyAg } from './verify-ag';
import { verifyCrazyGames } from './verify-crazygames';
import { verifyFacebookPlayer } from './verify-facebook';
import { verifyKongregate } from './verify-kongregate';
import { verifyOk } from './verify-ok';
import { verifySteam } from './verify-steam';
import { verifyTelegram } from './verify-telegram';
import { verifyVk } from './verify-vk';
import { verifyVkPlay } from './verify-vkplay';
import { verifyWizq } from './verify-wizq';
import { verifyYandexPlayer } from './verify-yandex';

/** The platform whose block is used: the one `Social` names, else the only block present. */
export function pickPlatform(social: string | null | undefined, blocks: SocialBlocks): SocialPlatform {
  const present = SOCIAL_PLATFORMS.filter((p) => blocks[p] != null);
  const named = SOCIAL_PLATFORMS.find((p) => p === social);
  const chosen = named ?? (present.length === 1 ? present[0] : undefined);
  if (!chosen || blocks[chosen] == null) throw badRequest(`Login provider ${social ?? '(none)'} is not supported.`);
  return chosen;
}

const sameId = (platform: string, claimed: string, verified: PlatformIdentity) => {
  if (claimed !== verified.id) throw invalidSignature(platform, 'player id does not match the signed data');
  return verified;
};

/**
 * Checks what the platform signed, with that platform's secret, and says who the player is.
 * Throws a 401 when the signature does not verify, a 501 when the platform's sign-in is switched off
 * (`SIGNIN_DISABLED_PLATFORMS`) or has no usable secret. FxId (a portal login code) is the caller's.
 */
export async function verifySocial(
  platform: Exclude<SocialPlatform, 'FxId'>,
  blocks: SocialBlocks,
  config: Config,
  now: Date,
  sessionId?: string | null,
  fetcher: typeof fetch = fetch,
): Promise<PlatformIdentity> {
  requireSignIn(config, platform);
  const secret = (p: Parameters<typeof platformSecret>[1]) => platformSecret(config, p);
  switch (platform) {
    case 'VkontakteCom':
      return verifyVk(blocks.VkontakteCom!.LaunchParams, secret(platform));
    case 'Odnoklassniki':
      return verifyOk(blocks.Odnoklassniki!.LaunchParams, secret(platform));
    case 'VkontaktePlay': {
      const b = blocks.VkontaktePlay!;
      return sameId('VK Play', b.Uid, verifyVkPlay(b.LaunchParams, secret(platform)));
    }
    case 'WizQ':
      return verifyWizq(blocks.WizQ!.AccessToken, secret(platform), now);
    case 'Telegram':
      return verifyTelegram(blocks.Telegram!.InitData, secret(platform), now);
    case 'YandexGames': {
      const b = blocks.YandexGames!;
      // Without signed data only a long random device id names a guest; a short or guessable one is refused.
      if (!b.Signature)
        return randomGuest(
          'YandexGamesGuest',
          b.UniqueId,
          'A Yandex Games guest sign-in needs signed data or a random device id of 16 to 128 URL-safe characters',
        );
      return sameId('Yandex Games', b.UniqueId, verifyYandexPlayer(b.Signature, secret(platform)));
    }
    case 'FacebookGames':
      return verifyFacebookPlayer(blocks.FacebookGames!.SignedRequest, secret(platform), false);
    case 'FacebookInstantGames': {
      const b = blocks.FacebookInstantGames!;
      return sameId('Facebook', b.PlayerId, verifyFacebookPlayer(b.SignedPlayerInfo, secret(platform), true));
    }
    case 'Steam': {
      if (!config.STEAM_APP_ID)
        throw new ApiError(501, ErrorCode.NotConfigured, 'Steam sign-in needs STEAM_APP_ID on this server');
      return verifySteam(blocks.Steam!.Ticket, blocks.Steam!.SteamId, secret(platform), config.STEAM_APP_ID, {
        baseUrl: config.STEAM_WEB_API_URL,
        fetch: fetcher,
      });
    }
    case 'AbsoluteGames': {
      const b = blocks.AbsoluteGames!;
      return verifyAg(b.AppId, b.PlayerId, b.AuthKey, b.Guest, secret(platform));
    }
    case 'CrazyGames': {
      const b = blocks.CrazyGames!;
      if (b.UserToken) return verifyCrazyGames(b.UserToken, crazyGamesKeys(config), now);
      if (b.DeviceId) return { type: 'CrazyGamesGuest', id: b.DeviceId, guest: true };
      throw invalidSignature('CrazyGames', 'Failed to get user token');
    }
    case 'Kongregate': {
      const b = blocks.Kongregate!;
      if (b.Guest) return guestFromSession('KongregateGuest', sessionId);
      return verifyKongregate(b.UserId ?? '', b.GameAuthToken ?? '', secret(platform), {
        baseUrl: config.KONGREGATE_API_URL,
        fetch: fetcher,
      });
    }
  }
}

const RANDOM_ID = /^[A-Za-z0-9_.:-]{16,128}$/;

/** A client-made guest id: long, URL-safe and not a run or repeat of a few characters. */
function randomGuest(type: string, id: string | null | undefined, message: string): PlatformIdentity {
  if (!id || !RANDOM_ID.test(id) || new Set(id).size < 8) throw badRequest(message);
  return { type, id, guest: true };
}

/** Kongregate guests have no id; the client's session id (long and random) names the guest. */
function guestFromSession(type: string, sessionId: string | null | undefined): PlatformIdentity {
  if (!sessionId || !/^[A-Za-z0-9_.:-]{16,128}$/.test(sessionId)) {
    throw badRequest('A guest sign-in needs a SessionId of 16 to 128 URL-safe characters');
  }
  return { type, id: sessionId, guest: true };
}
