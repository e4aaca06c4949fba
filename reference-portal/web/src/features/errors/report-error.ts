/** The spec's sample rates: performance traces, session replays, replays of sessions with an error. */
export const SAMPLE_RATES = { traces: 0.25, replaysSession: 0.1, replaysOnError: 1 } as const;

/** The part of `@sentry/browser` error reporting uses; tests hand in a fake. */
export type SentrySdk = typeof import('./sentry-sdk');

/** Where the server's tunnel is and what the events are tagged with. */
export interface ErrorReportingOptions {
  /** The API base of the runtime configuration; the tunnel is `{apiBase}/api/s_tunnel`. */
  apiBase?: string;
  release?: string | null;
  environment?: string | null;
}

type State = { kind: 'off' } | { kind: 'loading'; queue: unknown[] } | { kind: 'ready'; sdk: SentrySdk };

let state: State = { kind: 'off' };
const seen = new WeakSet<object>();

const loadSdk = (): Promise<SentrySdk> => import('./sentry-sdk');

/**
 * With a DSN, loads the Sentry SDK in its own chunk and starts it: errors, traces and session replays
 * go as envelopes through the server's tunnel. Errors raised while the SDK loads are kept and sent
 * once it is ready; a failed load is logged and nothing is reported. Without a DSN nothing is loaded.
 * Resolves when the SDK is running or has failed to load.
 */
export async function initErrorReporting(
  dsn: string | null,
  options: ErrorReportingOptions = {},
  load: () => Promise<SentrySdk> = loadSdk,
): Promise<void> {
  if (!dsn || state.kind !== 'off') return;
  const queue: unknown[] = [];
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  const stopListening = () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
  state = { kind: 'loading', queue };
  let sdk: SentrySdk;
  try {
    sdk = await load();
    sdk.init({
      dsn,
      tunnel: `${options.apiBase ?? ''}/api/s_tunnel`,
      tracesSampleRate: SAMPLE_RATES.traces,
      replaysSessionSampleRate: SAMPLE_RATES.replaysSession,
      replaysOnErrorSampleRate: SAMPLE_RATES.replaysOnError,
      integrations: [sdk.browserTracingIntegration(), sdk.replayIntegration()],
      ...(options.release ? { release: options.release } : {}),
      ...(options.environment ? { environment: options.environment } : {}),
    });
  } catch (error) {
    console.warn('[Playport] error reporting not started', error);
    stopListening();
    state = { kind: 'off' };
    return;
  }
  // From here the SDK's own handlers catch uncaught errors and rejections.
  stopListening();
  state = { kind: 'ready', sdk };
  for (const error of queue) sdk.captureException(error);
}

/** Reports one error (once per error object); before the SDK has loaded it is kept and sent after. */
export function reportError(error: unknown): void {
  if (state.kind === 'off') return;
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  if (state.kind === 'loading') state.queue.push(error);
  else state.sdk.captureException(error);
}
