import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonText } from './validate';

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
