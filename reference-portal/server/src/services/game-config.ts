import type { GameConfigReply, PortalConfig, PublicGameData } from '@playport/api-contract';
import type { GameRow } from './games';
import { storeSwitches } from './payment-providers';

type Json = Record<string, unknown>;

/**
 * The game config reply (`GameConfigReply` of the contract) for one publishing platform. The stored config
 * is JSON the seed and the game import write in the contract's shapes: its parts are read as those types.
 */
export function gameConfigReply(game: GameRow, platform: string): GameConfigReply {
  const config = game.config;
  const portal = (config.PortalConfig ?? {}) as Json;
  const publicData = config.PublicGameData as Json;
  // The game's top-level Store settings choose the payment provider; the public switches report that choice.
  const store = storeSwitches((config.Store ?? {}) as Json);
  return {
    GameSystemName: game.systemName,
    PortalConfig: {
      ...portal,
      GameSystemName: game.systemName,
      Title: game.title,
      WebPublishingPlatform: platform,
      GameUrl: game.url,
    } as PortalConfig,
    PublicGameData: { ...publicData, GameSystemName: game.systemName, Store: store } as PublicGameData,
    PublicWebClientConfig: config.PublicWebClientConfig as GameConfigReply['PublicWebClientConfig'],
    Store: store,
    GameOrientation: publicData.GameOrientation as GameConfigReply['GameOrientation'],
    CompanyBranding: config.CompanyBranding as GameConfigReply['CompanyBranding'],
  };
}

/**
 * Whether players see the game in the lists: a game whose config says `TestGame: true` (the conformance
 * game) is left out, and stays reachable by its name (config, play page, store) for the test suites.
 */
export function isListed(game: GameRow): boolean {
  return game.config.TestGame !== true;
}

/**
 * One entry of `games/list`, localised when the config has texts for the locale: its icon and cover,
 * the platforms its `PlatformData` names, and whether a launcher build can be downloaded.
 */
export function gameListItem(game: GameRow, locale: string | null | undefined, hasLauncher = false) {
  const listing = (game.config.Listing ?? {}) as {
    Description?: Record<string, string>;
    IconUrl?: string;
    ImageUrl?: string;
  };
  const descriptions = listing.Description ?? {};
  const platformData = ((game.config.PublicGameData as Json | undefined)?.PlatformData ?? {}) as Json;
  return {
    GameSystemName: game.systemName,
    Name: game.title,
    Description: (locale && descriptions[locale]) ?? descriptions.en ?? null,
    IconUrl: listing.IconUrl ?? null,
    ImageUrl: listing.ImageUrl ?? null,
    Platforms: Object.keys(platformData)
      .filter((name) => platformData[name] != null)
      .sort(),
    HasLauncher: hasLauncher,
  };
}
