import type { ApiTypes } from '../../shared/api/api-types';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Friends of this game whose status changed within the last year, newest first. */
export function recentFriends(
  friends: readonly ApiTypes['Friend'][],
  game: string,
  now = Date.now(),
): ApiTypes['Friend'][] {
  return friends
    .filter((f) => (f.Game === game || f.InThisGame) && now - Date.parse(f.LastUpdatedAt) <= YEAR_MS)
    .sort((a, b) => Date.parse(b.LastUpdatedAt) - Date.parse(a.LastUpdatedAt));
}
