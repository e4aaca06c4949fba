import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_JSON_DEPTH, measureJson } from './measure-json.js';

const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe('measureJson', () => {
  it('gives the exact UTF-8 size of JSON.stringify for JSON data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(measureJson(value, Infinity)).toEqual({ ok: true, bytes: utf8(JSON.stringify(value)) });
      }),
      { seed: 7, numRuns: 500 },
    );
  }, 60_000);

  it('counts multi-byte characters, escapes and lone surrogates as JSON.stringify writes them', () => {
    for (const s of ['é', '日本', '😀', '\ud800', 'a"b\\c\n', '\u0001']) {
      expect(measureJson({ [s]: s }, Infinity)).toEqual({ ok: true, bytes: utf8(JSON.stringify({ [s]: s })) });
    }
  });

  it('counts any string, lone surrogates and control characters included, as JSON.stringify writes it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
        (a, b) => {
          expect(measureJson({ [a]: b, b: [a] }, Infinity)).toEqual({
            ok: true,
            bytes: utf8(JSON.stringify({ [a]: b, b: [a] })),
          });
        },
      ),
      { seed: 11, numRuns: 2000 },
    );
  }, 60_000);

  it('stops early past the limit, even for a structure that shares one node exponentially', () => {
    let node: unknown = 'x'.repeat(10);
    for (let i = 0; i < 60; i++) node = [node, node];
    const started = Date.now();
    const m = measureJson(node, 64 * 1024);
    expect(m.ok && m.bytes > 64 * 1024).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    const sparse = new Array(1e9);
    const s = measureJson(sparse, 1000);
    expect(s.ok && s.bytes > 1000).toBe(true);
  });

  it('does not encode a string longer than the limit', () => {
    const m = measureJson('x'.repeat(1_000_000), 10);
    expect(m.ok && m.bytes > 10).toBe(true);
  });

  it('refuses values JSON cannot carry, with the path to them', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.a = [cyclic];
    expect(measureJson(cyclic, Infinity)).toMatchObject({ ok: false, path: ['a', 0], reason: 'contains a cycle' });
    expect(measureJson({ f: () => 1 }, Infinity)).toMatchObject({ ok: false, path: ['f'] });
    expect(measureJson([1n], Infinity)).toMatchObject({ ok: false, path: [0] });
    expect(measureJson(Symbol('s'), Infinity)).toMatchObject({ ok: false, path: [] });
    for (const instance of [new Map(), new Set(), new Date(), new Uint8Array(4), new ArrayBuffer(2), /x/]) {
      expect(measureJson({ v: instance }, Infinity)).toMatchObject({ ok: false, path: ['v'] });
    }
  });

  it('accepts shared references that are not cycles, and null-prototype objects', () => {
    const shared = { a: 1 };
    const bare = Object.assign(Object.create(null), { k: 'v' });
    expect(measureJson([shared, shared, bare], Infinity)).toEqual({
      ok: true,
      bytes: JSON.stringify([shared, shared, bare]).length,
    });
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels`, () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH + 1; i++) deep = [deep];
    expect(measureJson(deep, Infinity)).toMatchObject({ ok: false, reason: expect.stringContaining('deeper') });
    let fine: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i++) fine = [fine];
    expect(measureJson(fine, Infinity).ok).toBe(true);
  });

  it('reports a throwing getter as unreadable instead of throwing', () => {
    const hostile = Object.defineProperty({}, 'x', {
      enumerable: true,
      get: () => {
        throw new Error('no');
      },
    });
    expect(measureJson(hostile, Infinity)).toMatchObject({ ok: false, reason: 'cannot be read' });
  });
});
