import { SignJWT } from 'jose';

/** A CrazyGames user token as the local SDK simulator issues it (HS256 with the test secret). */
export async function signCrazyGamesToken(
  user: { userId: string; username?: string; profilePictureUrl?: string },
  secret: string,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...user })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(new TextEncoder().encode(secret));
}
