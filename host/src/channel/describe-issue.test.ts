import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { methodSchemas } from '@playport/sdk/protocol';
import { describeIssue, formatPath } from './describe-issue.js';

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues;
};

describe('describeIssue', () => {
  it('describes the field and the reason in words', () => {
    expect(describeIssue(issuesOf(methodSchemas.OpenModal.params, { type: 'nope' }))).toEqual({
      field: 'type',
      message:
        'Invalid field "type": expected one of "login", "info", "textCopy", "linkShare", "iframe", "reportIssue", "social", "documents"',
    });
    expect(describeIssue(issuesOf(methodSchemas.SendCrazyGamesSdk.params, { path: [] }))).toEqual({
      field: 'path',
      message: 'Invalid field "path": must have at least 1 item',
    });
    expect(describeIssue(issuesOf(methodSchemas.SetStatus.params, { status: 'x', priority: 101 }))).toEqual({
      field: 'priority',
      message: 'Invalid field "priority": must be at most 100',
    });
    expect(
      describeIssue(issuesOf(methodSchemas.CreateSupportRequest.params, { message: 'hi', email: 'nope' })),
    ).toEqual({
      field: 'email',
      message: 'Invalid field "email": not a valid email',
    });
  });

  it('follows a union into its deepest failing branch', () => {
    const issues = issuesOf(methodSchemas.SendVkBridge.params, { method: 'm', params: { a: { b: new Date() } } });
    expect(describeIssue(issues).field).toBe('params.a.b');
    const scalar = issuesOf(methodSchemas.StatEvent.params, { name: 'n', data: { k: {} } });
    expect(describeIssue(scalar)).toEqual({
      field: 'data.k',
      message: 'Invalid field "data.k": does not match any allowed form',
    });
  });

  it('names the first unknown key', () => {
    expect(describeIssue(issuesOf(methodSchemas.BuyProduct.params, { sku: 'a', zz: 1, yy: 2 })).field).toBe('zz');
  });

  it('keeps a hostile field name short', () => {
    expect(formatPath(['k'.repeat(10_000)]).length).toBeLessThanOrEqual(201);
    expect(formatPath(['a', 0, 'b'])).toBe('a.0.b');
  });
});
