import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithHost as get } from '../support/get-with-host.js';
import { startServer, type ServerProcess } from './server-process';

let server: ServerProcess;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-hosts-'));
  server = await startServer({ DATA_DIR: dir });
  await server.ready();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// `npm start` runs this server in local mode: a page of another site that rebinds its own name to
// 127.0.0.1 reaches these ports with that name in Host.
describe('local mode answers only under its own addresses (DNS rebinding)', () => {
  it('refuses a foreign Host on the portal, the games origin and the payments origin', async () => {
    const { api, games, payments } = server.ports;
    for (const [port, path] of [
      [api, '/api/v1/public_game_config/hello-game?WebPublishingPlatform=FxId'],
      [api, '/dev/outbox.json'],
      [games, '/hello-game/'],
      [payments, '/'],
    ] as const) {
      const refused = await get(port, path, `rebind.attacker.example:${port}`);
      expect(refused.status, `${port}${path}`).toBe(403);
      expect(JSON.parse(refused.body), `${port}${path}`).toMatchObject({
        Code: 'Forbidden',
        Message: expect.stringMatching(
          new RegExp(`^Host rebind\\.attacker\\.example:${port} is not this local server's address: open http://`),
        ),
      });
    }
  });

  it('serves each under its loopback names', async () => {
    const { api, games } = server.ports;
    expect((await get(api, '/dev/outbox.json', `127.0.0.1:${api}`)).status).toBe(200);
    expect((await get(api, '/dev/outbox.json', `localhost:${api}`)).status).toBe(200);
    expect((await get(games, '/hello-game/', `localhost:${games}`)).status).toBe(200);
  });
});
