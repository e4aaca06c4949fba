import { isAllowedOrigin } from './allowed-origins.js';

/**
 * Listens to `message` events on `win`, passing on only those from an allowed origin and, when
 * `source` is given, from that exact window. Returns the unsubscribe function.
 */
export function listenMessages(
  win: Window,
  allowed: readonly string[],
  handler: (data: unknown, event: MessageEvent) => void,
  source?: () => MessageEventSource | null | undefined,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isAllowedOrigin(allowed, event.origin)) return;
    if (source) {
      const expected = source();
      if (!expected || event.source !== expected) return;
    }
    handler(event.data, event);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** Parses a JSON-string `{ command, data }` message (the Xsolla protocol); null for anything else. */
export function parseCommand(data: unknown): { command: string; data: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { command?: unknown; data?: unknown } | null;
    return parsed && typeof parsed.command === 'string' ? { command: parsed.command, data: parsed.data } : null;
  } catch {
    return null;
  }
}
