import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

/** One request the local push service received. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/**
 * A stand-in for a browser vendor's push service on 127.0.0.1: records every request and answers
 * with the status `respond` picks (201 by default).
 */
export async function startLocalPushService(respond: (path: string) => number = () => 201) {
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(respond(path)).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

const b64u = (b: Uint8Array) => Buffer.from(b).toString('base64url');

/** A browser-side subscription's secrets: a P-256 key pair and a 16-byte auth secret (base64url). */
export function createSubscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(randomBytes(16)), privateKey: b64u(ecdh.getPrivateKey()) };
}

/**
 * Checks a push's `Authorization: vapid t=…, k=…` header: the JWT is ES256-signed by `k`, which must
 * be the expected public key, for the push service's origin. Returns the JWT claims.
 */
export async function verifyVapidHeader(
  authorization: string | undefined,
  publicKey: string,
  audience: string,
): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  if (match[2] !== publicKey) throw new Error('The VAPID header names another public key');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1]!, key, { audience, algorithms: ['ES256'] });
  return payload;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an `aes128gcm` web push body (RFC 8188 / RFC 8291) with the subscription's private key
 * and auth secret, as the browser does. Throws when the body is not well formed.
 */
export function decryptWebPush(body: Buffer, keys: { p256dh: string; auth: string; privateKey: string }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length < 17) throw new Error('Not an aes128gcm web push body');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  const secret = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    Buffer.from(keys.p256dh, 'base64url'),
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(Buffer.from(keys.auth, 'base64url'), secret), info);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('Missing the last-record padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}
