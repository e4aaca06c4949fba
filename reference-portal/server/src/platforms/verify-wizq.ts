import { jwtVerify } from 'jose';
import { type PlatformIdentity, invalidSignature } from './identity';

export async function verifyWizq(accessToken: string, secret: string, now: Date): Promise<PlatformIdentity> {
  try {
    const { payload } = await jwtVerify(accessToken, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (!payload.sub) throw new Error('sub');
    return { type: 'WizQ', id: payload.sub, name: typeof payload.nickname === 'string' ? payload.nickname : undefined };
  } catch {
    throw invalidSignature('WizQ', 'invalid access token');
  }
}
