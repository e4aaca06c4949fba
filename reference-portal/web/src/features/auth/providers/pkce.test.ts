import { describe, expect, it } from 'vitest';
import { base64Url, codeChallengeOf, createPkcePair } from './pkce';

// RFC 7636, Appendix B.
const RFC_OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91,
  88, 5, 88, 83, 132, 141, 121,
];
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE', () => {
  it("encodes RFC 7636's octets to its verifier and derives its challenge", async () => {
    expect(base64Url(new Uint8Array(RFC_OCTETS))).toBe(RFC_VERIFIER);
    expect(await codeChallengeOf(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
  });

  it('makes a 43-character URL-safe verifier from 32 random bytes, and its challenge', async () => {
    const fixed = {
      ...globalThis.crypto,
      subtle: globalThis.crypto.subtle,
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => (new Uint8Array(a!.buffer).set(RFC_OCTETS), a),
    } as Crypto;
    expect(await createPkcePair(fixed)).toEqual({ verifier: RFC_VERIFIER, challenge: RFC_CHALLENGE });
    const a = await createPkcePair();
    const b = await createPkcePair();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(await codeChallengeOf(a.verifier));
  });
});
