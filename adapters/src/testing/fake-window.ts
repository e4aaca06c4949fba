import type { PlatformWindow } from '../shared/platform-window.js';

/** What a fake window records: reloads and opened URLs. */
export interface FakeWindowLog {
  reloads: number;
  opened: string[];
}

/**
 * A window with only what adapters and simulators touch: location (with a counting reload), open
 * and navigator. Platform globals are added by the simulators.
 */
export function fakeWindow(href = 'https://portal.test/play/space/iframe/x'): {
  win: PlatformWindow;
  log: FakeWindowLog;
} {
  const log: FakeWindowLog = { reloads: 0, opened: [] };
  const url = new URL(href);
  const location = {
    href: url.href,
    search: url.search,
    hash: url.hash,
    origin: url.origin,
    pathname: url.pathname,
    reload: () => void log.reloads++,
  };
  const win = {
    location,
    navigator: {
      language: 'en-US',
      userAgent: 'fake',
    },
    open: (target: string) => {
      log.opened.push(target);
      return null;
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as PlatformWindow;
  return { win, log };
}
