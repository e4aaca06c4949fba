import type * as z from 'zod/mini';
import type { PathSegment } from './measure-json.js';

type Issue = z.core.$ZodIssue;

/** The first offending field of failed params and a short reason, for an InvalidParams reply. */
export interface IssueDescription {
  /** Dotted path (`data.k`, `path.1`); absent when the params as a whole are wrong. */
  field?: string;
  message: string;
}

// Field names come from the game; keep replies small whatever it sent.
const MAX_FIELD = 200;

/** Joins a path into the dotted form used in `field`; empty for the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  const dotted = path.map((segment) => String(segment)).join('.');
  return dotted.length > MAX_FIELD ? dotted.slice(0, MAX_FIELD) + '…' : dotted;
}

const list = (values: readonly unknown[]) => {
  const shown = values
    .slice(0, 10)
    .map((v) => JSON.stringify(v))
    .join(', ');
  return values.length > 10 ? shown + ', …' : shown;
};

function bound(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const max = issue.code === 'too_big';
  const n = issue.code === 'too_big' ? issue.maximum : issue.minimum;
  const limit = `${max ? 'at most' : 'at least'} ${n}`;
  const unit = (word: string) => `${word}${String(n) === '1' ? '' : 's'}`;
  if (issue.origin === 'string') return `must be ${limit} ${unit('character')} long`;
  if (issue.origin === 'array') return `must have ${limit} ${unit('item')}`;
  if (issue.inclusive === false) return `must be ${max ? 'less' : 'greater'} than ${n}`;
  return `must be ${limit}`;
}

function reason(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'unrecognized_keys':
      return 'unknown field';
    case 'invalid_value':
      return `expected one of ${list(issue.values)}`;
    case 'too_big':
    case 'too_small':
      return bound(issue);
    case 'invalid_format':
      return `not a valid ${issue.format}`;
    case 'invalid_union':
      return 'does not match any allowed form';
    default:
      return 'invalid value';
  }
}

/** Resolves an issue to the deepest path it points at: into a union's closest branch, onto an unknown key. */
function locate(issue: Issue): { path: PathSegment[]; issue: Issue } {
  const base = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) {
    return { path: [...base, issue.keys[0]], issue };
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    let best: { path: PathSegment[]; issue: Issue } | undefined;
    for (const branch of issue.errors) {
      const first = branch[0];
      if (!first) continue;
      const found = locate(first);
      if (!best || found.path.length > best.path.length) best = found;
    }
    // A union whose branches all fail at its own level is described as the union, not as one branch.
    if (best && best.path.length > 0) return { path: [...base, ...best.path], issue: best.issue };
  }
  return { path: base, issue };
}

/**
 * Describes the first issue of a failed parse: which field, and why, in words a game developer can act on.
 *
 * @example
 * ```ts
 * describeIssue(schema.safeParse({ sku: 5 }).error!.issues); // { field: 'sku', message: 'Invalid field "sku": expected string' }
 * ```
 */
export function describeIssue(issues: readonly Issue[]): IssueDescription {
  const first = issues[0];
  if (!first) return { message: 'Invalid params' };
  const { path, issue } = locate(first);
  const field = formatPath(path);
  return field
    ? { field, message: `Invalid field "${field}": ${reason(issue)}` }
    : { message: `Invalid params: ${reason(issue)}` };
}
