/**
 * The frame's sandbox. `allow-same-origin` keeps storage and real origin checks working, and is safe
 * only because games are served from their own origin, never the host page's (see resolveGameOrigins).
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-pointer-lock allow-popups allow-popups-to-escape-sandbox allow-forms';

/** Features delegated to the game; they default to `'self'` and would be blocked in a cross-origin frame. */
export const GAME_FRAME_ALLOW = 'fullscreen; autoplay; gamepad; clipboard-write';

/**
 * Creates the game's iframe, not yet in the document. The sandbox and permissions are set before `src`
 * so the first navigation already runs under them. It fills its container without a border, through
 * presentational attributes that any stylesheet of the page overrides (an iframe is 300×150 otherwise).
 *
 * @example
 * ```ts
 * container.append(createGameFrame(document, src, 'Puzzle game'));
 * ```
 */
export function createGameFrame(doc: Document, src: string, title: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.setAttribute('sandbox', GAME_FRAME_SANDBOX);
  frame.setAttribute('allow', GAME_FRAME_ALLOW);
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.setAttribute('title', title);
  frame.setAttribute('width', '100%');
  frame.setAttribute('height', '100%');
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('src', src);
  return frame;
}
