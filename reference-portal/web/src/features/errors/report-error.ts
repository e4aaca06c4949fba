import { createSessionReplay, sampleReplayMode, type SessionReplay } from './session-replay';

/** The spec's sample rates: performance traces, session replays, replays of sessions with an error. */
export const SAMPLE_RATES = { traces: 0.25, replaysSession: 0.1, replaysOnError: 1 } as const;

const TUNNEL = '/api/s_tunnel';

interface Reporter {
  dsn: string;
  send: (body: string) => void;
  replay: SessionReplay | null;
}

let reporter: Reporter | null = null;
const seen = new WeakSet<object>();

function eventId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** One Sentry envelope: its header naming the DSN (the tunnel checks it), then one item. */
export function buildEnvelope(dsn: string, type: 'event' | 'transaction', payload: Record<string, unknown>, id = eventId()): string {
  const header = { event_id: id, dsn, sent_at: new Date().toISOString() };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type })}\n${JSON.stringify({ event_id: id, platform: 'javascript', ...payload })}\n`;
}

/**
 * Reports errors as Sentry envelopes through the same-origin tunnel when a DSN is configured;
 * without one nothing is sent. A page load is traced at the traces sample rate; a session replay
 * is recorded at the session rate, otherwise buffered at the on-error rate (see session-replay.ts).
 */
export function initErrorReporting(dsn: string | null, random: () => number = Math.random): void {
  if (!dsn) return;
  const send = (body: string) =>
    void fetch(TUNNEL, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/x-sentry-envelope' } }).catch(() => undefined);
  const mode = sampleReplayMode({ session: SAMPLE_RATES.replaysSession, onError: SAMPLE_RATES.replaysOnError }, random);
  const replay = mode
    ? createSessionReplay(mode, {
        addEventListener: (type, listener, options) => (type === 'visibilitychange' ? document : window).addEventListener(type, listener, options),
        href: () => location.href,
        viewport: () => ({ width: innerWidth, height: innerHeight }),
        now: () => Date.now(),
        id: eventId,
        send,
        dsn,
      })
    : null;
  reporter = { dsn, send, replay };
  addEventListener('error', (event) => reportError(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportError(event.reason));
  if (random() < SAMPLE_RATES.traces) {
    const start = performance.timeOrigin / 1000;
    addEventListener('load', () => {
      reporter?.send(
        buildEnvelope(dsn, 'transaction', {
          type: 'transaction',
          transaction: location.pathname,
          start_timestamp: start,
          timestamp: Date.now() / 1000,
          contexts: { trace: { trace_id: eventId(), span_id: eventId().slice(0, 16), op: 'pageload' } },
        }),
      );
    });
  }
}

/** Records a client-side navigation in the session replay, when one is running. */
export function recordNavigation(): void {
  reporter?.replay?.navigated();
}

/** Sends one error (once per error object). */
export function reportError(error: unknown): void {
  if (!reporter) return;
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  const err = error instanceof Error ? error : new Error(String(error));
  const id = eventId();
  const replay = reporter.replay;
  reporter.send(
    buildEnvelope(reporter.dsn, 'event', {
      timestamp: Date.now() / 1000,
      level: 'error',
      exception: { values: [{ type: err.name, value: err.message.slice(0, 1000) }] },
      request: { url: location.origin + location.pathname },
      ...(replay ? { contexts: { replay: { replay_id: replay.replayId } }, tags: { replayId: replay.replayId } } : {}),
    }, id),
  );
  replay?.errorReported(id, `${err.name}: ${err.message}`);
}
