// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScriptGlobal } from './load-script-global';

const global = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete global.scriptGlobalTest;
  delete global.scriptGlobalRetry;
});

describe('loadScriptGlobal', () => {
  it("gives the page's own global without loading anything", async () => {
    global.scriptGlobalTest = { own: true };
    const loadScript = vi.fn(async () => undefined);
    await expect(loadScriptGlobal(loadScript, 'scriptGlobalTest', '/a.js')).resolves.toEqual({ own: true });
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('loads the script once for calls made while it loads', async () => {
    const loadScript = vi.fn(async () => {
      global.scriptGlobalTest = { loaded: true };
    });
    const [a, b] = await Promise.all([
      loadScriptGlobal(loadScript, 'scriptGlobalTest', '/a.js'),
      loadScriptGlobal(loadScript, 'scriptGlobalTest', '/a.js'),
    ]);
    expect(a).toEqual({ loaded: true });
    expect(b).toBe(a);
    expect(loadScript).toHaveBeenCalledOnce();
    expect(loadScript).toHaveBeenCalledWith('/a.js');
  });

  it('tries a script that failed to load again on the next call', async () => {
    const loadScript = vi
      .fn<(url: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Failed to load script /b.js'))
      .mockImplementationOnce(async () => {
        global.scriptGlobalRetry = { second: true };
      });
    await expect(loadScriptGlobal(loadScript, 'scriptGlobalRetry', '/b.js')).rejects.toThrow(
      'Failed to load script /b.js',
    );
    await expect(loadScriptGlobal(loadScript, 'scriptGlobalRetry', '/b.js')).resolves.toEqual({ second: true });
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('rejects when the script loads but does not define the global', async () => {
    const loadScript = vi.fn(async () => undefined);
    await expect(loadScriptGlobal(loadScript, 'scriptGlobalMissing', '/c.js')).rejects.toThrow(
      '/c.js did not define scriptGlobalMissing',
    );
  });
});
