import type { AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';

/** Web push settings of the portal adapter. */
export interface PortalPushOptions {
  /** The server's VAPID public key (base64url); without it PushRegister answers `registered: false`. */
  vapidPublicKey?: string | null;
  /** The service worker that shows pushes; default `/service-worker.js`. */
  serviceWorkerUrl?: string;
}

/** The spec's text for a refused notification permission. */
export const PUSH_PERMISSION_NOT_GRANTED = 'Notification permission was not granted';

type PushWindow = Window & { Notification?: typeof Notification };

/**
 * PushRegister on the portal: skipped inside a frame, when notifications are denied or without a
 * VAPID key; otherwise the prompt naming the game, the browser permission, a push subscription from
 * the service worker, and `push_tokens/save`. The protocol's answer is `{ registered }`, and the spec
 * logs and swallows push failures, so every refusal or failure is logged (the permission one with
 * the spec's text) and answered `registered: false`, never an error.
 */
export function createPushRegister(options: PortalPushOptions, h: AdapterHost, api: ApiClient) {
  return async (): Promise<{ registered: boolean }> => {
    const win = h.context.window as PushWindow;
    const skip = (reason: string) => (
      h.context.log('warn', `Push registration skipped: ${reason}`),
      { registered: false }
    );
    if (inFrame(win)) return skip('the page is inside a frame');
    const key = options.vapidPublicKey;
    if (!key) return skip('no VAPID public key is configured');
    const notifications = win.Notification;
    const workers = win.navigator.serviceWorker;
    if (!notifications || !workers) return skip('this browser has no notifications or service workers');
    if (notifications.permission === 'denied') return skip('notifications are denied');
    try {
      if (!(await h.ui.showPushPrompt({ game: h.game }))) return skip('the player declined the prompt');
      const permission = notifications.permission === 'granted' ? 'granted' : await notifications.requestPermission();
      if (permission !== 'granted') {
        h.context.log('warn', PUSH_PERMISSION_NOT_GRANTED);
        return { registered: false };
      }
      const registration = await workers.register(options.serviceWorkerUrl ?? '/service-worker.js', { scope: '/' });
      const ready = await workers.ready.then(
        (r) => r,
        () => registration,
      );
      const applicationServerKey = base64UrlToBytes(key);
      let subscription = await ready.pushManager.getSubscription();
      // A subscription made with an older VAPID key would be refused by the push service.
      if (subscription && !sameBytes(subscription.options?.applicationServerKey ?? null, applicationServerKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      await api.pushTokens.save({ Game: h.game, Platform: 'web', Token: JSON.stringify(subscription) });
      return { registered: true };
    } catch (err) {
      h.context.log('warn', 'Push registration failed:', err);
      return { registered: false };
    }
  };
}

function inFrame(win: Window): boolean {
  try {
    return win.top != null && win.top !== win.self;
  } catch {
    // A cross-origin parent cannot even be compared: the page is framed.
    return true;
  }
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The VAPID key as the bytes `applicationServerKey` expects. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
