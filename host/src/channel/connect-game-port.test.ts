// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, type Reply } from '@playport/sdk/protocol';
import { connectAsGame, rawCall, recordingLog, testContext } from './channel-test-kit.js';
import { connectGamePort, MAX_PENDING_EVENTS, type GamePortOptions } from './connect-game-port.js';
import { createDispatcher } from './create-dispatcher.js';
import type { Dispatch } from './types.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const dispatchOf = (handlers: Parameters<typeof createDispatcher>[0]) => createDispatcher(handlers);

function setup(over: Partial<GamePortOptions> & { gameEvent?: (name: string, payload: unknown) => unknown } = {}) {
  const { port1, port2 } = new MessageChannel();
  const recorded = recordingLog();
  const onOpen = vi.fn();
  const onClose = vi.fn();
  const link = connectGamePort({
    port: port1,
    dispatch: dispatchOf({ GetUrlHash: async () => ({ hash: '#a' }) }),
    context: testContext(window, { log: recorded.log }),
    handshakeTimeoutMs: 2000,
    eventTimeoutMs: 2000,
    onOpen,
    onClose,
    ...over,
  });
  const game = connectAsGame(port2, over.gameEvent);
  cleanups.push(() => {
    link.destroy();
    game.destroy();
  });
  return { link, game, port2, onOpen, onClose, ...recorded };
}

describe('connectGamePort', () => {
  it('serves call(method, params) through the dispatcher once the handshake is done', async () => {
    const { link, game, onOpen } = setup();
    const remote = await game.remote;
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    expect(link.isOpen).toBe(true);
    expect(await remote.call('GetUrlHash')).toEqual({ result: { hash: '#a' } });
    expect(await remote.call('toString')).toEqual({
      error: { code: ErrorCode.UnknownMethod, message: 'Unknown method for channel' },
    });
  });

  it('exposes nothing but call: inherited names are METHOD_NOT_FOUND and carry no stack', async () => {
    const { game } = setup();
    const remote = (await game.remote) as unknown as Record<string, () => Promise<unknown>>;
    for (const name of ['toString', 'constructor', 'hasOwnProperty', 'isPrototypeOf', 'valueOf', '__proto__']) {
      const err = await remote[name]!().then(
        () => undefined,
        (e: unknown) => e as { code?: string; stack?: string },
      );
      expect(err?.code, name).toBe('METHOD_NOT_FOUND');
      expect(err?.stack, name).toBeUndefined();
    }
  });

  it('answers a malformed raw CALL with an error reply that has no stack', async () => {
    const { game, port2 } = setup();
    await game.remote;
    const reply = await rawCall(port2, ['call'], 5);
    expect(reply.isError).toBe(true);
    expect(reply.value).toEqual({ name: 'TypeError', message: expect.any(String) });
    const notAPath = await rawCall(port2, 'call', []);
    expect(notAPath.isError).toBe(true);
    expect(JSON.stringify(notAPath)).not.toContain('    at ');
  });

  it('turns a non-string method name into UnknownMethod', async () => {
    const { game, port2 } = setup();
    await game.remote;
    const reply = await rawCall(port2, ['call'], [{ evil: true }, {}]);
    expect(reply.value).toEqual({ error: { code: ErrorCode.UnknownMethod, message: 'Unknown method for channel' } });
  });

  it('answers Unknown when a custom dispatch throws or returns something that cannot be cloned', async () => {
    const throwing: Dispatch = async () => {
      throw new Error('dispatch bug');
    };
    const a = setup({ dispatch: throwing });
    expect(await (await a.game.remote).call('GetInfo')).toEqual({
      error: { code: 'Unknown', message: 'dispatch bug' },
    });

    const unclonable: Dispatch = async () => ({ result: { fn: () => 1 } }) as unknown as Reply;
    const b = setup({ dispatch: unclonable });
    expect(await (await b.game.remote).call('GetInfo')).toEqual({
      error: { code: 'Unknown', message: 'The host produced a reply that cannot be sent' },
    });
    expect(b.has('error', 'could not be cloned')).toBe(true);
  });

  it('once open, answers call itself with the same replies, and leaves every other CALL to penpal', async () => {
    const seen: unknown[] = [];
    const { game, port2, onOpen } = setup({
      dispatch: (method, params) => {
        seen.push([method, params]);
        if (method === 'Throw') throw new Error('thrown');
        if (method === 'Reject') return Promise.reject(new Error('rejected'));
        if (method === 'GetInfo') return Promise.resolve({ result: { fn: () => 1 } } as unknown as Reply);
        return createDispatcher({ GetUrlHash: async () => ({ hash: '#a' }) })(method, params);
      },
    });
    await game.remote;
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    const ok = await rawCall(port2, ['call'], ['GetUrlHash', undefined]);
    expect(ok).toMatchObject({ namespace: 'penpal', type: 'REPLY', value: { result: { hash: '#a' } } });
    expect(ok.isError).toBeUndefined();
    expect((await rawCall(port2, ['call'], ['Nope'])).value).toEqual({
      error: { code: ErrorCode.UnknownMethod, message: 'Unknown method for channel' },
    });
    expect((await rawCall(port2, ['call'], ['GetInfo', {}])).value).toEqual({
      error: { code: 'Unknown', message: 'The host produced a reply that cannot be sent' },
    });
    expect((await rawCall(port2, ['call'], ['Throw'])).value).toEqual({
      error: { code: 'Unknown', message: 'thrown' },
    });
    expect((await rawCall(port2, ['call'], ['Reject'])).value).toEqual({
      error: { code: 'Unknown', message: 'rejected' },
    });
    // Not the call path, or not an argument list: penpal's own answers, without a stack.
    for (const [path, args] of [
      [['toString'], []],
      [['call', 'x'], []],
      ['call', []],
      [['call'], 5],
    ] as const) {
      const reply = await rawCall(port2, path, args);
      expect(reply.isError, JSON.stringify(path)).toBe(true);
      expect(JSON.stringify(reply)).not.toContain('    at ');
    }
    expect(seen).toEqual([
      ['GetUrlHash', undefined],
      ['Nope', undefined],
      ['GetInfo', {}],
      ['Throw', undefined],
      ['Reject', undefined],
    ]);
  });

  it('pushes events to the game and logs an event that times out', async () => {
    const received: unknown[] = [];
    const { link, game, onOpen, has } = setup({
      eventTimeoutMs: 250,
      gameEvent: (name, payload) => {
        received.push([name, payload]);
        return name === 'FocusChanged' ? new Promise(() => {}) : undefined;
      },
    });
    await game.remote;
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalled());
    link.emit('LanguageChanged', { language: 'de' });
    link.emit('FocusChanged', { focused: false });
    await vi.waitFor(() => expect(has('warn', 'Event FocusChanged was not delivered')).toBe(true));
    expect(received).toEqual([
      ['LanguageChanged', { language: 'de' }],
      ['FocusChanged', { focused: false }],
    ]);
    expect(has('warn', 'LanguageChanged')).toBe(false);
  });

  it(`drops events beyond ${MAX_PENDING_EVENTS} unanswered ones`, async () => {
    const { link, game, onOpen, has, lines } = setup({ gameEvent: () => new Promise(() => {}) });
    await game.remote;
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalled());
    for (let i = 0; i <= MAX_PENDING_EVENTS; i++) link.emit('FocusChanged', { focused: true });
    expect(has('warn', `${MAX_PENDING_EVENTS} events are still awaiting the game`)).toBe(true);
    link.destroy();
    // Pending pushes end with the connection, quietly.
    await vi.waitFor(() =>
      expect(lines.filter((l) => l.level === 'debug' && l.text.includes('not delivered'))).toHaveLength(
        MAX_PENDING_EVENTS,
      ),
    );
  });

  it('drops events before the handshake and after the end', async () => {
    const { link, game, has, onClose } = setup();
    link.emit('FocusChanged', { focused: true });
    expect(has('debug', 'Dropped event FocusChanged')).toBe(true);
    await game.remote;
    await vi.waitFor(() => expect(link.isOpen).toBe(true));
    link.destroy();
    link.destroy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(link.isOpen).toBe(false);
  });

  it('notices when the game ends the connection', async () => {
    const { link, game, onClose } = setup();
    await game.remote;
    await vi.waitFor(() => expect(link.isOpen).toBe(true));
    game.destroy();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(link.isOpen).toBe(false);
    expect(link.isClosed).toBe(true);
  });

  it('warns of a handshake unfinished after handshakeTimeoutMs, and still serves the game that finishes it later', async () => {
    const { port1, port2 } = new MessageChannel();
    const recorded = recordingLog();
    const onOpen = vi.fn();
    const link = connectGamePort({
      port: port1,
      dispatch: dispatchOf({ GetUrlHash: async () => ({ hash: '#late' }) }),
      context: testContext(window, { log: recorded.log }),
      handshakeTimeoutMs: 20,
      eventTimeoutMs: 20,
      onOpen,
      onClose: vi.fn(),
    });
    cleanups.push(() => link.destroy());
    await vi.waitFor(() =>
      expect(recorded.lines).toContainEqual({
        level: 'warn',
        text: 'The game has not finished the channel handshake within 20 ms; still waiting',
      }),
    );
    expect(onOpen).not.toHaveBeenCalled();
    expect(link.isOpen).toBe(false);
    expect(link.isClosed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));

    const game = connectAsGame(port2);
    cleanups.push(() => game.destroy());
    const remote = await game.remote;
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    expect(await remote.call('GetUrlHash')).toEqual({ result: { hash: '#late' } });
    expect(recorded.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });
});
