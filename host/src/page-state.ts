import type { HostContext } from './context.js';

/** The page facts the host pushes to games as state events. */
export interface PageState {
  orientation(): 'portrait' | 'landscape';
  /** True while the page is visible and it, or a frame inside it, has the keyboard focus. */
  focused(): boolean;
  /** Removes the listeners. */
  stop(): void;
}

/**
 * Watches orientation (`(orientation: portrait)`) and focus. Focus is read with
 * `document.hasFocus()`, which stays true while a game frame inside the page has focus: the window's
 * own `blur` fires whenever the player clicks into the game, so it cannot be trusted on its own.
 *
 * @example
 * ```ts
 * const page = watchPageState(context, { orientation: (o) => emit(o), focus: (f) => emit(f) });
 * ```
 */
export function watchPageState(
  context: HostContext,
  on: { orientation: (value: 'portrait' | 'landscape') => void; focus: (focused: boolean) => void },
): PageState {
  const win = context.window;
  const doc = win.document;
  const query = typeof win.matchMedia === 'function' ? win.matchMedia('(orientation: portrait)') : null;
  const orientation = () => (query?.matches ? 'portrait' : 'landscape');
  const focused = () => doc.visibilityState !== 'hidden' && doc.hasFocus();

  let lastFocus = focused();
  let pending = false;
  let stopped = false;
  // Focus moves in two steps (blur, then focus elsewhere); read it once both have happened.
  const checkFocus = () => {
    if (pending) return;
    pending = true;
    context.setTimeout(() => {
      pending = false;
      if (stopped) return;
      const now = focused();
      if (now !== lastFocus) {
        lastFocus = now;
        on.focus(now);
      }
    }, 0);
  };
  const orientationChanged = () => on.orientation(orientation());

  query?.addEventListener?.('change', orientationChanged);
  win.addEventListener('focus', checkFocus);
  win.addEventListener('blur', checkFocus);
  doc.addEventListener('visibilitychange', checkFocus);

  return {
    orientation,
    focused,
    stop() {
      stopped = true;
      query?.removeEventListener?.('change', orientationChanged);
      win.removeEventListener('focus', checkFocus);
      win.removeEventListener('blur', checkFocus);
      doc.removeEventListener('visibilitychange', checkFocus);
    },
  };
}
