import type { FxIdInfo } from '@playport/sdk/protocol';
import type { ApiTypes } from '../../shared/api/api-types';

/**
 * The account as the protocol's `GetInfo` reports it to one game. `token` and `gameToken` are both
 * the game-scoped token of that game: a game never receives the portal session.
 */
export function toFxIdInfo(account: ApiTypes['AccountInfo'], game: string, gameToken: string | null): FxIdInfo {
  const connected = account.ConnectedGames.find((g) => g.Game === game);
  const token = gameToken ?? connected?.GameJwt ?? null;
  return {
    userId: account.AccountId,
    marketingEnabled: account.MarketingEnabled,
    locale: account.Locale,
    geoCountry: account.GeoCountry,
    token,
    gameToken: token,
    gameUid: connected?.GameUid ?? null,
    guest: account.Guest,
    hasEmail: account.HasEmail,
    emailValidated: account.EmailValidated,
    hasCompletedOrder: account.HasCompletedOrder,
  };
}
