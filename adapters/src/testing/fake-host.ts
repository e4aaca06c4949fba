import {
  createHeadlessUi,
  createPlayState,
  type AdapterHost,
  type HostContext,
  type ScriptLoadOptions,
  type UiPort,
} from '@playport/host/adapter-kit';
import type { GameConfigReply } from '@playport/host/api';
import type { EventPayload } from '@playport/sdk/protocol';
import type { PlatformWindow } from '../shared/platform-window.js';
import { fakeApi } from './fake-api.js';
import { fakeWindow } from './fake-window.js';

/**
 * How the fake page loads a platform script: the simulator installs (at once, or after `slowMs` for
 * 'slow'), or the load fails.
 */
export type ScriptLoad = 'ok' | 'slow' | '404' | 'empty' | 'never';

export interface FakeHostOptions {
  url?: string;
  /** Installs the platform's simulator on the window when the adapter loads the script. */
  install?: (win: PlatformWindow) => void;
  load?: ScriptLoad;
  /** How long a 'slow' load takes; default 10 s. */
  slowMs?: number;
  api?: Parameters<typeof fakeApi>[0];
  game?: string;
  /** The game config the host hands the adapter; default none (a page without a portal API). */
  gameConfig?: GameConfigReply | null;
}

/** A host for adapter tests: fake window, fake portal API, recorded events, modals and logs. */
export function fakeHost(options: FakeHostOptions = {}) {
  const { win, log: windowLog } = fakeWindow(options.url);
  const api = fakeApi(options.api);
  const events: { name: string; payload: unknown }[] = [];
  const infos: string[] = [];
  const logs: unknown[][] = [];
  const storage = new Map<string, string>();
  const scripts: string[] = [];
  // Each load's options (an integrity hash), beside `scripts`; `null` for a load without any.
  const scriptOptions: (ScriptLoadOptions | null)[] = [];
  let refreshes = 0;
  const userInfoListeners = new Set<(info: EventPayload<'UserInfoChanged'>) => void>();
  const context: HostContext = {
    window: win,
    fetch: api.fetch,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    loadScript: async (url, loadOptions) => {
      scripts.push(url);
      scriptOptions.push(loadOptions ?? null);
      const load = options.load ?? 'ok';
      if (load === '404') throw new Error(`Failed to load script ${url}`);
      if (load === 'never') return new Promise<void>(() => {});
      if (load === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 10_000));
      if (load === 'ok' || load === 'slow') options.install?.(win);
    },
    randomBytes: (n) => new Uint8Array(n),
    log: (...args) => void logs.push(args),
  };
  const ui: UiPort = {
    ...createHeadlessUi(),
    headless: false,
    showInfo: async ({ body }: { body: string }) => void infos.push(body),
  };
  // The host's own combination of pause and mute reasons, so the events recorded are the ones a game gets.
  const play = createPlayState((name, payload) => void events.push({ name, payload }));
  const host: AdapterHost = {
    context,
    ui,
    game: options.game ?? 'space',
    apiBase: 'https://api.test',
    gameConfig: options.gameConfig ?? null,
    emit: (name, payload) => void events.push({ name, payload }),
    setPlatformState: (change) => play.set('platform', change),
    refreshUserInfo: () => void refreshes++,
    onUserInfo: (listener) => {
      userInfoListeners.add(listener);
      return () => void userInfoListeners.delete(listener);
    },
  };
  return {
    host,
    win,
    api,
    events,
    infos,
    logs,
    storage,
    scripts,
    scriptOptions,
    windowLog,
    /** The pause and mute state the platform's signals reach, as under the real host. */
    play,
    /** Plays the host pushing `UserInfoChanged` (after a sign-in, a refresh or a connection). */
    pushUserInfo(info: EventPayload<'UserInfoChanged'>) {
      for (const listener of [...userInfoListeners]) listener(info);
    },
    /** How many listeners hear the user info (0 once the adapter was destroyed). */
    get userInfoListeners() {
      return userInfoListeners.size;
    },
    get refreshes() {
      return refreshes;
    },
  };
}

export type FakeHost = ReturnType<typeof fakeHost>;
