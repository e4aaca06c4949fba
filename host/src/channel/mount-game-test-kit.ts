// Shared by the mountGame tests: a host page on its own origin and a game frame whose window the test plays.
import { afterEach, expect, vi } from 'vitest';
import { Window as HappyWindow } from 'happy-dom';
import { HandshakeType, INTERACTIVE_METHODS, SDK_VERSION } from '@playport/sdk/protocol';
import { connectAsGame, recordingLog, testContext } from './channel-test-kit.js';
import { createDispatcher } from './create-dispatcher.js';
import { mountGame } from './mount-game.js';
import type { MountGameOptions } from './types.js';
import type { HostContext } from '../context.js';

/** Real timers, except those of `ms` exactly, which wait until `fire()` runs the ones not cleared. */
export function holdTimers(ms: number) {
  const held = new Map<number, () => void>();
  let next = 0;
  const context: Partial<HostContext> = {
    setTimeout: (fn, wait) => {
      if (wait !== ms) return setTimeout(fn, wait);
      held.set(++next, fn);
      return `held-${next}`;
    },
    clearTimeout: (id) => {
      if (typeof id === 'string' && id.startsWith('held-')) held.delete(Number(id.slice(5)));
      else clearTimeout(id as ReturnType<typeof setTimeout>);
    },
  };
  return { context, pending: () => held.size, fire: () => [...held.values()].forEach((fn) => fn()) };
}

export const GAME = 'https://puzzle.games.example';
export const NONCE = '0102030405060708090a0b0c0d0e0f10';

export const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const quietConsole = { ...console, log() {}, info() {}, warn() {}, error() {}, debug() {} };

/** A host page on its own origin, closed after the test. */
export function makePage(contextOver: Partial<HostContext> = {}) {
  const page = new HappyWindow({ url: 'https://portal.example/play/puzzle', console: quietConsole });
  cleanups.push(() => page.happyDOM.close());
  const win = page as unknown as Window;
  const container = win.document.createElement('div');
  win.document.body.appendChild(container);
  const recorded = recordingLog();
  const context = testContext(win, {
    log: recorded.log,
    randomBytes: (n) => Uint8Array.from({ length: n }, (_, i) => i + 1),
    ...contextOver,
  });
  return { page, win, container, context, recorded };
}

/** A game mounted in a fresh host page; the frame's window is a stub the test controls. */
export function mount(over: Partial<MountGameOptions> = {}, contextOver: Partial<HostContext> = {}) {
  const { page, win, container, context, recorded } = makePage(contextOver);
  const onConnect = vi.fn();
  const onDisconnect = vi.fn();
  const game = mountGame({
    container,
    src: `${GAME}/index.html#level=3`,
    dispatch: createDispatcher({ GetUrlHash: async () => ({ hash: '#level=3' }) }),
    context,
    onConnect,
    onDisconnect,
    ...over,
  });
  const frameWindow = { postMessage: vi.fn() };
  Object.defineProperty(game.frame, 'contentWindow', { configurable: true, get: () => frameWindow });
  cleanups.push(() => game.destroy());

  const post = (data: unknown, init: { source?: unknown; origin?: string } = {}) =>
    win.dispatchEvent(
      new page.MessageEvent('message', { data, source: frameWindow, origin: GAME, ...init } as never) as never,
    );
  const initPort = (over: object = {}) => ({
    type: HandshakeType.InitPort,
    nonce: NONCE,
    version: { major: SDK_VERSION.major, minor: SDK_VERSION.minor },
    build: 1047,
    ...over,
  });
  /** The port handed to the game by the n-th postMessage, connected as the SDK would. */
  const answerAsGame = (n: number, event?: (name: string, payload: unknown) => unknown) => {
    const [message, origin, transfer] = frameWindow.postMessage.mock.calls[n]!;
    expect(message).toEqual({
      type: HandshakeType.Port,
      nonce: NONCE,
      version: { major: SDK_VERSION.major, minor: SDK_VERSION.minor },
      interactive: [...INTERACTIVE_METHODS],
    });
    expect(origin).toBe(GAME);
    const port = (transfer as MessagePort[])[0]!;
    const side = connectAsGame(port, event);
    cleanups.push(() => side.destroy());
    return side;
  };
  return { game, win, container, frameWindow, post, initPort, answerAsGame, onConnect, onDisconnect, ...recorded };
}
