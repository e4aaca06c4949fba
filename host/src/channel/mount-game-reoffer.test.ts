// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { HandshakeType } from '@playport/sdk/protocol';
import { holdTimers, mount } from './mount-game-test-kit.js';

const destroyedOutcome = (call: () => Promise<unknown>) =>
  Promise.resolve()
    .then(call)
    .then(
      () => 'answered',
      (err: { code?: string }) => err.code,
    );

describe('mountGame: re-offers of one document load', () => {
  it('answers the first offer of a load with one port and ignores its repeats, pending or open', async () => {
    const { game, post, initPort, answerAsGame, frameWindow, onConnect, has } = mount();
    for (let i = 0; i < 3; i++) post(initPort({ loadId: 'load-a' }));
    expect(frameWindow.postMessage).toHaveBeenCalledOnce();
    expect(has('debug', 'Ignored a re-offer of the game document already being served')).toBe(true);

    const remote = await answerAsGame(0).remote;
    await game.connected;
    post(initPort({ loadId: 'load-a' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frameWindow.postMessage).toHaveBeenCalledOnce();
    expect(onConnect).toHaveBeenCalledOnce();
    expect(game.isConnected).toBe(true);
    expect(await remote.call('GetUrlHash')).toEqual({ result: { hash: '#level=3' } });
  });

  it('takes a new load id for a reload: the old connection ends and the new document is served', async () => {
    const { game, post, initPort, answerAsGame, frameWindow, onConnect, onDisconnect } = mount();
    post(initPort({ loadId: 'load-a' }));
    const oldRemote = await answerAsGame(0).remote;
    await game.connected;

    post(initPort({ loadId: 'load-b' }));
    post(initPort({ loadId: 'load-b' }));
    expect(frameWindow.postMessage).toHaveBeenCalledTimes(2);
    expect(onDisconnect).toHaveBeenCalledOnce();
    await vi.waitFor(async () =>
      expect(await destroyedOutcome(() => oldRemote.call('GetUrlHash'))).toBe('CONNECTION_DESTROYED'),
    );
    const newRemote = await answerAsGame(1).remote;
    await vi.waitFor(() => expect(onConnect).toHaveBeenCalledTimes(2));
    expect(await newRemote.call('GetUrlHash')).toEqual({ result: { hash: '#level=3' } });
  });

  it('serves a re-offer again once the connection of its load has ended', async () => {
    const { game, post, initPort, answerAsGame, frameWindow, onDisconnect } = mount();
    post(initPort({ loadId: 'load-a' }));
    const first = answerAsGame(0);
    await first.remote;
    await game.connected;
    first.destroy();
    await vi.waitFor(() => expect(onDisconnect).toHaveBeenCalledOnce());

    post(initPort({ loadId: 'load-a' }));
    expect(frameWindow.postMessage).toHaveBeenCalledTimes(2);
    const again = await answerAsGame(1).remote;
    expect(await again.call('GetUrlHash')).toEqual({ result: { hash: '#level=3' } });
  });

  it('serves a game whose first offer comes after every host timeout has passed', async () => {
    const timers = holdTimers(30);
    const { game, post, initPort, answerAsGame, has } = mount(
      { connectTimeoutMs: 30, handshakeTimeoutMs: 30 },
      timers.context,
    );
    timers.fire();
    await expect(game.connected).rejects.toMatchObject({ message: 'Not initialized' });

    post(initPort({ loadId: 'late' }));
    // The port's handshake warning fires too, and still the game is served.
    timers.fire();
    expect(has('warn', 'has not finished the channel handshake within 30 ms; still waiting')).toBe(true);
    const remote = await answerAsGame(0).remote;
    await vi.waitFor(() => expect(game.isConnected).toBe(true));
    expect(await remote.call('GetUrlHash')).toEqual({ result: { hash: '#level=3' } });
  });

  it('refuses each offer of another major version, and never sends a port', () => {
    const { post, initPort, frameWindow } = mount();
    for (let i = 0; i < 2; i++) post(initPort({ loadId: 'old', version: { major: 0, minor: 9 } }));
    expect(frameWindow.postMessage.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual([
      HandshakeType.Refused,
      HandshakeType.Refused,
    ]);
  });
});
