import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEmail, isPhone } from '@playport/sdk/protocol';
import { ApiError } from './api-error';
import { MAX_JSON_DEPTH, email, parseJsonText, phone, readParams, readQuery, rejectUnstorable } from './validate';

describe('parseJsonText', () => {
  const schema = z.object({ n: z.number() });

  it('gives the checked data, null for text that is not JSON, and the schema error otherwise', () => {
    expect(parseJsonText('{"n":1}', schema)).toEqual({ success: true, data: { n: 1 } });
    expect(parseJsonText('{"n":', schema)).toEqual({ success: false, error: null });
    const wrong = parseJsonText('{"n":"1"}', schema);
    expect(wrong.success).toBe(false);
    expect(!wrong.success && wrong.error?.issues[0]?.path).toEqual(['n']);
  });
});

describe('rejectUnstorable', () => {
  const refusal = (value: unknown) => {
    try {
      rejectUnstorable(value);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, code: error.code, message: error.message };
    }
    return null;
  };
  const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

  it('lets storable JSON through, deep up to the limit, arrays and numbers included', () => {
    expect(refusal({ Events: [{ I1: 1, S1: 'x', J1: [[1, null, true]] }], n: null })).toBeNull();
    expect(refusal(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it('names the field of a NUL character, in a string or a key, inside objects and arrays', () => {
    expect(refusal({ Events: [{ I1: 1 }, { S2: 'a\u0000b' }] })).toEqual({
      status: 400,
      code: 'ValidationFailed',
      message: 'Invalid value for Events.1.S2: must not contain a NUL character',
    });
    expect(refusal({ Data: { 'k\u0000': 1 } })).toEqual({
      status: 400,
      code: 'ValidationFailed',
      message: 'Invalid value for Data: has a key with a NUL character',
    });
    expect(refusal('\u0000')?.message).toBe('Invalid value for (body): must not contain a NUL character');
  });

  it('refuses nesting one level past the limit, naming where it goes too deep', () => {
    expect(refusal(nested(MAX_JSON_DEPTH + 1))).toEqual({
      status: 400,
      code: 'ValidationFailed',
      message: `Invalid value for ${Array(MAX_JSON_DEPTH).fill('a').join('.')}: is nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });
});

describe('email and phone', () => {
  const emails = [
    'ann@example.com',
    'me+1@x.test',
    `${'a'.repeat(242)}@example.com`,
    `${'a'.repeat(243)}@example.com`,
    'a@b.c',
    'a@b..co',
    'ann@example',
    'a b@example.com',
    ' ann@example.com',
    '',
  ];
  const phones = ['12', '+123456789012345', '1', '+0123', '+1234567890123456', '+49 151 1234', ''];

  it.each(emails)("takes the e-mail %j exactly when the protocol rule (the forms') does", (value) => {
    expect(email().safeParse(value).success).toBe(isEmail(value));
  });

  it.each(phones)('takes the phone %j exactly when the protocol rule does', (value) => {
    expect(phone().safeParse(value).success).toBe(isPhone(value));
  });

  it('answers a malformed value with the given message', () => {
    expect(email('invalid_email').safeParse('nope').error?.issues[0]?.message).toBe('invalid_email');
    expect(phone('invalid_phone_number').safeParse('+0').error?.issues[0]?.message).toBe('invalid_phone_number');
  });
});

describe('readQuery and readParams', () => {
  const query = z.object({ Platform: z.enum(['FxId', 'Ok']).default('FxId'), Page: z.coerce.number().optional() });
  const strict = z.strictObject({ Platform: z.string() });
  const app = new Hono();
  app.get('/q', (c) => c.json(readQuery(c, query)));
  app.get('/strict', (c) => c.json(readQuery(c, strict)));
  app.get('/p/:Game/:Rest', (c) => c.json(readParams(c, z.object({ Game: z.string().max(8) }))));
  app.onError((err, c) => c.json({ error: (err as ApiError).message }, 400));
  const read = async (path: string) => (await app.request(path)).json();

  it('reads the fields an object schema names, decoded, the first of repeated ones, defaults applied', async () => {
    expect(await read('/q')).toEqual({ Platform: 'FxId' });
    expect(await read('/q?Platform=Ok&Page=2&Other=%00')).toEqual({ Platform: 'Ok', Page: 2 });
    expect(await read('/q?Page=3&Platform=Ok&Platform=FxId')).toEqual({ Platform: 'Ok', Page: 3 });
    expect(await read('/q?%50latform=%4Fk')).toEqual({ Platform: 'Ok' });
    expect(await read('/q?Platform=Myspace')).toEqual({
      error: expect.stringMatching(/^Invalid value for Platform: /),
    });
    expect(await read('/q?Platform=Ok%00')).toEqual({ error: expect.stringMatching(/^Invalid value for Platform: /) });
  });

  it('gives a strict schema the whole query, so an unknown field is refused', async () => {
    expect(await read('/strict?Platform=Ok')).toEqual({ Platform: 'Ok' });
    expect(await read('/strict?Platform=Ok&Other=1')).toEqual({ error: expect.stringContaining('Invalid') });
  });

  it('reads the path parameters the schema names, decoded', async () => {
    expect(await read('/p/hello%2Dx/anything')).toEqual({ Game: 'hello-x' });
    expect(await read('/p/much-too-long/x')).toEqual({ error: expect.stringMatching(/^Invalid value for Game: /) });
  });
});
