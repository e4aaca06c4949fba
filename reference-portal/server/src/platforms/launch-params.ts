/** Launch parameters from a query string (with or without `?`) or a plain object. */
export function toParams(input: string | Record<string, unknown>): Map<string, string> {
  if (typeof input === 'string') return new Map(new URLSearchParams(input.replace(/^[?#]/, '')));
  return new Map(Object.entries(input).map(([k, v]) => [k, String(v)]));
}

/** Entries sorted by key (code-unit order, as the platforms sort). */
export function sortedEntries(params: Map<string, string>, skip: readonly string[]): [string, string][] {
  return [...params.entries()].filter(([k]) => !skip.includes(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
