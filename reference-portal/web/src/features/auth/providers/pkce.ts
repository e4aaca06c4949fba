/** Base64url without padding (RFC 4648 section 5), as PKCE uses it. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The PKCE S256 challenge of a verifier: base64url of its SHA-256 (RFC 7636 section 4.2). */
export async function codeChallengeOf(verifier: string, crypto: Crypto = globalThis.crypto): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** A PKCE pair: the verifier stays with the portal, the challenge goes to the provider. */
export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

/**
 * A fresh PKCE pair: a verifier of 32 random bytes in base64url (43 characters) and its challenge.
 *
 * @example `const { verifier, challenge } = await createPkcePair();`
 */
export async function createPkcePair(crypto: Crypto = globalThis.crypto): Promise<PkcePair> {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await codeChallengeOf(verifier, crypto) };
}
