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
  /** How long the platform may take to load or to answer one call. */
  timeoutMs?: number;
}
