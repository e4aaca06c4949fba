import { expect } from '@playwright/test';
import { ErrorCode, METHODS, methodSchemas, type MethodName } from '../../sdk/src/protocol/index.js';

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));

/** One answer of the conformance game's run, as the page records it. */
export interface ConformanceRow {
  method: string;
  status: 'ok' | 'error';
  result?: unknown;
  error?: { code: string; message: string };
}

/** Every method answered, in METHODS order, each with a schema-valid result or a coded error. */
export function expectConformant(rows: readonly ConformanceRow[]): void {
  expect(rows.map((r) => r.method)).toEqual([...METHODS]);
  for (const row of rows) {
    if (row.status === 'ok') {
      const checked = methodSchemas[row.method as MethodName].result.safeParse(row.result);
      expect(checked.success, `${row.method} result ${JSON.stringify(row.result)}`).toBe(true);
    } else {
      expect(ERROR_CODES.has(row.error!.code), `${row.method} error ${JSON.stringify(row.error)}`).toBe(true);
      expect(row.error!.message).not.toBe('');
    }
  }
}

/** Whether a code is one of the protocol's error codes. */
export const isErrorCode = (code: string | undefined): boolean => code !== undefined && ERROR_CODES.has(code);
