import { SignJWT } from 'jose';

/** A Firebase-style ID token for local mode: HS256 with the local secret, Firebase's iss and aud. */
export async function signFirebaseIdToken(
  user: { uid: string; name?: string; email?: string },
  projectId: string,
  secret: string,
  now = new Date(),
) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ name: user.name, email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.uid)
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(new TextEncoder().encode(secret));
}
