import {
  HostError,
  HostErrorCode,
  toHostError,
  type AdapterHost,
  type HostContext,
  type ScriptLoadOptions,
} from '@playport/host/adapter-kit';
import { withTimeout } from './timeout.js';

/**
 * How long a platform script may take to arrive before one start of its adapter gives up. Long on
 * purpose: no call waits for it (the host answers the calls made meanwhile 'Not initialized' after its
 * own short wait), and a slow network's script still starts the adapter when it arrives.
 */
export const PLATFORM_SCRIPT_TIMEOUT_MS = 60_000;

// The script loads in progress, by host context and URL: a start that gave up on a script still loading
// leaves it loading, and the next start waits for the same script instead of adding it a second time.
const inProgress = new WeakMap<HostContext, Map<string, Promise<void>>>();

function loadOnce(context: HostContext, url: string, options: ScriptLoadOptions | undefined): Promise<void> {
  const loads = inProgress.get(context) ?? new Map<string, Promise<void>>();
  inProgress.set(context, loads);
  const pending = loads.get(url);
  if (pending) return pending;
  const load = Promise.resolve()
    .then(() => (options ? context.loadScript(url, options) : context.loadScript(url)))
    .finally(() => loads.delete(url));
  loads.set(url, load);
  return load;
}

/**
 * Loads a platform script and returns the global it defines. A 404, a script that throws before
 * defining its global, or a load that does not end within `timeoutMs` all become `ScriptFailed` or
 * `Timeout`. A load that timed out goes on: the next call for the same URL waits for it, and a failed
 * one is tried afresh by the next call. `options.integrity` pins a third party's file (see `HostContext.loadScript`).
 */
export async function loadPlatformScript<T>(
  host: AdapterHost,
  url: string,
  readGlobal: () => T | undefined,
  timeoutMs = PLATFORM_SCRIPT_TIMEOUT_MS,
  options?: ScriptLoadOptions,
): Promise<T> {
  const existing = readGlobal();
  if (existing) return existing;
  try {
    await withTimeout(host.context, loadOnce(host.context, url, options), timeoutMs, `The platform script ${url}`);
  } catch (err) {
    const error = toHostError(err);
    if (error.code === HostErrorCode.Timeout) throw error;
    throw new HostError(
      HostErrorCode.ScriptFailed,
      `Failed to load the platform script ${url}: ${error.message}`,
      undefined,
      { cause: err },
    );
  }
  const loaded = readGlobal();
  if (!loaded) throw new HostError(HostErrorCode.ScriptFailed, `The platform script ${url} defined nothing`);
  return loaded;
}

/** Runs a platform's own start-up call, turning a throw into `ScriptFailed` and silence into `Timeout`. */
export async function startPlatform<T>(
  host: AdapterHost,
  what: string,
  start: () => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  try {
    return await withTimeout(host.context, Promise.resolve().then(start), timeoutMs, what);
  } catch (err) {
    const error = toHostError(err);
    if (error.code === HostErrorCode.Timeout) throw error;
    throw new HostError(HostErrorCode.ScriptFailed, `${what} failed: ${error.message}`, undefined, { cause: err });
  }
}
