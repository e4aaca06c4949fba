import type { FxIdInfo } from '@playport/sdk/protocol';
import type { ApiTypes } from '../../shared/api/api-types';

/** The account as the protocol's `GetInfo` reports it to one game. */
export function toFxIdInfo(account: ApiTypes['AccountInfo'], game: string, token: string | null): FxIdInfo {
  const connected = account.ConnectedGames.find((g) => g.Game === game);
  return {
    userId: account.AccountId,
    marketingEnabled: account.MarketingEnabled,
    locale: account.Locale,
    geoCountry: account.GeoCountry,
    token,
    gameToken: connected?.GameJwt ?? null,
    gameUid: connected?.GameUid ?? null,
    guest: account.Guest,
    hasEmail: account.HasEmail,
    emailValidated: account.EmailValidated,
    hasCompletedOrder: account.HasCompletedOrder,
  };
}
