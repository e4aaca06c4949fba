import { SignJWT } from 'jose';

/**
 * A game's token for one of its own accounts (used by `authenticate_from_game` and
 * `invite/connect_from_game`): HS256 with the game's server secret, `sub` the game account id.
 */
export async function signGameAccountToken(
  account: { id: string; name?: string },
  game: string,
  serverSecret: string,
  now = new Date(),
) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ name: account.name ?? null })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.id)
    .setAudience(`playport:game-account:${game}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(new TextEncoder().encode(serverSecret));
}
