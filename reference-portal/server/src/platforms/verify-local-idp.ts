import { createHash } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Config } from '../config';
import { ApiError, ErrorCode } from '../http/api-error';
import { safeEqual } from '../crypto/tokens';
import { invalidSignature } from './identity';

/**
 * Verifies a token of the local identity provider (see sign-local-idp). Outside local mode these
 * providers need their real integration, which this reference server does not ship: 501.
 */
export async function verifyLocalIdp(
  provider: string,
  token: string,
  config: Pick<Config, 'MODE' | 'LOCAL_IDP_SECRET'>,
  now: Date,
  codeVerifier?: string,
) {
  if (config.MODE !== 'local' || !config.LOCAL_IDP_SECRET) {
    throw new ApiError(501, ErrorCode.NotConfigured, `${provider} sign-in is not configured on this server`);
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(config.LOCAL_IDP_SECRET), {
      audience: `playport:local-idp:${provider}`,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (!payload.sub) throw new Error('sub');
    if (typeof payload.code_challenge === 'string') {
      const challenge = createHash('sha256')
        .update(codeVerifier ?? '')
        .digest('base64url');
      if (!safeEqual(challenge, payload.code_challenge)) throw new Error('pkce');
    }
    return {
      id: payload.sub,
      name: typeof payload.name === 'string' ? payload.name : undefined,
      email: typeof payload.email === 'string' ? payload.email : undefined,
    };
  } catch {
    throw invalidSignature(provider, 'invalid token');
  }
}
