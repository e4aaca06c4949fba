// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareLocalPlatform } from './prepare-local-platform';

const simulators = '/dev/simulators/';
const answer = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
// The host context's fetch, reaching the spied global one.
const context = {
  fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
  loadScript: vi.fn(async () => undefined),
};
const here = () => `${location.pathname}${location.search}${location.hash}`;

beforeEach(() => history.replaceState(null, '', '/play/g/iframe/ok?adapter=ok'));
afterEach(() => vi.restoreAllMocks());

describe('prepareLocalPlatform', () => {
  it('replaces the query with the signed launch data from /dev/launch/{adapter}', async () => {
    const fetch = answer({ search: '?logged_user_id=1&sig=abc', hash: '' });
    await prepareLocalPlatform(context, 'ok', simulators, '');
    const asked = fetch.mock.calls[0]![0];
    expect(asked instanceof Request ? asked.url : String(asked)).toBe(`${location.origin}/dev/launch/ok`);
    expect(here()).toBe('/play/g/iframe/ok?logged_user_id=1&sig=abc');
  });

  it("points the simulators at the API's stand-ins of the platforms' servers", async () => {
    answer({ search: '', hash: '' });
    await prepareLocalPlatform(context, 'vkcom', simulators, 'https://api.test');
    expect((window as unknown as { playportPlatformServer?: string }).playportPlatformServer).toBe(
      'https://api.test/dev/platform-servers/',
    );
  });

  it('keeps the URL when the platform opened the frame with its own launch data', async () => {
    history.replaceState(null, '', '/play/g/iframe/ok?sig=real');
    answer({ search: '?logged_user_id=1&sig=abc', hash: '' });
    await prepareLocalPlatform(context, 'ok', simulators, '');
    expect(here()).toBe('/play/g/iframe/ok?sig=real');
  });

  it('keeps the URL when the platform has no launch data', async () => {
    answer({ search: '', hash: '' });
    await prepareLocalPlatform(context, 'kg', simulators, '');
    expect(here()).toBe('/play/g/iframe/ok?adapter=ok');
  });

  it('keeps the URL when the request fails or the answer is not launch data', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await prepareLocalPlatform(context, 'ok', simulators, '');
    for (const [body, status] of [
      ['Not found', 404],
      ['<html>', 200],
      [null, 200],
      ['"launch"', 200],
    ] as const) {
      vi.restoreAllMocks();
      answer(body, status);
      await prepareLocalPlatform(context, 'ok', simulators, '');
    }
    expect(here()).toBe('/play/g/iframe/ok?adapter=ok');
  });

  it('loads the steam simulator and asks for launch data through the host context, not the page globals', async () => {
    const global = vi.spyOn(globalThis, 'fetch');
    const order: string[] = [];
    const ctx = {
      loadScript: vi.fn(async (src: string) => void order.push(src)),
      fetch: vi.fn(
        async (url: string | URL | Request) => (
          order.push(url instanceof Request ? url.url : String(url)),
          new Response(JSON.stringify({ search: '', hash: '' }))
        ),
      ),
    };
    await prepareLocalPlatform(ctx, 'steam', simulators, 'https://api.test');
    expect(order).toEqual(['/dev/simulators/steam.js', 'https://api.test/dev/launch/steam']);
    expect(global).not.toHaveBeenCalled();
    expect(document.querySelector('script[src$="steam.js"]')).toBeNull();
  });
});
