import { HostError, HostErrorCode } from '../errors.js';

/** The spec's data-layer event names. */
export const DATA_LAYER_EVENTS = Object.freeze([
  'sdk_user_logged_in_fxid',
  'sdk_iframe_modal_opened',
  'sdk_language_changed',
  'sdk_report_modal_opened',
  'sdk_product_purchase_requested',
  'sdk_product_purchase_completed',
  'sdk_product_purchase_error',
  'sdk_game_started',
  'site_login_modal_opened',
  'site_confirm_purchase_with_personal_info_opened',
  'login',
  'site_purchase_requested',
  'site_purchase_confirmed',
  'site_install',
  'site_share',
] as const);

/** One of the spec's data-layer event names. */
export type DataLayerEventName = (typeof DATA_LAYER_EVENTS)[number];

/** Scalar values a data-layer entry may carry. */
export type DataLayerValue = string | number | boolean | null;

/** The most keys one entry may carry. */
export const DATA_LAYER_MAX_KEYS = 50;
/** The longest event name or key. */
export const DATA_LAYER_MAX_KEY_LENGTH = 128;
/** The longest string value. */
export const DATA_LAYER_MAX_STRING = 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype', 'event']);

type DataLayerWindow = { dataLayer?: unknown };

function invalid(message: string, field: string): HostError {
  return new HostError(HostErrorCode.InvalidParams, message, { field });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Checks an entry and copies it into a fresh plain object: a non-empty event name, at most 50 own
 * keys of at most 128 characters, scalar values, strings of at most 1024 characters, and none of
 * `__proto__`, `constructor`, `prototype` or `event` as a key. Throws InvalidParams otherwise.
 *
 * @example `toDataLayerEntry('level_up', { level: 3 }) // { event: 'level_up', level: 3 }`
 */
export function toDataLayerEntry(event: string, data: unknown = {}): Record<string, DataLayerValue> {
  if (typeof event !== 'string' || event.length === 0 || event.length > DATA_LAYER_MAX_KEY_LENGTH) {
    throw invalid('The data-layer event name must be 1 to 128 characters', 'event');
  }
  if (data === undefined || data === null) data = {};
  if (!isPlainObject(data)) throw invalid('The data-layer payload must be a plain object', 'data');
  const keys = Object.keys(data);
  if (keys.length > DATA_LAYER_MAX_KEYS)
    throw invalid(`The data-layer payload has more than ${DATA_LAYER_MAX_KEYS} keys`, 'data');
  const entry: Record<string, DataLayerValue> = { event };
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key) || key.length > DATA_LAYER_MAX_KEY_LENGTH)
      throw invalid(`The data-layer key '${key.slice(0, 40)}' is not allowed`, `data.${key.slice(0, 40)}`);
    const value = data[key];
    const scalar =
      value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
    const shortText = typeof value === 'string' && value.length <= DATA_LAYER_MAX_STRING;
    if (!scalar && !shortText) throw invalid(`The data-layer value of '${key}' must be a scalar`, `data.${key}`);
    Object.defineProperty(entry, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return entry;
}

/**
 * Pushes one validated entry to `window.dataLayer`, creating the array when absent. A page whose
 * `dataLayer` is something else than an array or a tag manager's queue is left alone (NotSupported).
 *
 * @example `pushDataLayer(window, 'level_up', { level: 3 })`
 */
export function pushDataLayer(win: Window, event: string, data?: unknown): Record<string, DataLayerValue> {
  const entry = toDataLayerEntry(event, data);
  const target = win as unknown as DataLayerWindow;
  if (target.dataLayer === undefined) target.dataLayer = [];
  const layer = target.dataLayer as { push?: unknown } | null;
  if (!layer || typeof layer.push !== 'function') {
    throw new HostError(HostErrorCode.NotSupported, 'window.dataLayer is not an array');
  }
  (layer.push as (e: unknown) => unknown).call(layer, entry);
  return entry;
}

const RESERVED_NAMES: ReadonlySet<string> = new Set(DATA_LAYER_EVENTS);
// site_* and login are the portal's, sdk_* the host's account of the game, gtm.* Google Tag Manager's own.
const RESERVED_PREFIXES = ['site_', 'sdk_', 'gtm.'] as const;

/**
 * True for an event name a game may not push: the spec's data-layer events (`site_*`, `login`, the
 * `sdk_*` events the host pushes about the game) and anything under the `site_`, `sdk_` or `gtm.`
 * prefixes. Compared without case and surrounding spaces, as a tag's trigger may be.
 *
 * @example `isReservedDataLayerEvent('site_purchase_confirmed') // true`
 */
export function isReservedDataLayerEvent(event: string): boolean {
  const name = event.trim().toLowerCase();
  return RESERVED_NAMES.has(name) || RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * A game's push (GoogleTagManagerPushToDataLayer): {@link pushDataLayer} after refusing a reserved
 * event name with InvalidParams (field `event`), so a game cannot fake a sign-in, a purchase or a
 * tag-manager event on the portal's data layer.
 *
 * @example `pushGameDataLayer(window, 'level_up', { level: 3 })`
 */
export function pushGameDataLayer(win: Window, event: string, data?: unknown): Record<string, DataLayerValue> {
  if (typeof event === 'string' && isReservedDataLayerEvent(event)) {
    throw invalid(`The data-layer event '${event.slice(0, 40)}' is reserved for the portal`, 'event');
  }
  return pushDataLayer(win, event, data);
}

/**
 * Pushes one of the spec's data-layer events; a failure is logged, never thrown, so a page event
 * (a login, a purchase) never fails because of its analytics.
 *
 * @example `pushDataLayerEvent(context, 'sdk_language_changed', { language: 'de' })`
 */
export function pushDataLayerEvent(
  context: { readonly window: Window; readonly log: (level: 'warn', ...args: unknown[]) => void },
  event: DataLayerEventName,
  data?: Record<string, DataLayerValue>,
): void {
  try {
    pushDataLayer(context.window, event, data);
  } catch (error) {
    context.log('warn', `Data-layer event ${event} was not pushed:`, error);
  }
}
