const REFUSAL = /refused to connect|x-frame-options|frame-ancestors|refused to display/i;

/**
 * Whether a loaded frame shows the browser's refusal page. Only a same-origin frame can be read; a
 * cross-origin one that loaded is taken as shown.
 */
export function detectRefusal(frame: HTMLIFrameElement): boolean {
  try {
    const doc = frame.contentDocument;
    if (!doc) return false;
    return REFUSAL.test(doc.title) || REFUSAL.test(doc.body?.innerText ?? '');
  } catch {
    return false;
  }
}
