import type { ESLint, Rule } from 'eslint';

/** The rule `playport/package-boundaries` (see package-boundaries.mjs). */
export declare const packageBoundaries: Rule.RuleModule;
/** The plugin that holds the rule. */
export declare const packageBoundariesPlugin: ESLint.Plugin;
