import { describe, expect, it, vi } from 'vitest';
import { createPlayState } from './play-state.js';

const setup = () => {
  const emit = vi.fn();
  return { emit, play: createPlayState(emit) };
};

describe('createPlayState', () => {
  it('pushes pause then mute when the first reason holds, and the release when the last one ends', () => {
    const { emit, play } = setup();
    play.set('hidden', { paused: true, muted: true });
    const release = play.holdAd();
    play.set('hidden', { paused: false, muted: false });
    expect(play).toMatchObject({ paused: true, muted: true });
    release();
    expect(emit.mock.calls).toEqual([
      ['PauseStateChanged', { paused: true, reason: 'hidden' }],
      ['AudioStateChanged', { muted: true, reason: 'hidden' }],
      ['PauseStateChanged', { paused: false, reason: 'ad' }],
      ['AudioStateChanged', { muted: false, reason: 'ad' }],
    ]);
    expect(play).toMatchObject({ paused: false, muted: false });
  });

  it('keeps pause and mute apart: a platform mute does not pause', () => {
    const { emit, play } = setup();
    play.set('platform', { muted: true });
    play.set('host', { paused: true });
    play.set('platform', { muted: false });
    expect(emit.mock.calls).toEqual([
      ['AudioStateChanged', { muted: true, reason: 'platform' }],
      ['PauseStateChanged', { paused: true, reason: 'host' }],
      ['AudioStateChanged', { muted: false, reason: 'platform' }],
    ]);
  });

  it('counts ads, ignores a second release, and treats a repeated switch as one', () => {
    const { emit, play } = setup();
    const first = play.holdAd();
    const second = play.holdAd();
    first();
    first();
    expect(play.paused).toBe(true);
    second();
    play.set('platform', { paused: true });
    play.set('platform', { paused: true });
    play.set('platform', { paused: false });
    expect(emit.mock.calls.map(([name, payload]) => [name, payload.reason, payload.paused ?? payload.muted])).toEqual([
      ['PauseStateChanged', 'ad', true],
      ['AudioStateChanged', 'ad', true],
      ['PauseStateChanged', 'ad', false],
      ['AudioStateChanged', 'ad', false],
      ['PauseStateChanged', 'platform', true],
      ['PauseStateChanged', 'platform', false],
    ]);
  });

  it('replays the last events sent, and nothing before any', () => {
    const { play } = setup();
    const send = vi.fn();
    play.replay(send);
    expect(send).not.toHaveBeenCalled();
    play.set('hidden', { paused: true, muted: true });
    play.set('hidden', { muted: false });
    play.replay(send);
    expect(send.mock.calls).toEqual([
      ['PauseStateChanged', { paused: true, reason: 'hidden' }],
      ['AudioStateChanged', { muted: false, reason: 'hidden' }],
    ]);
  });
});
