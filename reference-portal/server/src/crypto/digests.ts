import { createHash, createHmac } from 'node:crypto';

/** HMAC-SHA256 of `data` under `key`: the signature most platforms and payment providers use. */
export const hmacSha256 = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** MD5 of UTF-8 text, in hex: the signature of the platforms that still sign with it (OK, VK Play, ...). */
export const md5Hex = (data: string) => createHash('md5').update(data, 'utf8').digest('hex');
