import { SignJWT } from 'jose';

/**
 * A token of the local identity provider that stands in for Google, Facebook, Epic, AW, VK ID,
 * MyGames and Twitch in local mode: HS256 with `LOCAL_IDP_SECRET`, `aud` the provider name. For VK ID the token is
 * the authorisation code and carries the PKCE `code_challenge`.
 */
export async function signLocalIdpToken(
  provider: string,
  user: { id: string; name?: string; email?: string; codeChallenge?: string },
  secret: string,
  now = new Date(),
) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ name: user.name, email: user.email, code_challenge: user.codeChallenge })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(`playport:local-idp:${provider}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(new TextEncoder().encode(secret));
}
