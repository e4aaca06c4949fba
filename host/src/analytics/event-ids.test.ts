import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENT_ID_FIRST,
  ANALYTICS_EVENT_ID_LAST,
  ANALYTICS_EVENT_IDS,
  analyticsEventId,
} from './event-ids.js';

describe('analytics event ids', () => {
  it('numbers the spec list in order from 781965163', () => {
    expect(ANALYTICS_EVENT_IDS.DownloadRequest).toBe(781965163);
    expect(ANALYTICS_EVENT_IDS.Download).toBe(781965164);
    expect(ANALYTICS_EVENT_IDS.GameConnected).toBe(781965169);
    expect(ANALYTICS_EVENT_IDS.UserReview).toBe(781965173);
    expect(ANALYTICS_EVENT_IDS.PersonalInfoFormShown).toBe(781965174);
    expect(ANALYTICS_EVENT_IDS.BankCardFormShown).toBe(781965177);
    expect(ANALYTICS_EVENT_IDS.FastPaymentDataReceived).toBe(781965182);
    expect(ANALYTICS_EVENT_IDS.FastPaymentDataError).toBe(781965183);
    expect(ANALYTICS_EVENT_IDS.FastPaymentSuccess).toBe(781965186);
  });

  it('gives every name its own id inside the range, leaving the rest reserved', () => {
    const ids = Object.values(ANALYTICS_EVENT_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(24);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(ANALYTICS_EVENT_ID_FIRST);
      expect(id).toBeLessThanOrEqual(ANALYTICS_EVENT_ID_LAST);
    }
    expect(Math.max(...ids)).toBeLessThan(ANALYTICS_EVENT_ID_LAST);
  });

  it('answers null for unknown names and inherited keys', () => {
    expect(analyticsEventId('CardClicked')).toBe(781965178);
    expect(analyticsEventId('Nope')).toBeNull();
    expect(analyticsEventId('toString')).toBeNull();
    expect(analyticsEventId('__proto__')).toBeNull();
  });
});
