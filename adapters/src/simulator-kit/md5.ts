// WebCrypto has no MD5, yet OK, VK Play and AG sign with it; simulators run in browsers too.
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

function words(bytes: Uint8Array): Uint32Array {
  const length = ((bytes.length + 8) >>> 6) * 16 + 16;
  const w = new Uint32Array(length);
  bytes.forEach((b, i) => (w[i >> 2]! |= b << ((i % 4) * 8)));
  w[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  w[length - 2] = (bytes.length * 8) >>> 0;
  w[length - 1] = Math.floor((bytes.length * 8) / 2 ** 32);
  return w;
}

/** Hex MD5 of a UTF-8 string. */
export function md5Hex(text: string): string {
  const w = words(new TextEncoder().encode(text));
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < w.length; block += 16) {
    let [a, b, c, d] = h as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const f =
        round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16;
      const sum = (a + f + K[i]! + w[block + g]!) >>> 0;
      const shift = S[round * 4 + (i % 4)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
  }
  return h.map((v) => [0, 8, 16, 24].map((s) => ((v >>> s) & 0xff).toString(16).padStart(2, '0')).join('')).join('');
}
