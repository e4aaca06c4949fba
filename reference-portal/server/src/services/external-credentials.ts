import type { z } from 'zod';
import { externalCredentialBlocksShape, loginCredentialType } from '@playport/api-contract';
import type { Deps } from '../http/app-env';
import { hmacSha256 } from '../crypto/digests';
import { type PlatformIdentity, invalidSignature } from '../platforms/identity';
import { platformSecret, requireSignIn } from '../platforms/platform-secrets';
import { verifyLocalIdp } from '../platforms/verify-local-idp';
import { verifySteam } from '../platforms/verify-steam';
import { ApiError, ErrorCode, badRequest } from '../http/api-error';
import { checkGameToken } from './game-token-check';
import { safeEqual } from '../crypto/tokens';

type Blocks = {
  [K in keyof typeof externalCredentialBlocksShape]?: z.output<(typeof externalCredentialBlocksShape)[K]>;
};

/** An identity, or the account itself when the credential is one of our own game tokens. */
export type ExternalResult = { identity: PlatformIdentity & { email?: string | undefined } } | { accountId: string };

const need = <T>(block: T | null | undefined, name: string): T => {
  if (!block) throw badRequest(`The ${name} block is required for this AuthenticationType`);
  return block;
};

/** Verifies the credential named by `AuthenticationType`. */
export async function verifyExternalCredential(
  deps: Deps,
  type: z.output<typeof loginCredentialType>,
  game: string,
  blocks: Blocks,
): Promise<ExternalResult> {
  const now = deps.clock();
  const idp = async (provider: string, token: string, identityType: string, verifier?: string) => {
    const user = await verifyLocalIdp(provider, token, deps.config, now, verifier);
    return { identity: { type: identityType, id: user.id, name: user.name, email: user.email } };
  };
  switch (type) {
    case 'Steam': {
      const ticket = need(blocks.Steam, 'Steam').Ticket;
      requireSignIn(deps.config, 'Steam');
      if (!deps.config.STEAM_APP_ID)
        throw new ApiError(501, ErrorCode.NotConfigured, 'Steam sign-in needs STEAM_APP_ID on this server');
      return {
        identity: await verifySteam(ticket, null, platformSecret(deps.config, 'Steam'), deps.config.STEAM_APP_ID, {
          baseUrl: deps.config.STEAM_WEB_API_URL,
          fetch: deps.fetch,
        }),
      };
    }
    case 'Egs':
      return idp('Egs', need(blocks.Egs, 'Egs').AccessToken, 'Egs');
    case 'Google':
      return idp('Google', need(blocks.Google, 'Google').IdToken, 'Google');
    case 'Facebook':
      return idp('Facebook', need(blocks.Facebook, 'Facebook').AccessToken, 'Facebook');
    case 'Aw':
      return idp('Aw', need(blocks.Aw, 'Aw').Token, 'AW');
    case 'VkId': {
      const b = need(blocks.VkIdLogin, 'VkIdLogin');
      return idp('VkId', b.Code, 'VkontakteComOauth', b.CodeVerifier);
    }
    case 'SteamOpenId':
      return { identity: verifySteamOpenId(need(blocks.SteamOpenId, 'SteamOpenId').Query, deps) };
    case 'ExternalGameToken': {
      const token = need(blocks.ExternalGameToken, 'ExternalGameToken').Token;
      const check = await checkGameToken(deps.db, deps.config, token, game, now);
      if ('refused' in check) throw invalidSignature('Game', 'invalid game token');
      return { accountId: check.claims.accountId };
    }
  }
}

/** Local stand-in for Steam's check_authentication: `openid.sig` is hex HMAC of the claimed id. */
function verifySteamOpenId(query: string, deps: Deps): PlatformIdentity {
  if (deps.config.MODE !== 'local') throw invalidSignature('Steam', 'Steam OpenID is not configured on this server');
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const claimed = params.get('openid.claimed_id') ?? '';
  const id = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{5,20})$/.exec(claimed)?.[1];
  const sig = params.get('openid.sig') ?? '';
  if (!id || !safeEqual(sig, hmacSha256(platformSecret(deps.config, 'Steam'), claimed).toString('hex')))
    throw invalidSignature('Steam');
  return { type: 'Steam', id };
}
