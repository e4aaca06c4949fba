import { describe, expect, it } from 'vitest';
import { TURNSTILE_TEST_TOKEN, verifyTurnstile } from './turnstile';

const production = (secret = 'real-secret') => ({ MODE: 'production' as const, TURNSTILE_SECRET: secret });
const answering =
  (body: string, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status });

describe('verifyTurnstile', () => {
  it('answers the documented test secrets without a network call in local mode, and refuses every token under them in production', async () => {
    const unused: typeof fetch = async () => {
      throw new Error('no network call expected');
    };
    const local = (secret: string) => ({ MODE: 'local' as const, TURNSTILE_SECRET: secret });
    expect(await verifyTurnstile('t', '1.2.3.4', local('1x0000000000000000000000000000000AA'), unused)).toBe(true);
    expect(await verifyTurnstile('t', '1.2.3.4', local('2x0000000000000000000000000000000AA'), unused)).toBe(false);
    expect(await verifyTurnstile('t', '1.2.3.4', local('3x0000000000000000000000000000000AA'), unused)).toBe(false);
    for (const secret of [
      '1x0000000000000000000000000000000AA',
      '2x0000000000000000000000000000000AA',
      '3x0000000000000000000000000000000AA',
    ]) {
      expect(await verifyTurnstile('junk', '1.2.3.4', production(secret), unused)).toBe(false);
    }
  });

  it('takes the dummy token in local mode only', async () => {
    const refuse = answering('{"success":false}');
    expect(
      await verifyTurnstile(
        TURNSTILE_TEST_TOKEN,
        'unknown',
        { MODE: 'local', TURNSTILE_SECRET: 'real-secret' },
        refuse,
      ),
    ).toBe(true);
    expect(await verifyTurnstile(TURNSTILE_TEST_TOKEN, 'unknown', production(), refuse)).toBe(false);
  });

  it('asks siteverify with the secret, the token and a known client address', async () => {
    const bodies: Record<string, unknown>[] = [];
    const siteverify: typeof fetch = async (_url, init) => {
      bodies.push(JSON.parse(init?.body as string) as Record<string, unknown>);
      return new Response('{"success":true}');
    };
    expect(await verifyTurnstile('tok', '1.2.3.4', production(), siteverify)).toBe(true);
    expect(await verifyTurnstile('tok', 'unknown', production(), siteverify)).toBe(true);
    expect(bodies).toEqual([
      { secret: 'real-secret', response: 'tok', remoteip: '1.2.3.4' },
      { secret: 'real-secret', response: 'tok' },
    ]);
  });

  it('fails closed on an empty or oversized token, a failed request and a malformed answer', async () => {
    const ok = answering('{"success":true}');
    expect(await verifyTurnstile('', '1.2.3.4', production(), ok)).toBe(false);
    expect(await verifyTurnstile('x'.repeat(2049), '1.2.3.4', production(), ok)).toBe(false);
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await verifyTurnstile('tok', '1.2.3.4', production(), down)).toBe(false);
    expect(await verifyTurnstile('tok', '1.2.3.4', production(), answering('<html>502</html>', 502))).toBe(false);
    expect(await verifyTurnstile('tok', '1.2.3.4', production(), answering('{"success":"yes"}'))).toBe(false);
  });
});
