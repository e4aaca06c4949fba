import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from '@playport/api-contract';
import { createAnalyticsRouter, gtagSink, mapFields, sectionMatches } from './analytics-router.js';

function setup(config: AnalyticsConfig | null) {
  const got: Record<string, [string, unknown][]> = { vkcom: [], gtag: [], fxidsdk: [], fbinstantlog: [] };
  const sink = (target: string) => (name: string, params: unknown) => void got[target]!.push([name, params]);
  const log = vi.fn();
  const router = createAnalyticsRouter({
    config,
    sinks: { vkcom: sink('vkcom'), gtag: sink('gtag'), fxidsdk: sink('fxidsdk'), fbinstantlog: sink('fbinstantlog') },
    log,
  });
  return { router, got, log };
}

describe('analytics routing', () => {
  it('matches exact names and /regex/, and nothing for an invalid or empty matcher', () => {
    expect(sectionMatches('level_up', 'level_up')).toBe(true);
    expect(sectionMatches('level_up', 'level_up2')).toBe(false);
    expect(sectionMatches('/^level_/', 'level_down')).toBe(true);
    expect(sectionMatches('/^level_/', 'a_level_')).toBe(false);
    expect(sectionMatches('/([/', '/([/')).toBe(false);
    expect(sectionMatches('', '')).toBe(false);
  });

  it('renames mapped fields and keeps the others', () => {
    expect(mapFields({ score: 3, who: 'a' }, { score: 'I1' })).toEqual({ I1: 3, who: 'a' });
    expect(mapFields({ score: 3 }, null)).toEqual({ score: 3 });
    expect(mapFields({ toString: 1 }, {})).toEqual({ toString: 1 });
  });

  it('sends a matched event to the section targets with its mapper', () => {
    const { router, got } = setup({
      Sections: [
        { Matcher: '/^level_/', SendTo: ['vkcom', 'fxidsdk'], Mapper: { level: 'I1' } },
        { Matcher: 'purchase', SendTo: ['fbinstantlog'], Mapper: null },
      ],
      SendAllToGtag: false,
    });
    router.route('level_up', { level: 3 });
    router.route('other', { x: 1 });
    expect(got.vkcom).toEqual([['level_up', { I1: 3 }]]);
    expect(got.fxidsdk).toEqual([['level_up', { I1: 3 }]]);
    expect(got.fbinstantlog).toEqual([]);
    expect(got.gtag).toEqual([]);
  });

  it('sends each target an event once even when two sections match', () => {
    const { router, got } = setup({
      Sections: [
        { Matcher: 'a', SendTo: ['gtag'], Mapper: { v: 'first' } },
        { Matcher: '/a/', SendTo: ['gtag', 'vkcom'], Mapper: { v: 'second' } },
      ],
      SendAllToGtag: true,
    });
    router.route('a', { v: 1 });
    expect(got.gtag).toEqual([['a', { first: 1 }]]);
    expect(got.vkcom).toEqual([['a', { second: 1 }]]);
  });

  it('with SendAllToGtag sends every event to gtag', () => {
    const { router, got } = setup({ Sections: [], SendAllToGtag: true });
    router.route('anything', { v: 1 });
    expect(got.gtag).toEqual([['anything', { v: 1 }]]);
  });

  it('routes everything to fxidsdk when the game has no config', () => {
    const { router, got } = setup(null);
    router.route('x', { v: 1 });
    expect(got.fxidsdk).toEqual([['x', { v: 1 }]]);
    expect(got.gtag).toEqual([]);
  });

  it('keeps going when a sink throws or is missing', () => {
    const log = vi.fn();
    const fx = vi.fn();
    const router = createAnalyticsRouter({
      config: {
        Sections: [{ Matcher: 'a', SendTo: ['vkcom', 'gtag', 'fxidsdk', 'fbinstantlog'], Mapper: null }],
        SendAllToGtag: false,
      },
      sinks: {
        vkcom: () => {
          throw new Error('vk down');
        },
        fxidsdk: fx,
      },
      log,
    });
    router.route('a');
    expect(fx).toHaveBeenCalledWith('a', {});
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('vkcom'), expect.any(Error));
  });

  it('survives a malformed config', () => {
    const { router, got } = setup({
      Sections: [{ Matcher: 5, SendTo: null }, null],
      SendAllToGtag: false,
    } as unknown as AnalyticsConfig);
    expect(() => router.route('a')).not.toThrow();
    expect(got.fxidsdk).toEqual([]);
  });

  it('calls window.gtag when present', () => {
    const gtag = vi.fn();
    gtagSink({ gtag } as unknown as Window)('a', { v: 1 });
    expect(gtag).toHaveBeenCalledWith('event', 'a', { v: 1 });
    expect(() => gtagSink({} as Window)('a', {})).not.toThrow();
  });

  it("refuses a game event under the portal's own names, so gtag never hears it", () => {
    const gtag = vi.fn();
    const log = vi.fn();
    const router = createAnalyticsRouter({
      config: { Sections: [], SendAllToGtag: true },
      sinks: { gtag: gtagSink({ gtag } as unknown as Window) },
      log,
    });
    router.route('login', { method: 'email' });
    router.route('site_purchase_confirmed', {});
    router.route('gtm.load', {});
    router.route('level_up', { v: 1 });
    expect(gtag.mock.calls).toEqual([['event', 'level_up', { v: 1 }]]);
    expect(() => gtagSink({ gtag } as unknown as Window)('login', {})).toThrow(
      "The event 'login' is reserved for the portal",
    );
    expect(log).toHaveBeenCalledWith(
      'warn',
      'Analytics target gtag failed for login:',
      expect.objectContaining({ code: 'InvalidParams' }),
    );
  });
});
