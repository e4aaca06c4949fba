import { SignJWT } from 'jose';

/** A WizQ (Mobage Connect style) access token as the local simulator issues it: HS256 JWT, `sub` the user id. */
export async function signWizqAccessToken(
  user: { userId: string; nickname?: string },
  secret: string,
  now = new Date(),
) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ nickname: user.nickname ?? null })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 900)
    .sign(new TextEncoder().encode(secret));
}
