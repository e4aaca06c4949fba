import { createHash, createHmac } from 'node:crypto';

export const hmacSha256 = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
export const md5Hex = (data: string) => createHash('md5').update(data, 'utf8').digest('hex');

/** Launch parameters from a query string (with or without `?`) or a plain object. */
export function toParams(input: string | Record<string, unknown>): Map<string, string> {
  if (typeof input === 'string') return new Map(new URLSearchParams(input.replace(/^[?#]/, '')));
  return new Map(Object.entries(input).map(([k, v]) => [k, String(v)]));
}

/** Entries sorted by key (code-unit order, as the platforms sort). */
export function sortedEntries(params: Map<string, string>, skip: readonly string[]): [string, string][] {
  return [...params.entries()].filter(([k]) => !skip.includes(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
