import { z } from 'zod';
import { ErrorCode } from './errors.js';
import { area, documentedAs, operation, post } from './operation.js';

type UpTo4 = 1 | 2 | 3 | 4;
type UpTo10 = UpTo4 | 5 | 6 | 7 | 8 | 9 | 10;
type UpTo15 = UpTo10 | 11 | 12 | 13 | 14 | 15;

/** `I1`…`In` (and so on) with one schema each; the keys typed one by one, so a misspelt field does not compile. */
function numbered<P extends string, N extends number, S extends z.ZodType>(prefix: P, count: number, make: () => S) {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, make()])) as {
    [K in `${P}${N}`]: S;
  };
}

const INTEGER = 'must be an integer';
const STRING = 'must be a string of at most 1024 characters';
const numberedFields = {
  ...numbered<'I', UpTo10, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>('I', 10, () =>
    z.number({ error: INTEGER }).refine(Number.isInteger, INTEGER).nullish(),
  ),
  ...numbered<'F', UpTo10, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>('F', 10, () =>
    z.number({ error: 'must be a number' }).nullish(),
  ),
  ...numbered<'S', UpTo15, z.ZodOptional<z.ZodNullable<z.ZodString>>>('S', 15, () =>
    z.string({ error: STRING }).max(1024, STRING).nullish(),
  ),
  ...numbered<'J', UpTo4, z.ZodOptional<z.ZodJSONSchema>>('J', 4, () => z.json().optional()),
};

/** A target an analytics section routes events to. */
export const analyticsTarget = z.enum(['vkcom', 'gtag', 'fxidsdk', 'fbinstantlog']);

/**
 * One routing rule. Designed inner shapes: `Matcher` is an event name (exact, or `/regex/`) and
 * `Mapper` renames event fields for the targets (`{ from: to }`).
 */
export const analyticsSection = z.object({
  Matcher: z.string(),
  SendTo: z.array(analyticsTarget),
  Mapper: z.record(z.string(), z.string()).nullable(),
});

/** Analytics routing of a game's web client. */
export const analyticsConfig = z.object({ Sections: z.array(analyticsSection), SendAllToGtag: z.boolean() });

const fixedEventFields = {
  EventId: z.int32(),
  UserId: z.string().max(128).nullish(),
  CreatedAt: z.iso.datetime({ offset: true }).nullish(),
  ServerCreatedAt: z.string().nullish(),
  Build: z.int32().nullish(),
  /** Default 24. */
  Platform: z.int32().default(24),
};

/** The names of an event's fixed fields (the rest are numbered: `I1`, `S3`, …). */
export const FIXED_EVENT_FIELDS: readonly string[] = Object.keys(fixedEventFields);

/**
 * One analytics event: the fixed fields, then numbered ones — `I1`–`I10` integers, `F1`–`F10` numbers,
 * `S1`–`S15` strings of at most 1024 characters, `J1`–`J4` any JSON. Null fields are dropped. This is the
 * event as the OpenAPI document shows it.
 */
export const eventFields = z.object({ ...fixedEventFields, ...numberedFields });
const shownEvent = z.strictObject(eventFields.shape);

const numberedFieldSchemas: ReadonlyMap<string, z.ZodType> = new Map(Object.entries(numberedFields));

/**
 * Values a numbered field's schema surely accepts, by its letter: null and absent, integers (`I`), finite
 * numbers (`F`), strings of at most 1024 characters (`S`). A value that fails this test goes to the
 * field's schema, which decides and words the error; so the test only saves the schema's work on the
 * common valid values and never changes an outcome.
 */
const surelyValid: Readonly<Record<string, (value: unknown) => boolean>> = {
  I: (v) => v == null || Number.isInteger(v),
  F: (v) => v == null || (typeof v === 'number' && Number.isFinite(v)),
  S: (v) => v == null || (typeof v === 'string' && v.length <= 1024),
};

/** Checks the fields of one event beyond the fixed ones. */
function checkNumberedFields(e: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const key of Object.keys(e)) {
    if (key in fixedEventFields) continue;
    const field = numberedFieldSchemas.get(key);
    if (!field) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'unknown event field' });
      continue;
    }
    if (surelyValid[key[0]!]?.(e[key])) continue;
    const checked = field.safeParse(e[key]);
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] });
  }
}

/**
 * The event as the server checks it: the same field schemas, but each numbered field is checked only when
 * the event carries it, rather than all 39 on every event (a batch holds up to 1,000 events, and an event
 * carries a few). Any other field is refused with `unknown event field` (by name, rather than dropped).
 */
export const analyticsEvent = z
  .object(fixedEventFields)
  .catchall(z.unknown())
  .superRefine((e, ctx) => checkNumberedFields(e, ctx)) as unknown as z.ZodType<
  z.output<typeof eventFields>,
  z.input<typeof eventFields>
>;
/** One batch of events of a session, with its events checked by `event`. */
const batchOf = <E extends z.ZodType>(event: E) =>
  z.object({
    /** The client's id of this batch; the same id is stored once however often it arrives. */
    BatchId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -')
      .optional(),
    SessionId: z.string().min(1).max(128),
    Platform: z.int32().default(24),
    /** Default 1047. */
    BuildId: z.int32().default(1047),
    /** The analytics environment; the host sends `prod`. Not stored. */
    Environment: z.string().optional(),
    /** The analytics tenant; the host sends `FX`. Not stored. */
    Tenant: z.string().optional(),
    Events: z.array(event).min(1).max(1000),
  });

/** One batch of events of a session. */
export const analyticsBatch = batchOf(analyticsEvent);
documentedAs(analyticsBatch, batchOf(shownEvent));

/** Analytics (`/analytics/*`). */
export const analyticsContract = area('analytics', {
  track: operation(post('/analytics/track', 'void'), {
    summary: 'Stores one batch of events (once per BatchId); answers 204.',
    body: analyticsBatch,
    errors: [
      {
        status: 429,
        code: ErrorCode.RateLimited,
        when: "the client address's events per minute are spent; send the batch again after Retry-After",
      },
    ],
  }),
});

/** A target an analytics section routes events to. */
export type AnalyticsTarget = z.output<typeof analyticsTarget>;
/** One routing rule of {@link AnalyticsConfig}. */
export type AnalyticsSection = z.output<typeof analyticsSection>;
/** Analytics routing of a game's web client. */
export type AnalyticsConfig = z.output<typeof analyticsConfig>;
/**
 * One analytics event. Null fields are dropped before sending. Times are ISO 8601 strings.
 *
 * @example `{ EventId: 781965170, UserId: 'a-1', CreatedAt: '2025-01-01T00:00:00Z', Build: 1047, Platform: 24, I1: 3 }`
 */
export type AnalyticsEvent = z.input<typeof analyticsEvent>;
/** `POST /analytics/track`: one batch of events of a session; the answer is not read. */
export type AnalyticsBatch = z.input<typeof analyticsBatch>;
