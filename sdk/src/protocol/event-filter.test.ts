import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterMatches, matchingRules, patternMatches, ruleMatches } from './event-filter.js';

const plain = fc.string({ maxLength: 20 }).filter((s) => !(s.length >= 2 && s.startsWith('/') && s.endsWith('/')));
const optional = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('event filter: examples', () => {
  it('matches empty, exact and /regex/ filters', () => {
    expect(filterMatches('', undefined)).toBe(true);
    expect(filterMatches(null, 'x')).toBe(true);
    expect(filterMatches(undefined, null)).toBe(true);
    expect(filterMatches('gold', 'gold')).toBe(true);
    expect(filterMatches('gold', 'Gold')).toBe(false);
    expect(filterMatches('/^g/', 'gold')).toBe(true);
    expect(filterMatches('/^(gold|silver)$/', 'bronze')).toBe(false);
    expect(filterMatches('gold', null)).toBe(false);
    expect(filterMatches('/.*/', undefined)).toBe(false);
    expect(filterMatches('/([/', 'x')).toBe(false);
    expect(filterMatches('/', '/')).toBe(true);
    expect(filterMatches('//', '')).toBe(true);
  });

  it('needs the code and all three filters', () => {
    const rule = { Code: 'win', Filter1: 'level', Filter2: '/^[0-9]+$/', Filter3: null };
    expect(ruleMatches(rule, { eventCode: 'win', p1: 'level', p2: '12' })).toBe(true);
    expect(ruleMatches(rule, { eventCode: 'win', p1: 'level', p2: 'x' })).toBe(false);
    expect(ruleMatches(rule, { eventCode: 'win', p1: 'level' })).toBe(false);
    expect(ruleMatches(rule, { eventCode: 'lose', p1: 'level', p2: '12' })).toBe(false);
    expect(matchingRules([rule, { Code: 'win' }, { Code: 'x' }], { eventCode: 'win' })).toEqual([{ Code: 'win' }]);
  });
});

describe('event filter: properties', () => {
  it('an empty filter matches any value, present or not', () => {
    fc.assert(
      fc.property(fc.constantFrom('', null, undefined), fc.option(fc.string(), { nil: undefined }), (f, v) =>
        filterMatches(f, v),
      ),
    );
  });

  it('a non-empty filter fails a missing value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(null, undefined), (f, v) => !filterMatches(f, v)),
    );
  });

  it('a plain filter is exact equality', () => {
    fc.assert(
      fc.property(
        plain.filter((s) => s.length > 0),
        fc.string({ maxLength: 20 }),
        (f, v) => filterMatches(f, v) === (f === v),
      ),
    );
    fc.assert(
      fc.property(
        plain.filter((s) => s.length > 0),
        (f) => filterMatches(f, f),
      ),
    );
  });

  it('a slash-wrapped filter is the regular expression between the slashes', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        (a, s, b) => filterMatches(`/${escape(s)}/`, `${a}${s}${b}`) && filterMatches(`/^${escape(s)}$/`, s),
      ),
    );
  });

  it('an invalid expression matches nothing and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (inner, v) => {
        let valid = true;
        try {
          new RegExp(inner);
        } catch {
          valid = false;
        }
        const result = patternMatches(`/${inner}/`, v);
        return valid || result === false;
      }),
    );
  });

  it('a rule matches exactly when the code and each filter match', () => {
    const rule = fc.record({
      Code: fc.constantFrom('a', 'b'),
      Filter1: fc.option(plain),
      Filter2: fc.option(plain),
      Filter3: fc.option(plain),
    });
    const event = fc.record({ eventCode: fc.constantFrom('a', 'b'), p1: optional, p2: optional, p3: optional });
    fc.assert(
      fc.property(
        rule,
        event,
        (r, e) =>
          ruleMatches(r, e) ===
          (r.Code === e.eventCode &&
            filterMatches(r.Filter1, e.p1) &&
            filterMatches(r.Filter2, e.p2) &&
            filterMatches(r.Filter3, e.p3)),
      ),
    );
    fc.assert(
      fc.property(rule, (r) =>
        ruleMatches(r, {
          eventCode: r.Code,
          p1: r.Filter1 ?? undefined,
          p2: r.Filter2 ?? undefined,
          p3: r.Filter3 ?? undefined,
        }),
      ),
    );
  });
});
