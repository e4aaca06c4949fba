// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserContext } from './context.js';
import { watchPageState } from './page-state.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => vi.restoreAllMocks());

describe('watchPageState', () => {
  it('reports focus once per change, counting a focused game frame as focus', async () => {
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const focus = vi.fn();
    const page = watchPageState(createBrowserContext(window), { orientation: vi.fn(), focus });
    expect(page.focused()).toBe(true);

    // Clicking into the game blurs the window, but the page still has focus through its frame.
    window.dispatchEvent(new Event('blur'));
    await flush();
    expect(focus).not.toHaveBeenCalled();

    hasFocus.mockReturnValue(false);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('blur'));
    await flush();
    expect(focus.mock.calls).toEqual([[false]]);

    hasFocus.mockReturnValue(true);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(focus.mock.calls).toEqual([[false], [true]]);

    page.stop();
    hasFocus.mockReturnValue(false);
    window.dispatchEvent(new Event('blur'));
    await flush();
    expect(focus).toHaveBeenCalledTimes(2);
  });

  it('reads orientation from the portrait media query and follows its changes', () => {
    const listeners: (() => void)[] = [];
    const query = {
      matches: true,
      addEventListener: (_: string, l: () => void) => listeners.push(l),
      removeEventListener: vi.fn(),
    };
    vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
    const orientation = vi.fn();
    const page = watchPageState(createBrowserContext(window), { orientation, focus: vi.fn() });
    expect(page.orientation()).toBe('portrait');
    query.matches = false;
    for (const listener of listeners) listener();
    expect(orientation).toHaveBeenCalledWith('landscape');
    page.stop();
    expect(query.removeEventListener).toHaveBeenCalled();
  });
});
