import { listenMessages } from '../listen-messages.js';
import { openSimulatorOverlay } from './simulator-overlay.js';

/** Facebook's error code for a pay dialog the player closed. */
const USER_CANCELED = 1383010;

/**
 * Adds `FB.ui({ method: 'pay' })` to the page's `FB` (creating a minimal one when the platform
 * simulator did not): the pay dialog shows the pay page for `request_id`, which answers with
 * `{ source: 'fb-sim', status, payment_id?, error_code? }`; closing the dialog answers the
 * user-cancelled error.
 */
export function installFacebookPaySimulator(win: Window, options: { payOrigin: string }) {
  const doc = win.document;
  const w = win as unknown as { FB?: Record<string, unknown> };
  const FB = (w.FB ??= { init: () => {} });
  const previous = typeof FB.ui === 'function' ? (FB.ui as (p: unknown, cb: unknown) => void) : null;
  FB.ui = (params: { method?: string; request_id?: string; product?: string }, callback: (answer: unknown) => void) => {
    if (params?.method !== 'pay') return previous?.(params, callback);
    let answered = false;
    const answer = (value: unknown) => {
      if (answered) return;
      answered = true;
      stop();
      overlay.remove();
      callback(value);
    };
    const url = `${options.payOrigin}/pay/facebook/${encodeURIComponent(params.request_id ?? '')}`;
    const overlay = openSimulatorOverlay(doc, url, 'fb-pay-dialog', () =>
      answer({ error_code: USER_CANCELED, error_message: 'User canceled the order.' }),
    );
    const stop = listenMessages(
      win,
      [options.payOrigin],
      (message) => {
        const data = message as ({ source?: string } & Record<string, unknown>) | null;
        if (data?.source !== 'fb-sim') return;
        const { source: _source, ...rest } = data;
        answer({ request_id: params.request_id, quantity: 1, ...rest });
      },
      () => overlay.frame.contentWindow,
    );
  };
  return FB;
}
