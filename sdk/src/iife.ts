// The entry of the <script> build. It sets the global itself rather than relying on rollup's
// `var Playport = …` wrapper: a minifier in module mode drops that unused top-level `var`, and the
// global would silently be missing.
import { createClient } from './client/create-client.js';
import { createEventHub } from './client/event-hub.js';
import { createInit } from './client/init.js';
import { PlayportError } from './errors.js';
import type { PlayportGlobal } from './global.js';
import { ErrorCode, EVENTS, SDK_BUILD, SDK_VERSION, STATE_EVENTS } from './protocol/names.js';

// Standalone mode lives in playport-standalone.js beside this file, so a framed game never
// downloads it. The script's own address is only known while it runs for the first time.
const script = (globalThis.document?.currentScript as HTMLScriptElement | null)?.src;

const init = createInit(async (win) => {
  try {
    const { standaloneSend } = (await import(
      new URL('playport-standalone.js', script).href
    )) as typeof import('./standalone.js');
    return createClient(
      'standalone',
      standaloneSend(win, (code, message) => new PlayportError(code, message)),
      createEventHub(),
      win,
    );
  } catch {
    throw new PlayportError(ErrorCode.NotConnected, 'Not in a Playport frame, and no playport-standalone.js');
  }
});

const api: PlayportGlobal = Object.freeze({
  init,
  PlayportError,
  ErrorCode,
  SDK_VERSION,
  SDK_BUILD,
  EVENTS,
  STATE_EVENTS,
});
globalThis.Playport = api;
