/**
 * The global `Playport` that the `<script>` build (`@playport/sdk/playport.js`) sets, typed for games
 * that load it with a script tag: add `/// <reference types="@playport/sdk/global" />` to a file of the
 * game, or `"types": ["@playport/sdk/global"]` to its tsconfig.
 *
 * @example
 * ```ts
 * /// <reference types="@playport/sdk/global" />
 * const playport = await Playport.init();
 * await playport.loadingReady();
 * ```
 *
 * @packageDocumentation
 */
import type { init } from './client/init.js';
import type { PlayportError } from './errors.js';
import type { ErrorCode, EVENTS, SDK_BUILD, SDK_VERSION, STATE_EVENTS } from './protocol/names.js';

/** The SDK as the `<script>` build exposes it on `globalThis.Playport`. */
export interface PlayportGlobal {
  /** Connects the game to its Playport host, or starts standalone outside a host. */
  readonly init: typeof init;
  /** The one error class of the SDK; every rejection is one. */
  readonly PlayportError: typeof PlayportError;
  /** The error codes of {@link PlayportError}. */
  readonly ErrorCode: typeof ErrorCode;
  /** The protocol version this SDK speaks. */
  readonly SDK_VERSION: typeof SDK_VERSION;
  /** The build number of this SDK. */
  readonly SDK_BUILD: typeof SDK_BUILD;
  /** Every event name the host may push. */
  readonly EVENTS: typeof EVENTS;
  /** The events whose last payload is replayed to late listeners. */
  readonly STATE_EVENTS: typeof STATE_EVENTS;
}

declare global {
  /** The SDK as the `<script>` build exposes it: `Playport.init()`. */
  var Playport: PlayportGlobal;
}
