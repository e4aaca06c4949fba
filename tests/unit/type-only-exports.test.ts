import { describe, expect, it } from 'vitest';
import { splitTypeOnlyExports } from '../../scripts/lib/type-only-exports.mjs';

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
