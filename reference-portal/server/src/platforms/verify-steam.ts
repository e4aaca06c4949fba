import { type PlatformIdentity, invalidSignature } from './identity';
import { callWebApi, type WebApi } from './verify-kongregate';

/**
 * A Steam session ticket (`GetAuthSessionTicket`, hex), checked by Steam's Web API
 * (partner.steamgames.com/doc/webapi/ISteamUserAuth#AuthenticateUserTicket):
 * GET `{base}/ISteamUserAuth/AuthenticateUserTicket/v1/?key&appid&ticket` answers
 * `{response: {params: {result: 'OK', steamid, ownersteamid, vacbanned, publisherbanned}}}` or
 * `{response: {error: {errorcode, errordesc}}}`. `base` is `STEAM_WEB_API_URL`, `appid` `STEAM_APP_ID`.
 */
export async function verifySteam(
  ticket: string,
  claimedSteamId: string | null | undefined,
  key: string,
  appId: string,
  api: WebApi,
): Promise<PlatformIdentity> {
  if (!/^[0-9a-f]{2,4096}$/i.test(ticket)) throw invalidSignature('Steam', 'malformed ticket');
  const answer = (await callWebApi(api, 'Steam', '/ISteamUserAuth/AuthenticateUserTicket/v1/', {
    key,
    appid: appId,
    ticket,
  })) as { response?: { params?: { result?: unknown; steamid?: unknown; publisherbanned?: unknown } } } | null;
  const params = answer?.response?.params;
  const steamId = typeof params?.steamid === 'string' ? params.steamid : '';
  if (params?.result !== 'OK' || !/^\d{5,20}$/.test(steamId)) throw invalidSignature('Steam');
  if (params.publisherbanned === true) throw invalidSignature('Steam', 'the player is banned by the publisher');
  if (claimedSteamId && claimedSteamId !== steamId)
    throw invalidSignature('Steam', 'SteamId does not match the ticket');
  return { type: 'Steam', id: steamId };
}
