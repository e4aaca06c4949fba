import type { Plugin } from 'rollup';

/** Records each JS entry's export names into `exportsByEntry`, by entry name. */
export function recordExports(exportsByEntry: Map<string, Set<string>>): Plugin;
/** Rewrites a declaration file's export lists: names in `values` stay, the others become `export type`. */
export function splitTypeOnlyExports(code: string, values: Set<string>): string;
/** Splits each declaration entry's export lists by what its JS entry (recorded by `recordExports`) exports. */
export function typeOnlyExports(exportsByEntry: Map<string, Set<string>>): Plugin;
/** The declarations with the literal unions, enum objects and numbered members of inferred types sorted. */
export function sortInferredTypes(code: string): string;
/** Sorts the inferred types of every declaration file of a build. */
export function stableInferredTypes(): Plugin;
