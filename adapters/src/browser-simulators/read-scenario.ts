import { queryParams, type PlatformWindow } from '../shared/platform-window.js';

/**
 * The scenario a page scripts its simulator with: `window.playportSimulatorScenario` set before the
 * script loads, else the `playportScenario` query parameter (JSON), else the happy path.
 */
export function readScenario<T>(win: PlatformWindow): T {
  if (win.playportSimulatorScenario) return win.playportSimulatorScenario as T;
  const raw = queryParams(win).get('playportScenario');
  try {
    return (raw ? JSON.parse(raw) : {}) as T;
  } catch {
    return {} as T;
  }
}
