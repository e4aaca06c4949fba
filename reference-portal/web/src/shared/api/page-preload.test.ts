import { describe, expect, it } from 'vitest';
import { takePreloadedGameConfig } from './page-preload';
import { takePreloadedGames } from './use-games';

const page = (preload?: object) => ({ __PLAYPORT_PRELOAD__: preload }) as unknown as Window;

describe('takePreloadedGameConfig', () => {
  it('hands over the preloaded reply of that game once; the next read fetches anew', async () => {
    const reply = Promise.resolve({ GameSystemName: 'hello-game' });
    const win = page({ gameConfig: { game: 'hello-game', reply } });
    expect(await takePreloadedGameConfig('hello-game', win)).toEqual({ GameSystemName: 'hello-game' });
    expect(takePreloadedGameConfig('hello-game', win)).toBeNull();
  });

  it('is null for another game, and when nothing was preloaded', () => {
    const win = page({ gameConfig: { game: 'hello-game', reply: Promise.resolve(null) } });
    expect(takePreloadedGameConfig('puzzle', win)).toBeNull();
    expect(takePreloadedGameConfig('hello-game', page())).toBeNull();
    expect(takePreloadedGameConfig('hello-game', page({}))).toBeNull();
  });
});

describe('takePreloadedGames', () => {
  it('hands over the preloaded games list once; the next read fetches anew', async () => {
    const win = page({ games: Promise.resolve({ Games: [{ GameSystemName: 'hello-game' }] }) });
    expect(await takePreloadedGames(win)).toEqual({ Games: [{ GameSystemName: 'hello-game' }] });
    expect(takePreloadedGames(win)).toBeNull();
  });

  it('is null when nothing was preloaded, and leaves a play page preload alone', () => {
    const gameConfig = { game: 'hello-game', reply: Promise.resolve(null) };
    const win = page({ gameConfig });
    expect(takePreloadedGames(win)).toBeNull();
    expect(takePreloadedGames(page())).toBeNull();
    expect((win as unknown as { __PLAYPORT_PRELOAD__: object }).__PLAYPORT_PRELOAD__).toEqual({ gameConfig });
  });
});
