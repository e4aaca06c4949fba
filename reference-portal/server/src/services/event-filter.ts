/**
 * The in-game event filter of the spec: an empty filter matches anything, a missing value fails a
 * non-empty filter, `/…/` is a regular expression (an invalid one matches nothing), else equality.
 */
export function filterMatches(filter: string | null | undefined, value: string | null | undefined): boolean {
  if (!filter) return true;
  if (value === null || value === undefined) return false;
  if (filter.length >= 2 && filter.startsWith('/') && filter.endsWith('/')) {
    try {
      return new RegExp(filter.slice(1, -1)).test(value);
    } catch {
      return false;
    }
  }
  return filter === value;
}
