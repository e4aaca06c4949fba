/** What a replay recorder reads from the page; tests hand in a fake. */
export interface ReplayContext {
  addEventListener: (type: string, listener: (event: Event) => void, options?: AddEventListenerOptions) => void;
  href: () => string;
  viewport: () => { width: number; height: number };
  now: () => number;
  id: () => string;
  send: (envelope: string) => void;
  dsn: string;
}

/** `session`: every segment is sent; `buffer`: the last events are kept and sent only with an error. */
export type ReplayMode = 'session' | 'buffer';

/** One recorded event in the replay format (type 4 = page meta, 5 = custom breadcrumb). */
interface ReplayEvent {
  type: 4 | 5;
  timestamp: number;
  data: Record<string, unknown>;
}

const BUFFER_MS = 60_000;
const MAX_EVENTS = 500;

/**
 * Chooses the replay mode with the sample rates: a recorded session at `session`, otherwise a
 * buffered replay at `onError`, otherwise none.
 */
export function sampleReplayMode(rates: { session: number; onError: number }, random: () => number): ReplayMode | null {
  if (random() < rates.session) return 'session';
  if (random() < rates.onError) return 'buffer';
  return null;
}

/**
 * A light session replay: page meta (first page and every navigation), clicks and errors as replay breadcrumbs, sent as
 * Sentry `replay_event` + `replay_recording` envelope items. A session replay flushes a segment
 * whenever the page is hidden and after an error; a buffered one keeps the last minute and sends it
 * only when an error is reported.
 */
export function createSessionReplay(mode: ReplayMode, ctx: ReplayContext) {
  const replayId = ctx.id();
  const started = ctx.now();
  let segment = 0;
  let events: ReplayEvent[] = [];
  let errorIds: string[] = [];
  let urls: string[] = [];
  let type: ReplayMode = mode;
  let lastHref = '';

  const record = (event: ReplayEvent) => {
    events.push(event);
    if (type === 'buffer') events = events.filter((e) => e.timestamp >= ctx.now() - BUFFER_MS);
    if (events.length > MAX_EVENTS) events = events.slice(-MAX_EVENTS);
  };
  const breadcrumb = (category: string, message: string) =>
    record({ type: 5, timestamp: ctx.now(), data: { tag: 'breadcrumb', payload: { timestamp: ctx.now() / 1000, type: 'default', category, message } } });
  const meta = () => {
    const href = ctx.href();
    if (href === lastHref) return;
    lastHref = href;
    urls.push(href);
    record({ type: 4, timestamp: ctx.now(), data: { href, ...ctx.viewport() } });
  };

  const flush = () => {
    if (!events.length) return;
    const header = { event_id: replayId, dsn: ctx.dsn, sent_at: new Date(ctx.now()).toISOString() };
    const replayEvent = {
      type: 'replay_event', replay_id: replayId, event_id: replayId, segment_id: segment, replay_type: type,
      timestamp: ctx.now() / 1000, replay_start_timestamp: started / 1000, urls, error_ids: errorIds, trace_ids: [], platform: 'javascript',
    };
    const recording = `${JSON.stringify({ segment_id: segment })}\n${JSON.stringify(events)}`;
    ctx.send(
      `${JSON.stringify(header)}\n${JSON.stringify({ type: 'replay_event' })}\n${JSON.stringify(replayEvent)}\n` +
        `${JSON.stringify({ type: 'replay_recording', length: new TextEncoder().encode(recording).length })}\n${recording}\n`,
    );
    segment += 1;
    events = [];
    errorIds = [];
    urls = [];
  };

  meta();
  ctx.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    breadcrumb('ui.click', target?.tagName ? describe(target) : 'unknown');
  }, { capture: true, passive: true });
  ctx.addEventListener('popstate', meta);
  ctx.addEventListener('visibilitychange', () => type === 'session' && flush());
  ctx.addEventListener('pagehide', () => type === 'session' && flush());

  return {
    replayId,
    get mode() {
      return type;
    },
    /** Records a navigation of the single-page app (a new URL; the same URL again is ignored). */
    navigated: meta,
    /**
     * Links an error to the replay and sends what was recorded; a buffered replay becomes a
     * session replay from here on, as in Sentry's on-error sampling.
     */
    errorReported(errorId: string, message: string) {
      breadcrumb('error', message.slice(0, 200));
      errorIds.push(errorId);
      flush();
      type = 'session';
    },
  };
}

/** The session replay returned by {@link createSessionReplay}. */
export type SessionReplay = ReturnType<typeof createSessionReplay>;

function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  return `${el.tagName.toLowerCase()}${id}${cls}`;
}
