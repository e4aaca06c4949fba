import { describe, expect, it } from 'vitest';
import { devServerConfig } from './start-dev';

const answering =
  (body: string, type: string, status = 200): typeof fetch =>
  async (input) => {
    expect(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).toBe(
      'http://localhost:5173/game/playport.config.json',
    );
    return new Response(body, { status, headers: { 'Content-Type': type } });
  };
const URL_ = 'http://localhost:5173/game/';

describe("URL mode: the game's config from its dev server", () => {
  it('reads the playport.config.json the dev server serves beside the page', async () => {
    const got = await devServerConfig(
      URL_,
      '/work/other-folder',
      answering('{"name":"space-run","orientation":"portrait"}', 'application/json'),
    );
    expect(got).toEqual({
      from: 'http://localhost:5173/game/playport.config.json',
      project: expect.objectContaining({ name: 'space-run', orientation: 'portrait' }),
    });
  });

  it('names the game after the current folder when the served config has no name', async () => {
    const got = await devServerConfig(URL_, '/home/me/tall-game', answering('{}', 'application/json; charset=utf-8'));
    expect(got?.project.name).toBe('tall-game');
  });

  it('falls back (null) when the server has none: an HTML fallback page, a 404, or nothing listening', async () => {
    expect(await devServerConfig(URL_, '/x', answering('<!doctype html>', 'text/html'))).toBeNull();
    expect(await devServerConfig(URL_, '/x', answering('{}', 'application/json', 404))).toBeNull();
    expect(await devServerConfig(URL_, '/x', async () => Promise.reject(new TypeError('fetch failed')))).toBeNull();
  });

  it('refuses a served config that is not valid, naming its address and the field', async () => {
    await expect(devServerConfig(URL_, '/x', answering('{"name":', 'application/json'))).rejects.toThrow(
      /^http:\/\/localhost:5173\/game\/playport\.config\.json: not valid JSON \(/,
    );
    await expect(
      devServerConfig(URL_, '/x', answering('{"orientation":"sideways"}', 'application/json')),
    ).rejects.toThrow(
      'http://localhost:5173/game/playport.config.json: orientation: must be "landscape" or "portrait"',
    );
  });
});

describe('URL mode: the documents a served config names', () => {
  it('are read from the project folder, and one missing there is refused naming it and the config', async () => {
    await expect(
      devServerConfig(URL_, '/no/such/project', answering('{"documents":{"tos":"tos.md"}}', 'application/json')),
    ).rejects.toThrow(
      'http://localhost:5173/game/playport.config.json: documents.tos: no file "tos.md" in /no/such/project',
    );
  });
});
