import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ErrorCode, METHODS, type MethodName, type Reply } from '@playport/sdk/protocol';
import { createDispatcher, type MethodHandlers } from './create-dispatcher.js';

const SEED = 20261121;
// Property runs are CPU-bound; leave room for a loaded CI machine.
const TIMEOUT = 60_000;
const CODES = new Set<string>(Object.values(ErrorCode));
const PROTOTYPE_NAMES = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'then',
];

// Every method gets a handler that echoes a fixed, valid-looking result, so every name reaches validation.
const handlers = Object.fromEntries(METHODS.map((m) => [m, async () => ({ ok: true })])) as MethodHandlers;
const dispatch = createDispatcher(handlers);

const methodName = fc.oneof(
  fc.constantFrom(...METHODS),
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.string(),
  fc.constantFrom(...METHODS).map((m) => m.toLowerCase()),
);

function isWellFormed(reply: Reply): boolean {
  const keys = Object.keys(reply);
  if (keys.length !== 1) return false;
  if ('result' in reply) return true;
  const { error } = reply;
  return (
    typeof error === 'object' &&
    CODES.has(error.code) &&
    typeof error.message === 'string' &&
    error.message.length > 0 &&
    !('stack' in error) &&
    (error.field === undefined || typeof error.field === 'string')
  );
}

describe('createDispatcher under arbitrary input', () => {
  it(
    'never throws or rejects, and answers exactly one of result or error with a known code',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          methodName,
          fc.anything({
            withBigInt: true,
            withMap: true,
            withSet: true,
            withDate: true,
            withTypedArray: true,
            withNullPrototype: true,
            withBoxedValues: true,
            withSparseArray: true,
          }),
          async (method, params) => {
            let reply: Reply;
            try {
              reply = await dispatch(method, params);
            } catch (err) {
              throw new Error(`dispatch threw for ${method}: ${String(err)}`, { cause: err });
            }
            expect(isWellFormed(reply)).toBe(true);
            if (!(METHODS as readonly string[]).includes(method)) {
              expect('error' in reply && reply.error.code).toBe(ErrorCode.UnknownMethod);
            }
          },
        ),
        { seed: SEED, numRuns: 1000 },
      );
    },
    TIMEOUT,
  );

  it(
    'never throws for non-string names either',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.anything(), fc.anything(), async (method, params) => {
          const reply = await dispatch(method as string, params);
          expect(reply).toEqual({ error: { code: ErrorCode.UnknownMethod, message: 'Unknown method for channel' } });
        }),
        { seed: SEED, numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'answers PayloadTooLarge for any method when the params pass the cap, whatever their shape',
    async () => {
      const big = fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.repeat(Math.ceil(70_000 / s.length)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...METHODS), big, fc.anything(), async (method, filler, other) => {
          const reply = await dispatch(method, { filler, other });
          expect('error' in reply && reply.error.code).toBe(ErrorCode.PayloadTooLarge);
        }),
        { seed: SEED, numRuns: 100 },
      );
    },
    TIMEOUT,
  );

  const valid: { [M in MethodName]?: fc.Arbitrary<unknown> } = {
    BuyProduct: fc.record(
      {
        sku: fc.string({ minLength: 1, maxLength: 64 }),
        productNameHint: fc.string({ maxLength: 200 }),
        developerPayload: fc.string({ maxLength: 200 }),
      },
      { requiredKeys: ['sku'] },
    ),
    SetStatus: fc.record(
      { status: fc.string({ maxLength: 300 }), priority: fc.integer({ min: 0, max: 100 }) },
      { requiredKeys: ['status'] },
    ),
    StatEvent: fc.record(
      {
        name: fc.string({ minLength: 1, maxLength: 64 }),
        type: fc.constantFrom('TutorialStart', 'TutorialCompleted', 'TutorialSkip', 'TutorialStep'),
        value: fc.double({ noNaN: true, noDefaultInfinity: true }),
        data: fc.dictionary(
          fc.string({ maxLength: 64 }),
          fc.oneof(
            fc.string({ maxLength: 100 }),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.boolean(),
            fc.constant(null),
          ),
          { maxKeys: 8 },
        ),
      },
      { requiredKeys: ['name'] },
    ),
    SendVkBridge: fc.record(
      { method: fc.string({ minLength: 1, maxLength: 64 }), params: fc.jsonValue({ maxDepth: 4 }) },
      { requiredKeys: ['method'] },
    ),
    SendCrazyGamesSdk: fc.record(
      {
        path: fc.array(fc.string({ maxLength: 64 }), { minLength: 1, maxLength: 4 }),
        args: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 8 }),
      },
      { requiredKeys: ['path'] },
    ),
    GetInfo: fc.constantFrom(undefined, {}),
    ShowLinkShareModal: fc.option(
      fc.record({ url: fc.webUrl(), text: fc.string({ maxLength: 100 }) }, { requiredKeys: [] }),
      { nil: undefined },
    ),
  };

  for (const [method, params] of Object.entries(valid)) {
    it(
      `accepts valid params of ${method}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(params, async (p) => {
            expect(await dispatch(method, p)).toEqual({ result: { ok: true } });
          }),
          { seed: SEED, numRuns: 200 },
        );
      },
      TIMEOUT,
    );
  }
});
