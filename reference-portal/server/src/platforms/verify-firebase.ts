import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../config';
import { ApiError, ErrorCode } from '../http/api-error';
import { type PlatformIdentity, invalidSignature } from './identity';

const GOOGLE_JWKS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
let remote: ReturnType<typeof createRemoteJWKSet> | undefined;

/**
 * Verifies a Firebase ID token: Google's keys in production, the local HS256 secret in local mode.
 * Without `FIREBASE_PROJECT_ID` (production sets none by default) the sign-in answers 501.
 */
export async function verifyFirebase(
  token: string,
  config: Pick<Config, 'MODE' | 'FIREBASE_PROJECT_ID' | 'FIREBASE_TEST_SECRET'>,
  now: Date,
): Promise<PlatformIdentity & { email?: string }> {
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_TEST_SECRET: testSecret } = config;
  if (!projectId || (config.MODE === 'local' && !testSecret)) {
    throw new ApiError(501, ErrorCode.NotConfigured, 'Firebase sign-in is not configured on this server');
  }
  const options = {
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    currentDate: now,
  };
  try {
    const { payload } =
      config.MODE === 'local'
        ? await jwtVerify(token, new TextEncoder().encode(testSecret), { ...options, algorithms: ['HS256'] })
        : await jwtVerify(token, (remote ??= createRemoteJWKSet(new URL(GOOGLE_JWKS))), {
            ...options,
            algorithms: ['RS256'],
          });
    if (!payload.sub) throw new Error('sub');
    return {
      type: 'Firebase',
      id: payload.sub,
      name: typeof payload.name === 'string' ? payload.name : undefined,
      email: typeof payload.email === 'string' ? payload.email : undefined,
    };
  } catch {
    throw invalidSignature('Firebase', 'invalid ID token');
  }
}
