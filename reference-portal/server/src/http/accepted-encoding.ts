import { CODINGS, type Coding } from '../encoding/compressed-forms';

const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The coding among `offered` that an `Accept-Encoding` header accepts best (RFC 9110 §12.5.3), or
 * null for the identity. A higher q wins; equal q goes to the server's order; `q=0` refuses a coding,
 * `*` stands for every coding not named, and `x-gzip` for gzip. No header asks for the identity.
 */
export function acceptedEncoding(
  header: string | undefined | null,
  offered: readonly Coding[] = CODINGS,
): Coding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      if (!param.startsWith('q=')) continue;
      const match = WEIGHT.exec(param.replace(/\s+/g, ''));
      weight = match ? Number(match[1]) : 0;
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    if (!offered.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
