// The entry of the <script> build. It sets the global itself rather than relying on rollup's
// `var Playport = …` wrapper: a minifier in module mode drops that unused top-level `var`, and the
// global would silently be missing.
import { init } from './client/init.js';
import { PlayportError } from './errors.js';
import type { PlayportGlobal } from './global.js';
import { ErrorCode, EVENTS, METHODS, SDK_BUILD, SDK_VERSION, STATE_EVENTS } from './protocol/names.js';

const api: PlayportGlobal = Object.freeze({ init, PlayportError, ErrorCode, SDK_VERSION, SDK_BUILD, METHODS, EVENTS, STATE_EVENTS });
globalThis.Playport = api;
