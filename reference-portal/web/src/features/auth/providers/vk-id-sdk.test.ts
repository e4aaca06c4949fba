// @vitest-environment happy-dom
import { createBrowserContext } from '@playport/host';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVkIdSdk } from './vk-id-sdk';

const { loadScript } = createBrowserContext(window);

afterEach(() => {
  delete window.VKIDSDK;
  document.head.innerHTML = '';
});

describe('loadVkIdSdk', () => {
  it('gives @vkid/sdk itself outside local mode, with the names the one-tap relies on', async () => {
    const sdk = await loadVkIdSdk({ local: false, apiBase: '' }, loadScript);
    expect(sdk.WidgetEvents.ERROR).toBe('common: error');
    expect(sdk.OneTapInternalEvents.LOGIN_SUCCESS).toBe('onetap: success login');
    expect(sdk.ConfigResponseMode.Callback).toBe('callback');
    expect(typeof sdk.Config.init).toBe('function');
    expect(typeof sdk.OneTap).toBe('function');
  });

  it("in local mode, a simulator script that does not load is 'Unknown error during VK ID init.'", async () => {
    // happy-dom loads no scripts: the load fails as a missing file would.
    await expect(loadVkIdSdk({ local: true, apiBase: 'http://127.0.0.1:8787' }, loadScript)).rejects.toThrow(
      'Unknown error during VK ID init.',
    );
    expect(document.head.querySelector('script')).toBeNull();
  });
});
