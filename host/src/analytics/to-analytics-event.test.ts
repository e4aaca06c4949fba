import { describe, expect, it } from 'vitest';
import { toAnalyticsEvent } from './to-analytics-event.js';

describe('toAnalyticsEvent', () => {
  it('takes the id from a spec name, a numeric name or an EventId field', () => {
    expect(toAnalyticsEvent('GameConnected', {})).toEqual({ EventId: 781965169 });
    expect(toAnalyticsEvent('781965300', {})).toEqual({ EventId: 781965300 });
    expect(toAnalyticsEvent('level_up', { EventId: 42 })).toEqual({ EventId: 42 });
  });

  it('has no id for other names', () => {
    expect(toAnalyticsEvent('level_up', {})).toBeNull();
    expect(toAnalyticsEvent('level_up', { EventId: 1.5 })).toBeNull();
    expect(toAnalyticsEvent('0123', {})).toBeNull();
    expect(toAnalyticsEvent('99999999999', {})).toBeNull();
    expect(toAnalyticsEvent('toString', {})).toBeNull();
  });

  it('keeps numbered fields of the right type, fills F1 and S1 from value and type', () => {
    expect(
      toAnalyticsEvent('1', {
        I1: 2,
        I2: 2.5,
        F3: 1.5,
        S2: 'x',
        S16: 'no',
        J1: { a: 1 },
        other: 'no',
        value: 7,
        type: 'TutorialStep',
      }),
    ).toEqual({ EventId: 1, I1: 2, F3: 1.5, S2: 'x', J1: { a: 1 }, F1: 7, S1: 'TutorialStep' });
    expect(toAnalyticsEvent('1', { F1: 1, S1: 'a', value: 7, type: 'b' })).toEqual({ EventId: 1, F1: 1, S1: 'a' });
    expect(toAnalyticsEvent('1', { S1: 'x'.repeat(1025) })).toEqual({ EventId: 1 });
  });
});
