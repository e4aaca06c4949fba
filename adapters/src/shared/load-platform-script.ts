import { HostError, HostErrorCode, toHostError, type AdapterHost } from '@playport/host';
import { withTimeout } from './timeout.js';

/**
 * Loads a platform script and returns the global it defines. A 404, a script that throws before
 * defining its global, or a load that never ends all become `ScriptFailed` or `Timeout`.
 */
export async function loadPlatformScript<T>(
  host: AdapterHost,
  url: string,
  readGlobal: () => T | undefined,
  timeoutMs: number,
): Promise<T> {
  const existing = readGlobal();
  if (existing) return existing;
  try {
    await withTimeout(host.context, host.context.loadScript(url), timeoutMs, `The platform script ${url}`);
  } catch (err) {
    const error = toHostError(err);
    if (error.code === HostErrorCode.Timeout) throw error;
    throw new HostError(HostErrorCode.ScriptFailed, `Failed to load the platform script ${url}: ${error.message}`);
  }
  const loaded = readGlobal();
  if (!loaded) throw new HostError(HostErrorCode.ScriptFailed, `The platform script ${url} defined nothing`);
  return loaded;
}

/** Runs a platform's own start-up call, turning a throw into `ScriptFailed` and silence into `Timeout`. */
export async function startPlatform<T>(host: AdapterHost, what: string, start: () => Promise<T>, timeoutMs: number): Promise<T> {
  try {
    return await withTimeout(host.context, Promise.resolve().then(start), timeoutMs, what);
  } catch (err) {
    const error = toHostError(err);
    if (error.code === HostErrorCode.Timeout) throw error;
    throw new HostError(HostErrorCode.ScriptFailed, `${what} failed: ${error.message}`);
  }
}
