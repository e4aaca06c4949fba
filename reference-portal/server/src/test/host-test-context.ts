import type { HostContext } from '@playport/host';

/** Storage in a Map, as the host's API client keeps its token (`AuthToken`). */
export function fakeStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
}

/**
 * The context the host's API client runs in, for the server's contract tests: no DOM, the global
 * timers, and `fetch` and `storage` as given (the host's public `HostContext`, built here so the
 * tests use only the host's entries).
 */
export function fakeContext(overrides: Partial<HostContext> = {}): { context: HostContext } {
  const context: HostContext = {
    window: {} as Window,
    fetch: () => Promise.reject(new Error('no fetch given')),
    storage: fakeStorage(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    loadScript: () => Promise.resolve(),
    randomBytes: (n) => new Uint8Array(n),
    log: () => {},
    ...overrides,
  };
  return { context };
}
