import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signGameJwt, verifyGameJwt } from './game-jwt';

const config = {
  JWT_SECRET: 'a-game-jwt-secret-of-at-least-32-bytes-long',
  PUBLIC_URL: 'https://portal.example',
  MODE: 'production' as const,
};
const claims = { accountId: 'acc_1', game: 'hello-game', gameUid: 'uid-1', sessionId: 'session-1' };
const now = new Date('2026-11-28T12:00:00Z');
const iat = Math.floor(now.getTime() / 1000);
const secret = new TextEncoder().encode(config.JWT_SECRET);

/** The token jose's SignJWT writes for a game token's claims, header, subject, issuer, audience and hour. */
const joseToken = (payload: Record<string, string>) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('uid-1')
    .setIssuer('https://portal.example')
    .setAudience('playport:game:hello-game')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(secret);

describe('signGameJwt', () => {
  it('writes the token jose writes for the same claims, byte for byte', async () => {
    const byJose = await joseToken({ aid: 'acc_1', game: 'hello-game', sid: 'session-1' });
    expect(signGameJwt(config, claims, now)).toBe(byJose);
  });

  it('is accepted by jose with the game audience and the portal issuer, and its claims are the game uid', async () => {
    const { payload, protectedHeader } = await jwtVerify(signGameJwt(config, claims, now), secret, {
      issuer: 'https://portal.example',
      audience: 'playport:game:hello-game',
      algorithms: ['HS256'],
      currentDate: now,
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      aid: 'acc_1',
      game: 'hello-game',
      sid: 'session-1',
      sub: 'uid-1',
      iss: 'https://portal.example',
      aud: 'playport:game:hello-game',
      iat,
      exp: iat + 3600,
    });
  });

  it('verifies for its game for an hour, and not with one byte of its signature changed', async () => {
    const token = signGameJwt(config, claims, now);
    expect(await verifyGameJwt(config, token, 'hello-game', now)).toEqual(claims);
    expect(await verifyGameJwt(config, token, 'other-game', now)).toBeNull();
    expect(await verifyGameJwt(config, token, 'hello-game', new Date(now.getTime() + 3601_000))).toBeNull();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(await verifyGameJwt(config, flipped, 'hello-game', now)).toBeNull();
    const otherSecret = { ...config, JWT_SECRET: 'another-secret-that-is-also-32-bytes-long' };
    expect(await verifyGameJwt(otherSecret, token, 'hello-game', now)).toBeNull();
  });

  it('does not verify a token without the session it belongs to (sid), even when signed with the secret', async () => {
    const noSid = await joseToken({ aid: 'acc_1', game: 'hello-game' });
    expect(await verifyGameJwt(config, noSid, 'hello-game', now)).toBeNull();
  });

  it('refuses to sign in production with a short secret: 501 NotConfigured', () => {
    expect(() => signGameJwt({ ...config, JWT_SECRET: 'short' }, claims, now)).toThrow(
      expect.objectContaining({ status: 501, code: 'NotConfigured' }),
    );
  });
});
