import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(new URL('../../../public/service-worker.js', import.meta.url), 'utf8');

/** Runs the service worker script against a fake worker scope and returns its listeners. */
function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: new URL('https://portal.test/service-worker.js'),
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: { showNotification },
    clients: { matchAll: async () => windows, openWindow, claim: async () => undefined },
    skipWaiting: () => undefined,
  };
  new Function('self', source)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  };
  return { dispatch, showNotification, openWindow };
}

const data = (value: string) => ({ json: () => JSON.parse(value), text: () => value });

describe('the service worker', () => {
  it('shows a pushed notification with its title, body and URL', async () => {
    const sw = loadWorker();
    await sw.dispatch('push', {
      data: data(
        '{"title":"New level","body":"Come back","url":"https://portal.test/play/hello-game","game":"hello-game"}',
      ),
    });
    expect(sw.showNotification).toHaveBeenCalledWith(
      'New level',
      expect.objectContaining({
        body: 'Come back',
        tag: 'hello-game',
        data: { url: 'https://portal.test/play/hello-game' },
      }),
    );
  });

  it('a push that is not JSON still shows its text', async () => {
    const sw = loadWorker();
    await sw.dispatch('push', { data: data('plain words') });
    expect(sw.showNotification).toHaveBeenCalledWith(
      'Playport',
      expect.objectContaining({ body: 'plain words', data: { url: '/' } }),
    );
  });

  it('a click focuses the tab already showing the URL, or opens it', async () => {
    const focus = vi.fn(async () => undefined);
    const close = vi.fn();
    const open = loadWorker([{ url: 'https://portal.test/play/hello-game', focus }]);
    await open.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://portal.test/play/hello-game' } },
    });
    expect(focus).toHaveBeenCalledOnce();
    expect(open.openWindow).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledOnce();
    const none = loadWorker([{ url: 'https://portal.test/', focus }]);
    await none.dispatch('notificationclick', { notification: { close, data: { url: '/play/space' } } });
    expect(none.openWindow).toHaveBeenCalledWith('https://portal.test/play/space');
  });
});
