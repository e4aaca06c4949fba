const encoder = new TextEncoder();

const base64 = (bytes: Uint8Array) => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
};

/**
 * Signs `data` as Yandex Games does (https://yandex.ru/dev/games/doc/ru/sdk/sdk-purchases#signature):
 * `<signature>.<payload>`, the payload the base64 of the JSON
 * `{ algorithm: 'HMAC-SHA256', issuedAt, requestPayload, data }`, the signature the base64 of
 * HMAC-SHA256 over that JSON text (the decoded payload), keyed with the game's secret.
 * The simulator's own code (WebCrypto), shared with no verifier.
 */
export async function signAsYandex(
  data: unknown,
  secret: string,
  issuedAt = Math.floor(Date.now() / 1000),
  requestPayload = '',
): Promise<string> {
  const json = encoder.encode(JSON.stringify({ algorithm: 'HMAC-SHA256', issuedAt, requestPayload, data }));
  return signYandexBytes(json, secret);
}

/** The signed form of already encoded payload bytes (the JSON text). */
export async function signYandexBytes(json: Uint8Array, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new Uint8Array(json)));
  return `${base64(mac)}.${base64(json)}`;
}
