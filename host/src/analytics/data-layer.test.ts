import { describe, expect, it, vi } from 'vitest';
import { HostErrorCode } from '../errors.js';
import {
  DATA_LAYER_EVENTS,
  isReservedDataLayerEvent,
  pushDataLayer,
  pushDataLayerEvent,
  pushGameDataLayer,
  toDataLayerEntry,
} from './data-layer.js';

const fakeWindow = (layer?: unknown) =>
  (layer === undefined ? {} : { dataLayer: layer }) as unknown as Window & { dataLayer?: unknown[] };

describe('data layer', () => {
  it('lists the spec event names', () => {
    expect(DATA_LAYER_EVENTS).toHaveLength(15);
    expect(DATA_LAYER_EVENTS).toContain('sdk_user_logged_in_fxid');
    expect(DATA_LAYER_EVENTS).toContain('site_confirm_purchase_with_personal_info_opened');
    expect(DATA_LAYER_EVENTS).toContain('login');
  });

  it('creates window.dataLayer when absent and pushes event plus data', () => {
    const win = fakeWindow();
    pushDataLayer(win, 'level_up', { level: 3, hard: true, who: 'a', none: null });
    expect(win.dataLayer).toEqual([{ event: 'level_up', level: 3, hard: true, who: 'a', none: null }]);
  });

  it('appends to an existing layer and its own push', () => {
    const pushed: unknown[] = [];
    const win = fakeWindow({ push: (e: unknown) => pushed.push(e) });
    pushDataLayer(win, 'x');
    expect(pushed).toEqual([{ event: 'x' }]);
  });

  it.each([
    'login',
    'LOGIN ',
    'site_purchase_confirmed',
    'site_anything',
    'sdk_product_purchase_completed',
    'gtm.js',
    'gtm.load',
    'GTM.click',
  ])('refuses a game push of the reserved event %j with InvalidParams, pushing nothing', (event) => {
    const win = fakeWindow();
    expect(isReservedDataLayerEvent(event)).toBe(true);
    expect(() => pushGameDataLayer(win, event, { level: 1 })).toThrow(
      expect.objectContaining({
        code: HostErrorCode.InvalidParams,
        message: `The data-layer event '${event}' is reserved for the portal`,
        details: { field: 'event' },
      }),
    );
    expect(win.dataLayer).toBeUndefined();
  });

  it.each(['level_up', 'logins_counted', 'my_site_visit', 'gtm'])('lets a game push its own event %j', (event) => {
    const win = fakeWindow();
    expect(isReservedDataLayerEvent(event)).toBe(false);
    expect(pushGameDataLayer(win, event)).toEqual({ event });
    expect(win.dataLayer).toEqual([{ event }]);
  });

  it('refuses a layer that cannot be pushed to', () => {
    expect(() => pushDataLayer(fakeWindow(42), 'x')).toThrow(
      expect.objectContaining({ code: HostErrorCode.NotSupported }),
    );
  });

  it('refuses prototype keys without polluting Object.prototype', () => {
    const data = JSON.parse('{"__proto__": {"polluted": 1}}') as unknown;
    expect(() => toDataLayerEntry('x', data)).toThrow(expect.objectContaining({ code: HostErrorCode.InvalidParams }));
    expect(() => toDataLayerEntry('x', { constructor: 'a' })).toThrow();
    expect(() => toDataLayerEntry('x', { event: 'other' })).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses non-scalar values, too many keys, long strings and bad names', () => {
    const bad = (e: string, d: unknown) =>
      expect(() => toDataLayerEntry(e, d)).toThrow(expect.objectContaining({ code: HostErrorCode.InvalidParams }));
    bad('x', { a: { nested: 1 } });
    bad('x', { a: [1] });
    bad('x', { a: Number.NaN });
    bad('x', { a: 'y'.repeat(1025) });
    bad('x', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])));
    bad('', {});
    bad('e'.repeat(129), {});
    bad('x', [1, 2]);
    bad('x', new Date());
    expect(toDataLayerEntry('x', { a: 'y'.repeat(1024) }).a).toHaveLength(1024);
  });

  it('logs instead of throwing for the spec events', () => {
    const log = vi.fn();
    pushDataLayerEvent({ window: fakeWindow('not a layer'), log }, 'sdk_game_started');
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('sdk_game_started'), expect.anything());
    const win = fakeWindow();
    pushDataLayerEvent({ window: win, log }, 'sdk_language_changed', { language: 'de' });
    expect(win.dataLayer).toEqual([{ event: 'sdk_language_changed', language: 'de' }]);
  });
});
