import type { PlayportHost } from '@playport/host';

/**
 * What `playport dev`'s QA page (the same-origin parent of the portal page in local mode) offers: it
 * scripts this window's platform simulators and watches its protocol traffic (`attach`), and drives
 * the host a game runs in (`hostMounted`).
 */
export interface DevPanel {
  attach(win: Window): void;
  hostMounted(host: PlayportHost, adapter: string): void;
}

/** The QA page framing this page, or null (no parent, another origin, or a parent without one). */
export function devPanel(win: Window = window): DevPanel | null {
  try {
    if (win.parent === win) return null;
    const panel = (win.parent as Window & { playportDevPanel?: DevPanel }).playportDevPanel;
    return panel && typeof panel.attach === 'function' ? panel : null;
  } catch {
    return null;
  }
}
