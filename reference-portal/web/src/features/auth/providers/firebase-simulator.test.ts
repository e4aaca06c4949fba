import { describe, expect, it } from 'vitest';
import { createFirebaseSimulator, FIREBASE_HANDLER_MESSAGE, type PopupWindowEnv } from './firebase-simulator';

const HANDLER = 'http://127.0.0.1:8787/dev/firebase/handler';

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const timers = new Map<number, () => void>();
  const timeouts = new Map<number, () => void>();
  const popup = {
    closed: false,
    close() {
      this.closed = true;
    },
  };
  const opened: string[] = [];
  let next = 0;
  const env: PopupWindowEnv = {
    location: { origin: 'http://127.0.0.1:8787' },
    open: (url) => (opened.push(url), popup),
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    setInterval: (h) => (timers.set(++next, h), next),
    clearInterval: (id) => void timers.delete(id),
    setTimeout: (h) => (timeouts.set(++next, h), next),
    clearTimeout: (id) => void timeouts.delete(id),
  };
  const post = (data: unknown, origin = 'http://127.0.0.1:8787', source: unknown = popup) =>
    [...listeners].forEach((l) => l({ data, origin, source } as MessageEvent));
  const tick = () => [...timers.values()].forEach((h) => h());
  const elapse = () => [...timeouts.entries()].forEach(([id, h]) => (timeouts.delete(id), h()));
  return { env, popup, opened, post, tick, elapse, listeners };
}

describe('the local Firebase popup', () => {
  it('opens the handler for the provider and takes the token from that popup at that origin only', async () => {
    const w = fakeWindow();
    const result = createFirebaseSimulator({ handlerUrl: HANDLER, env: w.env }).signIn('apple');
    const url = new URL(w.opened[0]!);
    expect(url.pathname).toBe('/dev/firebase/handler');
    expect(url.searchParams.get('providerId')).toBe('apple.com');
    expect(url.searchParams.get('origin')).toBe('http://127.0.0.1:8787');
    w.post({ type: FIREBASE_HANDLER_MESSAGE, idToken: 'from-elsewhere' }, 'https://evil.example');
    w.post({ type: FIREBASE_HANDLER_MESSAGE, idToken: 'from-another-window' }, undefined, {});
    w.post({ type: 'other', idToken: 'wrong-type' });
    w.post({ type: FIREBASE_HANDLER_MESSAGE, idToken: 'good' });
    await expect(result).resolves.toBe('good');
    expect(w.listeners.size).toBe(0);
  });

  it('rejects with popup-closed-by-user when the popup closes, and popup-blocked when none opens', async () => {
    const w = fakeWindow();
    const result = createFirebaseSimulator({ handlerUrl: HANDLER, env: w.env }).signIn('google');
    w.tick();
    w.popup.closed = true;
    w.tick();
    w.elapse();
    await expect(result).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    const blocked = createFirebaseSimulator({ handlerUrl: HANDLER, env: { ...w.env, open: () => null } }).signIn(
      'facebook',
    );
    await expect(blocked).rejects.toMatchObject({ code: 'auth/popup-blocked' });
  });

  it('still takes the token when the handler closed itself right after posting it', async () => {
    const w = fakeWindow();
    const result = createFirebaseSimulator({ handlerUrl: HANDLER, env: w.env }).signIn('google');
    w.popup.closed = true;
    w.tick();
    w.post({ type: FIREBASE_HANDLER_MESSAGE, idToken: 'late-but-good' });
    w.elapse();
    await expect(result).resolves.toBe('late-but-good');
  });

  it('cancels an earlier request when a second starts, and refuses an empty token', async () => {
    const w = fakeWindow();
    const firebase = createFirebaseSimulator({ handlerUrl: HANDLER, env: w.env });
    const first = firebase.signIn('google');
    const second = firebase.signIn('google');
    await expect(first).rejects.toMatchObject({ code: 'auth/cancelled-popup-request' });
    w.popup.closed = false;
    w.post({ type: FIREBASE_HANDLER_MESSAGE, idToken: '' });
    await expect(second).rejects.toMatchObject({ code: 'auth/internal-error' });
  });
});
