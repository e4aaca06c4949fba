import { describe, expect, it } from 'vitest';
import { analyticsBatch, analyticsEvent, eventFields } from './analytics';

// The event schema checks a numbered field with the field's own schema unless a quick test already
// knows the value passes; every value here must get the same outcome either way.
const values: unknown[] = [
  null,
  undefined,
  0,
  -0,
  7,
  -12,
  1.5,
  -0.25,
  2 ** 60,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '',
  'x',
  '7',
  'x'.repeat(1024),
  'x'.repeat(1025),
  true,
  false,
  {},
  [],
  [1],
  { a: 1 },
];
const fields = ['I1', 'I10', 'F1', 'F10', 'S1', 'S15', 'J1', 'J4'] as const;

describe('analyticsEvent', () => {
  for (const field of fields)
    it(`decides ${field} as its own schema does, for every kind of value`, () => {
      const own = eventFields.shape[field];
      for (const value of values) {
        const event = { EventId: 1, [field]: value };
        const alone = own.safeParse(value);
        const inEvent = analyticsEvent.safeParse(event);
        expect(inEvent.success, `${field} = ${String(value)}`).toBe(alone.success);
        if (!alone.success)
          expect(inEvent.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
            alone.error.issues.map((i) => [[field, ...i.path].join('.'), i.message]),
          );
      }
    });

  it('names every field error of a batch, event by event', () => {
    const result = analyticsBatch.safeParse({
      SessionId: 's',
      Events: [
        { EventId: 1, I1: 1.5, X: 1 },
        { EventId: 'x', S2: 3 },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Events.0.I1', 'must be an integer'],
      ['Events.0.X', 'unknown event field'],
      // An event whose fixed fields fail is not checked further.
      ['Events.1.EventId', 'Invalid input: expected number, received string'],
    ]);
  });
});
