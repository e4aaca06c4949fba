/**
 * Everything the host runtime needs from the outside world comes through this one object, so tests
 * can hand in fakes (fake timers, a fake fetch) and simulators can stand in for platforms.
 */
export interface HostContext {
  /** The window the host runs in (the embedding page). */
  readonly window: Window;
  readonly fetch: typeof fetch;
  /** Persistent storage; the session token lives here under `AuthToken`. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (id: unknown) => void;
  readonly setInterval: (fn: () => void, ms: number) => unknown;
  readonly clearInterval: (id: unknown) => void;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  /**
   * Loads a classic script by URL; rejects when it fails to load. With `integrity` (an SRI hash,
   * `sha384-…`) the browser runs the file only if its bytes match, and fetches it with CORS, which a
   * cross-origin integrity check needs.
   */
  readonly loadScript: (url: string, options?: ScriptLoadOptions) => Promise<void>;
  /** Cryptographically random bytes. */
  readonly randomBytes: (length: number) => Uint8Array;
  /** Warn-level logging with the product prefix. */
  readonly log: (level: 'debug' | 'info' | 'warn' | 'error', ...args: unknown[]) => void;
}

/**
 * How a script is loaded: Subresource Integrity for a third party's file pinned to one version.
 *
 * @example `context.loadScript(url, { integrity: 'sha384-…' })`
 */
export interface ScriptLoadOptions {
  /** The file's SRI hash (https://www.w3.org/TR/SRI/#the-integrity-attribute). */
  readonly integrity?: string;
}

function memoryStorage(): HostContext['storage'] {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

function safeLocalStorage(win: Window): HostContext['storage'] {
  try {
    const s = win.localStorage;
    s.getItem('AuthToken');
    return s;
  } catch {
    // Storage can throw in sandboxed or privacy-restricted contexts; keep working in memory.
    return memoryStorage();
  }
}

const LEVELS = { debug: 0, info: 1, warn: 2, error: 3 } as const;

/**
 * Builds the context for a real browser page. Pass overrides to replace any part.
 *
 * @example
 * ```ts
 * const context = createBrowserContext(window, { fetch: myFetch });
 * ```
 */
export function createBrowserContext(win: Window = window, overrides: Partial<HostContext> = {}): HostContext {
  const doc = win.document;
  const minLevel = LEVELS.warn;
  const base: HostContext = {
    window: win,
    fetch: win.fetch.bind(win),
    storage: safeLocalStorage(win),
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    setInterval: (fn, ms) => win.setInterval(fn, ms),
    clearInterval: (id) => win.clearInterval(id as number),
    now: () => Date.now(),
    loadScript: (src, options = {}) =>
      new Promise<void>((resolve, reject) => {
        const el = doc.createElement('script');
        if (options.integrity) {
          // A cross-origin file is checked only when fetched with CORS (SRI, section 3.3.2 "cross-origin data leakage").
          el.integrity = options.integrity;
          el.crossOrigin = 'anonymous';
        }
        el.src = src;
        el.async = true;
        el.onload = () => resolve();
        el.onerror = () => {
          el.remove();
          reject(new Error(`Failed to load script ${src}`));
        };
        doc.head.appendChild(el);
      }),
    randomBytes: (n) => win.crypto.getRandomValues(new Uint8Array(n)),
    log: (level, ...args) => {
      if (LEVELS[level] >= minLevel) (win as Window & typeof globalThis).console[level]('[Playport]', ...args);
    },
  };
  return { ...base, ...overrides };
}
