// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createBrowserContext } from './context.js';

describe('createBrowserContext: loadScript', () => {
  // The element as the page receives it; not loaded, so nothing reaches the network.
  const appended = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
  const added = () => appended.mock.lastCall![0] as HTMLScriptElement;

  it('puts an integrity hash on the script element, fetched with CORS so the browser can check it', () => {
    const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    void createBrowserContext(window).loadScript('https://cdn.example/sdk@1.2.3/sdk.min.js', { integrity });
    const script = added();
    expect(script.getAttribute('src')).toBe('https://cdn.example/sdk@1.2.3/sdk.min.js');
    expect(script.getAttribute('integrity')).toBe(integrity);
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('without one, a plain script element as before', () => {
    void createBrowserContext(window).loadScript('/simulators/ag.js');
    const script = added();
    expect(script.getAttribute('src')).toBe('/simulators/ag.js');
    expect(script.hasAttribute('integrity')).toBe(false);
    expect(script.hasAttribute('crossorigin')).toBe(false);
  });
});
