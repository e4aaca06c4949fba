/** The window property under which a simulator offers its platform's pause and mute signals. */
export const PLATFORM_SIGNALS_KEY = '__playportPlatformSignals';

/**
 * What a simulator can raise as its platform would: the platform pausing the game (its overlay, its
 * pause event) and the platform muting it (its mute setting). A platform without such a signal leaves
 * the member out, so the QA panel can say so instead of faking it.
 */
export interface PlatformSignals {
  pause?(paused: boolean): void;
  mute?(muted: boolean): void;
}

/**
 * Offers a simulator's signals on the page (`window.__playportPlatformSignals`), where `playport dev`'s
 * QA panel and the Chromium suites find them whatever the platform.
 *
 * @example
 * ```ts
 * installPlatformSignals(win, { pause: (paused) => fire(paused ? 'game_api_pause' : 'game_api_resume') });
 * ```
 */
export function installPlatformSignals(win: Window & Record<string, unknown>, signals: PlatformSignals): void {
  win[PLATFORM_SIGNALS_KEY] = Object.freeze({ ...signals });
}
