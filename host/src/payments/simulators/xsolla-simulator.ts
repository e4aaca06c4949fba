import { openSimulatorOverlay, type SimulatorOverlay } from './simulator-overlay.js';

type Handler = (event: Event, data?: unknown) => void;

const EVENT_TYPES = Object.freeze({
  INIT: 'init',
  OPEN: 'open',
  OPEN_WINDOW: 'open-window',
  OPEN_LIGHTBOX: 'open-lightbox',
  LOAD: 'load',
  CLOSE: 'close',
  CLOSE_WINDOW: 'close-window',
  CLOSE_LIGHTBOX: 'close-lightbox',
  STATUS: 'status',
  STATUS_INVOICE: 'status-invoice',
  STATUS_DELIVERING: 'status-delivering',
  STATUS_TROUBLED: 'status-troubled',
  STATUS_DONE: 'status-done',
  USER_COUNTRY: 'user-country',
  FCP: 'fcp',
});

/**
 * A stand-in for Pay Station embed 1.2.9's `window.XPayStationWidget`, to its documented API: `init`
 * checks the config like the real one, `open` shows a lightbox with the pay page, events are DOM
 * events on `document` (plain `Event` when there is no data, `CustomEvent` with `detail` otherwise),
 * and the pay page talks in JSON-string `{ command, data }` messages, accepted from the frame's window
 * only. Without `payment_url` it points at `{payOrigin}/paystation2/`.
 */
export function installXsollaSimulator(win: Window, options: { payOrigin: string }) {
  const doc = win.document;
  const W = win as Window & typeof globalThis;
  let config: Record<string, unknown> = {};
  let overlay: SimulatorOverlay | null = null;
  const wrapped = new Map<Handler, Map<string, EventListener>>();

  const trigger = (name: string, detail?: unknown) =>
    doc.dispatchEvent(detail === undefined ? new W.Event(name) : new W.CustomEvent(name, { detail }));
  const send = (command: string, data?: unknown) =>
    overlay?.frame.contentWindow?.postMessage(JSON.stringify({ data, command }), '*');

  const paymentUrl = () => {
    if (typeof config.payment_url === 'string') return config.payment_url;
    const query =
      typeof config.access_token === 'string' && config.access_token
        ? `access_token=${encodeURIComponent(config.access_token)}`
        : `access_data=${encodeURIComponent(JSON.stringify(config.access_data))}`;
    return `${options.payOrigin}/paystation2/?${query}${config.sandbox ? '&sandbox=1' : ''}`;
  };

  const close = () => {
    if (!overlay) return;
    overlay.remove();
    overlay = null;
    trigger(EVENT_TYPES.CLOSE_LIGHTBOX);
    trigger(EVENT_TYPES.CLOSE);
  };

  win.addEventListener('message', (event: MessageEvent) => {
    if (!overlay?.frame.contentWindow || event.source !== overlay.frame.contentWindow || typeof event.data !== 'string')
      return;
    let message: { command?: string; data?: Record<string, unknown> };
    try {
      message = JSON.parse(event.data) as typeof message;
    } catch {
      return;
    }
    switch (message.command) {
      case 'widget-detection':
        return send('widget-detected', { version: '1.2.9', lightBoxOptions: config.lightbox ?? {} });
      case 'close':
      case 'widget-close':
        return close();
      case 'status': {
        trigger(EVENT_TYPES.STATUS, message.data);
        const status = (message.data?.paymentInfo as { status?: string } | undefined)?.status;
        const fan: Record<string, string> = {
          invoice: EVENT_TYPES.STATUS_INVOICE,
          delivering: EVENT_TYPES.STATUS_DELIVERING,
          troubled: EVENT_TYPES.STATUS_TROUBLED,
          done: EVENT_TYPES.STATUS_DONE,
        };
        if (status && fan[status]) trigger(fan[status], message.data);
        return;
      }
      case 'user-country':
        return trigger(EVENT_TYPES.USER_COUNTRY, message.data);
      case 'fcp':
        return trigger(EVENT_TYPES.FCP, message.data);
    }
  });

  const widget = {
    eventTypes: EVENT_TYPES,
    init(next: Record<string, unknown>) {
      if (!next?.access_token && !next?.access_data && !next?.payment_url)
        throw new Error('No access token or access data or payment URL given');
      if (next.access_data !== undefined && (typeof next.access_data !== 'object' || next.access_data === null))
        throw new Error('Invalid access data format');
      config = { sandbox: false, host: 'secure.xsolla.com', lightbox: {}, ...next };
      trigger(EVENT_TYPES.INIT);
    },
    open() {
      if (overlay) return;
      overlay = openSimulatorOverlay(doc, paymentUrl(), 'xpaystation-widget-lightbox', close);
      overlay.frame.addEventListener('load', () => trigger(EVENT_TYPES.LOAD));
      trigger(EVENT_TYPES.OPEN);
      trigger(EVENT_TYPES.OPEN_LIGHTBOX);
    },
    close,
    on(events: string, handler: Handler) {
      for (const name of events.split(' ').filter(Boolean)) {
        const listener = (event: Event) => handler(event, (event as CustomEvent).detail ?? undefined);
        if (!wrapped.has(handler)) wrapped.set(handler, new Map());
        wrapped.get(handler)!.set(name, listener);
        doc.addEventListener(name, listener);
      }
    },
    off(events?: string, handler?: Handler) {
      const names = events ? events.split(' ').filter(Boolean) : Object.values(EVENT_TYPES);
      for (const [h, byName] of wrapped) {
        if (handler && h !== handler) continue;
        for (const name of names) {
          const listener = byName.get(name);
          if (listener) doc.removeEventListener(name, listener);
          byName.delete(name);
        }
      }
    },
    sendMessage: send,
  };
  (win as unknown as { XPayStationWidget: typeof widget }).XPayStationWidget = widget;
  return widget;
}
