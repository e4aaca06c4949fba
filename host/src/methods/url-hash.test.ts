// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUrlHash } from './url-hash.js';

beforeEach(() => {
  window.history.replaceState(null, '', '/play/space?adapter=fxid');
});

describe('createUrlHash', () => {
  it('round-trips the hash through the host page URL without a history entry', () => {
    const hash = createUrlHash(window, vi.fn());
    const before = window.history.length;
    expect(hash.get()).toBe('');
    expect(hash.set('#level=3&mode=hard')).toBe('level=3&mode=hard');
    expect(hash.get()).toBe('level=3&mode=hard');
    expect(window.location.hash).toBe('#level=3&mode=hard');
    expect(window.location.pathname + window.location.search).toBe('/play/space?adapter=fxid');
    expect(window.history.length).toBe(before);
  });

  it("keeps Telegram's launch parameters in the hash, out of the game's sight and reach", () => {
    const launch =
      'tgWebAppData=user%3D%257B%2522id%2522%253A77%257D%26hash%3Dab&tgWebAppVersion=8.0&tgWebAppPlatform=weba';
    window.history.replaceState(null, '', `/play/space?adapter=telegram#${launch}`);
    const hash = createUrlHash(window, vi.fn());
    expect(hash.get()).toBe('');
    expect(hash.set('level=3&mode=hard')).toBe('level=3&mode=hard');
    expect(window.location.hash).toBe(`#${launch}&level=3&mode=hard`);
    expect(hash.get()).toBe('level=3&mode=hard');
    expect(hash.set('')).toBe('');
    expect(window.location.hash).toBe(`#${launch}`);
  });

  it('survives a new host (a reload reads the same URL)', () => {
    createUrlHash(window, vi.fn()).set('save=abc');
    expect(createUrlHash(window, vi.fn()).get()).toBe('save=abc');
  });

  it('returns what was stored, percent-encoded as the browser keeps it', () => {
    const hash = createUrlHash(window, vi.fn());
    const stored = hash.set('a b');
    expect(stored).toBe('a%20b');
    expect(hash.get()).toBe(stored);
  });

  it('clears the hash', () => {
    const hash = createUrlHash(window, vi.fn());
    hash.set('x');
    expect(hash.set('')).toBe('');
    expect(hash.get()).toBe('');
  });

  it('keeps the hash in memory where the URL cannot be written', () => {
    const log = vi.fn();
    const win = {
      location: { href: 'https://portal.example/play/space', hash: '' },
      history: {
        state: null,
        replaceState: () => {
          throw new Error('SecurityError');
        },
      },
    } as unknown as Window;
    const hash = createUrlHash(win, log);
    expect(hash.set('level=2')).toBe('level=2');
    expect(hash.get()).toBe('level=2');
    expect(log).toHaveBeenCalled();
  });
});
