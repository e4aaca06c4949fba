// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, HandshakeType, SDK_VERSION } from '@playport/sdk/protocol';
import { HostError, HostErrorCode } from '../errors.js';
import { GAME, holdTimers, makePage, mount, NONCE } from './mount-game-test-kit.js';
import { createDispatcher } from './create-dispatcher.js';
import { mountGame } from './mount-game.js';
import type { MountGameOptions } from './types.js';

describe('mountGame: the frame', () => {
  it('mounts a sandboxed frame whose fragment carries the nonce and the host origin', () => {
    const { game, container } = mount({ title: 'Puzzle' });
    expect(game.frame.parentElement).toBe(container);
    expect(game.frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-pointer-lock allow-popups allow-popups-to-escape-sandbox allow-forms',
    );
    expect(game.frame.getAttribute('allow')).toBe('fullscreen; autoplay; gamepad; clipboard-write');
    expect(game.frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(game.frame.title).toBe('Puzzle');
    expect(game.frame.getAttribute('src')).toBe(
      `${GAME}/index.html#level=3&playport-nonce=${NONCE}&playport-host=https%3A%2F%2Fportal.example`,
    );
    expect(game.isConnected).toBe(false);
  });

  it("refuses a game on the host page's origin unless allowSameOrigin is given", () => {
    const refused = (() => {
      try {
        mount({ src: 'https://portal.example/games/puzzle/' });
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(HostError);
    expect((refused as HostError).code).toBe(HostErrorCode.InvalidParams);
    expect(() => mount({ src: 'https://portal.example/games/puzzle/', allowSameOrigin: true })).not.toThrow();
  });

  it('refuses unusable options before touching the page', () => {
    const { win, container, context } = makePage();
    const listen = vi.spyOn(win, 'addEventListener');
    const base = { container, context, src: `${GAME}/`, dispatch: createDispatcher({}) };
    const bad: Partial<MountGameOptions>[] = [
      { src: 'javascript:alert(1)' },
      { src: '/relative' },
      { allowedOrigins: ['*'] },
      { rateLimit: { burst: 0, perSecond: 1 } },
      { eventTimeoutMs: 0 },
      { handshakeTimeoutMs: NaN },
      { connectTimeoutMs: -1 },
    ];
    for (const over of bad) expect(() => mountGame({ ...base, ...over })).toThrow(HostError);
    expect(container.childElementCount).toBe(0);
    expect(listen).not.toHaveBeenCalledWith('message', expect.anything());
  });
});

describe('mountGame: the handshake', () => {
  it('answers a valid init with a port sent to the exact origin, then serves calls and events', async () => {
    const { game, post, initPort, answerAsGame, onConnect } = mount();
    post(initPort());
    const events: unknown[] = [];
    const remote = await answerAsGame(0, (name, payload) => void events.push([name, payload])).remote;
    await game.connected;
    expect(game.isConnected).toBe(true);
    expect(onConnect).toHaveBeenCalledOnce();
    expect(await remote.call('GetUrlHash')).toEqual({ result: { hash: '#level=3' } });
    expect(await remote.call('constructor')).toEqual({
      error: { code: ErrorCode.UnknownMethod, message: 'Unknown method for channel' },
    });
    game.emit('LanguageChanged', { language: 'de' });
    await vi.waitFor(() => expect(events).toEqual([['LanguageChanged', { language: 'de' }]]));
  });

  it("marks 'playport:game-connected' on the page's timeline each time the game connects", async () => {
    const { game, win, post, initPort, answerAsGame, onConnect } = mount();
    const mark = vi.spyOn(win.performance, 'mark').mockImplementation(() => undefined as never);
    expect(mark).not.toHaveBeenCalled();
    post(initPort());
    await answerAsGame(0).remote;
    await game.connected;
    expect(mark.mock.calls).toEqual([['playport:game-connected', { detail: { src: `${GAME}/index.html#level=3` } }]]);
    post(initPort());
    await answerAsGame(1).remote;
    await vi.waitFor(() => expect(onConnect).toHaveBeenCalledTimes(2));
    expect(mark).toHaveBeenCalledTimes(2);
  });

  it('ignores a message from any other window, even a perfect init', () => {
    const { post, initPort, frameWindow, has } = mount();
    post(initPort(), { source: {} });
    post(initPort(), { source: null });
    post(initPort(), { source: window });
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    expect(has('debug', 'did not come from the game frame')).toBe(true);
  });

  it('ignores the frame speaking from an origin that is not exactly allowed', () => {
    const { post, initPort, frameWindow } = mount();
    for (const origin of [
      'https://portal.example',
      'https://puzzle.games.example.evil.example',
      'http://puzzle.games.example',
      'null',
      '',
    ]) {
      post(initPort(), { origin });
    }
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
  });

  it('ignores garbage and a wrong nonce from the game frame, warning the partner', () => {
    const { post, initPort, frameWindow, has } = mount();
    for (const data of [
      null,
      'init',
      42,
      [],
      { type: HandshakeType.InitPort },
      initPort({ version: 'x' }),
      initPort({ nonce: 'guess' }),
    ]) {
      post(data);
    }
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    expect(has('warn', 'not a well-formed initialise-port message')).toBe(true);
    expect(has('warn', 'nonce does not match')).toBe(true);
  });

  it('refuses another major version to that exact origin, without a port', () => {
    const { game, post, initPort, frameWindow, has } = mount();
    post(initPort({ version: { major: SDK_VERSION.major + 1, minor: 0 } }));
    expect(frameWindow.postMessage).toHaveBeenCalledOnce();
    const [message, origin, transfer] = frameWindow.postMessage.mock.calls[0]!;
    expect(message).toMatchObject({ type: HandshakeType.Refused, nonce: NONCE, code: ErrorCode.VersionMismatch });
    expect((message as { message: string }).message).toContain(`protocol ${SDK_VERSION.major + 1}.0`);
    expect(origin).toBe(GAME);
    expect(transfer).toBeUndefined();
    expect(game.isConnected).toBe(false);
    expect(has('warn', 'speaks protocol')).toBe(true);
  });

  it('accepts a minor version difference', async () => {
    const { game, post, initPort, answerAsGame } = mount();
    post(initPort({ version: { major: SDK_VERSION.major, minor: SDK_VERSION.minor + 3 } }));
    await answerAsGame(0).remote;
    await game.connected;
  });

  it('accepts an explicitly allowed origin and answers to it', () => {
    const { post, initPort, frameWindow } = mount({ allowedOrigins: ['https://cdn.games.example'] });
    post(initPort());
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    post(initPort(), { origin: 'https://cdn.games.example' });
    expect(frameWindow.postMessage.mock.calls[0]![1]).toBe('https://cdn.games.example');
  });

  it('keeps working when the frame can no longer be posted to', () => {
    const { post, initPort, frameWindow, has, game } = mount();
    frameWindow.postMessage.mockImplementationOnce(() => {
      throw new DOMException('target origin mismatch', 'SecurityError');
    });
    post(initPort());
    expect(has('warn', 'Could not hand the channel port to the game')).toBe(true);
    expect(game.isConnected).toBe(false);
    post(initPort());
    expect(frameWindow.postMessage).toHaveBeenCalledTimes(2);
  });
});

describe('mountGame: reloads and destroy', () => {
  it('treats a second init as a reload: the old connection is destroyed and the new document is served', async () => {
    const { game, post, initPort, answerAsGame, onConnect, onDisconnect } = mount();
    post(initPort());
    const first = answerAsGame(0, () => new Promise(() => {}));
    const oldRemote = await first.remote;
    await game.connected;

    post(initPort());
    expect(onDisconnect).toHaveBeenCalledOnce();
    // The old document's end hears the host's DESTROY, so its calls fail at once rather than hang.
    await vi.waitFor(async () => {
      const outcome = await Promise.resolve()
        .then(() => oldRemote.call('GetUrlHash'))
        .then(
          () => 'answered',
          (err: { code?: string }) => err.code,
        );
      expect(outcome).toBe('CONNECTION_DESTROYED');
    });

    const events: unknown[] = [];
    const newRemote = await answerAsGame(1, (name) => void events.push(name)).remote;
    await vi.waitFor(() => expect(onConnect).toHaveBeenCalledTimes(2));
    expect(game.isConnected).toBe(true);
    expect(await newRemote.call('GetUrlHash')).toEqual({ result: { hash: '#level=3' } });
    game.emit('FocusChanged', { focused: true });
    await vi.waitFor(() => expect(events).toEqual(['FocusChanged']));
  });

  it('keeps the rate-limit budget of the frame across a re-sent init', async () => {
    const { post, initPort, answerAsGame } = mount({ rateLimit: { burst: 3, perSecond: 0 } });
    post(initPort());
    const first = await answerAsGame(0).remote;
    const spent = await Promise.all([1, 2, 3].map(() => first.call('GetUrlHash')));
    expect(spent).toEqual([1, 2, 3].map(() => ({ result: { hash: '#level=3' } })));
    expect(await first.call('GetUrlHash')).toEqual({
      error: { code: ErrorCode.RateLimited, message: 'Too many calls; retry later' },
    });

    post(initPort());
    const second = await answerAsGame(1).remote;
    expect(await second.call('GetUrlHash')).toEqual({
      error: { code: ErrorCode.RateLimited, message: 'Too many calls; retry later' },
    });
  });

  it('rejects pending host→game pushes of the old document on reload', async () => {
    const { game, post, initPort, answerAsGame, has } = mount();
    post(initPort());
    await answerAsGame(0, () => new Promise(() => {})).remote;
    await game.connected;
    game.emit('FocusChanged', { focused: false });
    post(initPort());
    await vi.waitFor(() => expect(has('debug', 'Event FocusChanged was not delivered')).toBe(true));
  });

  it('destroy removes the frame and the listener, ends the connection, and is idempotent', async () => {
    const { game, container, post, initPort, answerAsGame, frameWindow, onDisconnect } = mount();
    post(initPort());
    const remote = await answerAsGame(0).remote;
    await game.connected;
    game.destroy();
    game.destroy();
    expect(container.contains(game.frame)).toBe(false);
    expect(game.isConnected).toBe(false);
    expect(onDisconnect).toHaveBeenCalledOnce();
    post(initPort());
    expect(frameWindow.postMessage).toHaveBeenCalledOnce();
    await vi.waitFor(async () => {
      const outcome = await Promise.resolve()
        .then(() => remote.call('GetUrlHash'))
        .then(
          () => 'answered',
          (err: { code?: string }) => err.code,
        );
      expect(outcome).toBe('CONNECTION_DESTROYED');
    });
    game.emit('FocusChanged', { focused: true });
  });

  it('rejects connected with NotConnected when destroyed before any game connected', async () => {
    const { game, onDisconnect } = mount();
    game.destroy();
    await expect(game.connected).rejects.toMatchObject({ code: HostErrorCode.NotConnected });
    expect(onDisconnect).not.toHaveBeenCalled();
  });

  it("rejects connected with NotConnected 'Not initialized' when no game connects in time, and still serves a late one", async () => {
    const timers = holdTimers(30);
    const { game, post, initPort, answerAsGame, has } = mount({ connectTimeoutMs: 30 }, timers.context);
    expect(timers.pending()).toBe(1);
    timers.fire();
    const error = await game.connected.then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(HostError);
    expect(error).toMatchObject({
      code: HostErrorCode.NotConnected,
      details: { src: `${GAME}/index.html#level=3`, connectTimeoutMs: 30 },
    });
    expect((error as HostError).message).toBe('Not initialized');
    expect(has('warn', `The game at ${GAME}/index.html#level=3 has not connected within 30 ms`)).toBe(true);
    post(initPort());
    await answerAsGame(0).remote;
    await vi.waitFor(() => expect(game.isConnected).toBe(true));
  });

  it('does not reject connected once a game has connected', async () => {
    const timers = holdTimers(30);
    const { game, post, initPort, answerAsGame, has } = mount({ connectTimeoutMs: 30 }, timers.context);
    post(initPort());
    await answerAsGame(0).remote;
    await game.connected;
    expect(timers.pending()).toBe(0);
    timers.fire();
    expect(game.isConnected).toBe(true);
    expect(has('warn', 'has not connected')).toBe(false);
  });

  it('survives callbacks that throw', async () => {
    const { game, post, initPort, answerAsGame, has } = mount({
      onConnect: () => {
        throw new Error('consumer bug');
      },
    });
    post(initPort());
    await answerAsGame(0).remote;
    await game.connected;
    expect(has('error', 'The onConnect callback threw')).toBe(true);
    expect(game.isConnected).toBe(true);
  });
});
