import { describe, expect, it } from 'vitest';
import type { GameConfigReply } from '@playport/api-contract';
import { createGameConfigSource } from './game-config-source.js';

const reply = (game: string) => ({ GameSystemName: game }) as unknown as GameConfigReply;

describe('createGameConfigSource', () => {
  it('fetches each game once and answers each game with its own config', async () => {
    const fetched: string[] = [];
    const source = createGameConfigSource({
      platform: 'YandexGames',
      fetch: async (game) => (fetched.push(game), reply(game)),
      log: () => {},
    });
    expect(await source('space')).toEqual(reply('space'));
    expect(await source('tetris')).toEqual(reply('tetris'));
    expect(await source('space')).toEqual(reply('space'));
    expect(fetched).toEqual(['space', 'tetris']);
  });

  it('gives the config the page passed without fetching, and null with a logged error on a failed fetch', async () => {
    const given = reply('given');
    const noFetch = createGameConfigSource({
      given,
      platform: 'YandexGames',
      fetch: async () => {
        throw new Error('unexpected');
      },
      log: () => {},
    });
    expect(await noFetch('space')).toBe(given);
    const logs: unknown[][] = [];
    const failing = createGameConfigSource({
      platform: 'YandexGames',
      fetch: async () => {
        throw new Error('down');
      },
      log: (...args) => void logs.push(args),
    });
    expect(await failing('space')).toBeNull();
    expect(logs[0]![1]).toMatchObject({ code: 'ApiError' });
  });
});
