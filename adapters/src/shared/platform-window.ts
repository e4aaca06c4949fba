/** A window that may carry a platform's globals. */
export type PlatformWindow = Window & Record<string, unknown>;

/** The page's query parameters. */
export function queryParams(win: Window): URLSearchParams {
  return new URLSearchParams(win.location?.search ?? '');
}

/** Options every platform adapter takes. */
export interface PlatformOptions {
  /** Where the platform's script is loaded from (local mode points this at the simulator bundle). */
  scriptUrl?: string;
  /** How long the platform may take to answer one call, its start-up call included. */
  timeoutMs?: number;
  /**
   * How long the platform's script may take to arrive before a start gives up; default
   * `PLATFORM_SCRIPT_TIMEOUT_MS` (60 s). The host answers the calls made meanwhile 'Not initialized'
   * after its own wait, and the adapter starts as soon as the script arrives.
   */
  scriptTimeoutMs?: number;
}
