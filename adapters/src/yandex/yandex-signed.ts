import type { YaPurchase, YaSigned, YaSignedPurchase } from './yandex-types.js';

/** The `signature` of a signed answer, or null for an unsigned one. */
export const signatureOf = (answer: YaPurchase | YaPurchase[] | YaSigned): string | null =>
  !Array.isArray(answer) && typeof (answer as YaSigned).signature === 'string' && (answer as YaSigned).signature
    ? (answer as YaSigned).signature
    : null;

/**
 * Reads the `data` of Yandex signed data `<signature>.<payload>` (payload: base64 JSON). Only the
 * server can verify it; the adapter reads it to know which purchase tokens it sent.
 */
export function signedData(signature: string): unknown {
  const payload = signature.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload), (c) => c.charCodeAt(0));
    return (JSON.parse(new TextDecoder().decode(bytes)) as { data?: unknown }).data ?? null;
  } catch {
    return null;
  }
}

/** The purchase tokens inside signed purchase data (one purchase, or the `getPurchases()` list). */
export function signedTokens(signature: string): string[] {
  const data = signedData(signature);
  const list = (Array.isArray(data) ? data : [data]) as Partial<YaSignedPurchase>[];
  return list.flatMap((p) => (typeof p?.token === 'string' && p.token ? [p.token] : []));
}
