import { describe, expect, it } from 'vitest';
import { recentFriends } from './recent-friends';

const friend = (id: string, game: string, daysAgo: number) => ({
  FriendAccountId: id,
  GameId: null,
  Game: game,
  InThisGame: false,
  Name: id,
  Status: null,
  LastUpdatedAt: new Date(Date.UTC(2026, 0, 1) - daysAgo * 86_400_000).toISOString(),
});

describe('recentFriends', () => {
  it('keeps friends of this game updated within a year, newest first', () => {
    const now = Date.UTC(2026, 0, 1);
    const list = [friend('old', 'g', 400), friend('b', 'g', 3), friend('other', 'h', 1), friend('a', 'g', 1)];
    expect(recentFriends(list, 'g', now).map((f) => f.FriendAccountId)).toEqual(['a', 'b']);
  });
});
