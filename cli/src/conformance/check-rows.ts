import {
  ErrorCode,
  METHODS,
  UNKNOWN_METHOD_MESSAGE,
  eventSchemas,
  methodSchemas,
  type EventName,
  type MethodName,
} from '@playport/sdk/protocol';

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));

/** One answer of the conformance game's run. */
export interface ConformanceRow {
  readonly method: string;
  readonly status: 'ok' | 'error';
  readonly result?: unknown;
  readonly error?: { code?: unknown; message?: unknown };
}

/** One finding of the report: what was checked and, when it failed, why. */
export interface Finding {
  readonly check: string;
  readonly ok: boolean;
  readonly detail?: string;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/** Every method answered once, in the protocol's order, each with a schema-valid result or a coded error with a message. */
export function checkRows(rows: readonly ConformanceRow[]): Finding[] {
  const findings: Finding[] = [];
  const answered = rows.map((r) => r.method);
  const missing = METHODS.filter((m) => !answered.includes(m));
  const extra = answered.filter((m) => !(METHODS as readonly string[]).includes(m));
  findings.push({
    check: `every method answered (${METHODS.length})`,
    ok: missing.length === 0 && extra.length === 0 && answered.length === METHODS.length,
    ...(missing.length || extra.length || answered.length !== METHODS.length
      ? {
          detail: [
            missing.length ? `missing ${missing.join(', ')}` : '',
            extra.length ? `unknown ${extra.join(', ')}` : '',
            answered.length !== METHODS.length ? `${answered.length} answers` : '',
          ]
            .filter(Boolean)
            .join('; '),
        }
      : {}),
  });
  for (const row of rows) {
    const schema = methodSchemas[row.method as MethodName];
    if (!schema) continue;
    if (row.status === 'ok') {
      const parsed = schema.result.safeParse(row.result);
      findings.push({
        check: `${row.method}: result matches its schema`,
        ok: parsed.success,
        ...(parsed.success
          ? {}
          : {
              detail: `${parsed.error.issues.map((i) => `${i.path.join('.') || '(result)'}: ${i.message}`).join('; ')} in ${show(row.result)}`,
            }),
      });
    } else {
      const code = row.error?.code;
      const message = row.error?.message;
      const ok = typeof code === 'string' && ERROR_CODES.has(code) && typeof message === 'string' && message !== '';
      findings.push({
        check: `${row.method}: error has a protocol code and a message`,
        ok,
        ...(ok ? {} : { detail: `got ${show(row.error)}` }),
      });
    }
  }
  return findings;
}

/** Each event the host pushed is a protocol event with a payload its schema accepts. */
export function checkEvents(events: readonly { name: string; payload: unknown }[]): Finding[] {
  return events.map(({ name, payload }) => {
    const schema = (
      eventSchemas as Record<
        string,
        { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }
      >
    )[name as EventName];
    if (!schema) return { check: `event ${name}: a protocol event`, ok: false, detail: 'not an event of the protocol' };
    const parsed = schema.safeParse(payload);
    return {
      check: `event ${name}: payload matches its schema`,
      ok: parsed.success,
      ...(parsed.success
        ? {}
        : {
            detail: `${parsed.error!.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ')} in ${show(payload)}`,
          }),
    };
  });
}

/** Bad input through the game's client, and what the host must answer. */
export const BAD_CALLS: readonly {
  method: string;
  params: unknown;
  code: string;
  field?: string;
  message?: string;
  what: string;
}[] = [
  {
    method: 'NoSuchMethod',
    params: undefined,
    code: ErrorCode.UnknownMethod,
    message: UNKNOWN_METHOD_MESSAGE,
    what: 'an unknown method is UnknownMethod',
  },
  {
    method: 'BuyProduct',
    params: { sku: 5 },
    code: ErrorCode.InvalidParams,
    field: 'sku',
    what: 'BuyProduct with a number sku is InvalidParams on sku',
  },
  {
    method: 'WordsFilter',
    params: {},
    code: ErrorCode.InvalidParams,
    field: 'text',
    what: 'WordsFilter without text is InvalidParams on text',
  },
  {
    method: 'GetInfo',
    params: 'please',
    code: ErrorCode.InvalidParams,
    what: 'GetInfo with a string for params is InvalidParams',
  },
];

/** The answer to one bad call, against what the protocol requires. */
export function checkBadCall(
  bad: (typeof BAD_CALLS)[number],
  outcome: { ok: boolean; error?: { code?: unknown; message?: unknown; field?: unknown } },
): Finding {
  const e = outcome.error;
  const ok =
    !outcome.ok &&
    e?.code === bad.code &&
    (bad.field === undefined || e?.field === bad.field) &&
    (bad.message === undefined || e?.message === bad.message);
  return { check: `bad input: ${bad.what}`, ok, ...(ok ? {} : { detail: `got ${outcome.ok ? 'a result' : show(e)}` }) };
}
