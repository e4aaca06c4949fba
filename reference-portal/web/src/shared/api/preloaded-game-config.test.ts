import { describe, expect, it } from 'vitest';
import { takePreloadedGameConfig } from './preloaded-game-config';

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
