import type { PlatformWindow } from '../shared/platform-window.js';

/** What a fake window records: reloads and opened URLs. */
export interface FakeWindowLog {
  reloads: number;
  opened: string[];
}

/**
 * A window with only what adapters and simulators touch: location (with a counting reload), open,
 * navigator, and a document that is only an event target with its `visibilityState`. Platform globals are added by the simulators.
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
  // Real listeners on the window and its document, so a test can show, hide or focus the page.
  const events = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = {
    location,
    document,
    navigator: {
      language: 'en-US',
      userAgent: 'fake',
    },
    open: (target: string) => {
      log.opened.push(target);
      return null;
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  } as unknown as PlatformWindow;
  return { win, log };
}
