import { describe, expect, it } from 'vitest';
import { sortInferredTypes, splitTypeOnlyExports } from '../../scripts/lib/declarations.mjs';

// What rollup-plugin-dts writes for an entry whose source says `export { createApiClient }` and
// `export type { gameConfigReply, GameConfigReply }`: one plain export list (rollup-plugin-dts#161).
const bundled = [
  "import { a as HostError } from './chunks/errors-X.js';",
  'declare const gameConfigReply: { parse(value: unknown): unknown };',
  'declare function createApiClient(): void;',
  'type GameConfigReply = { Name: string };',
  'export { createApiClient, gameConfigReply, GameConfigReply };',
  "export { b as ADAPTER_NAMES, c as toHostError } from './chunks/errors-X.js';",
  'export type { HostError };',
].join('\n');

describe('splitTypeOnlyExports', () => {
  it('keeps the names the JS entry exports and makes every other name type-only, in each export list', () => {
    const out = splitTypeOnlyExports(bundled, new Set(['createApiClient', 'toHostError']));
    expect(out.split('\n').slice(4)).toEqual([
      'export { createApiClient };',
      'export type { gameConfigReply, GameConfigReply };',
      "export { c as toHostError } from './chunks/errors-X.js';",
      "export type { b as ADAPTER_NAMES } from './chunks/errors-X.js';",
      'export type { HostError };',
    ]);
  });

  it('leaves a file whose exports are all values of the JS entry unchanged', () => {
    const code = 'declare function init(): void;\nexport { init };';
    expect(splitTypeOnlyExports(code, new Set(['init']))).toBe(code);
  });

  it('writes a list with no value left as one type-only list, dropping inline type modifiers', () => {
    expect(splitTypeOnlyExports('type A = 1;\ntype B = 2;\nexport { A, type B };', new Set())).toBe(
      'type A = 1;\ntype B = 2;\nexport type { A, B };',
    );
  });

  it('refuses `export *`, whose names it cannot sort', () => {
    expect(() => splitTypeOnlyExports("export * from './chunks/a.js';", new Set())).toThrow(
      "an entry's declarations re-export everything from './chunks/a.js'; list the names",
    );
  });
});

// Two builds of the same schemas, whose literal types TypeScript happened to create in other orders.
const inferred = (order: 'one' | 'other') =>
  [
    'type Written = "b" | "a";',
    '/** A platform. */',
    'declare const platform: z.ZodEnum<{',
    ...(order === 'one'
      ? ['    Xsolla: "Xsolla";', '    Email: "Email";']
      : ['    Email: "Email";', '    Xsolla: "Xsolla";']),
    '}>;',
    'declare const event: z.ZodObject<{',
    '    EventId: number;',
    ...(order === 'one'
      ? ['    S10?: string | null;', '    S2?: string | null;', '    I1?: number;']
      : ['    I1?: number;', '    S2?: string | null;', '    S10?: string | null;']),
    `    Status: ${order === 'one' ? '"Success" | "Created"' : '"Created" | "Success"'};`,
    `    Paid: ${order === 'one' ? '"Completed" | "Cancelled" | null' : '"Cancelled" | "Completed" | null'};`,
    '}>;',
    `declare function status(): ${order === 'one' ? '"b" | "a"' : '"a" | "b"'};`,
    'export { event, platform, status };',
    'export type { Written };',
  ].join('\n');

describe('sortInferredTypes', () => {
  it('gives two orders of the same inferred types one text: enum objects, literal unions (null kept in its place) and numbered members sorted', () => {
    expect(sortInferredTypes(inferred('one'))).toBe(sortInferredTypes(inferred('other')));
    expect(sortInferredTypes(inferred('one')).split('\n')).toEqual([
      'type Written = "b" | "a";',
      '/** A platform. */',
      'declare const platform: z.ZodEnum<{',
      '    Email: "Email";',
      '    Xsolla: "Xsolla";',
      '}>;',
      'declare const event: z.ZodObject<{',
      '    EventId: number;',
      '    I1?: number;',
      '    S2?: string | null;',
      '    S10?: string | null;',
      '    Status: "Created" | "Success";',
      '    Paid: "Cancelled" | "Completed" | null;',
      '}>;',
      'declare function status(): "a" | "b";',
      'export { event, platform, status };',
      'export type { Written };',
    ]);
  });

  it('keeps the order of types someone wrote, and of members that are not all literals or numbered', () => {
    const written = [
      'type Outcome = "Finished" | "Skipped" | "Failed";',
      'interface Reply {',
      '    Name: "Name";',
      '    Age: "Age";',
      '}',
      'declare const config: {',
      '    Zeta: string;',
      '    Alpha: "Alpha";',
      '    Mixed: number | string;',
      '};',
    ].join('\n');
    expect(sortInferredTypes(written)).toBe(written);
  });
});
