import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { localHostChecks, refuseForeignHosts } from './host-check';

const ok = () => new Response('served');
const at = (url: string, host?: string) => new Request(url, host ? { headers: { host } } : {});

describe('refuseForeignHosts', () => {
  const guarded = refuseForeignHosts({ port: 32100, printed: 'http://127.0.0.1:32100' }, ok);

  it('serves the printed address and the loopback names of the same port', async () => {
    for (const url of [
      'http://127.0.0.1:32100/',
      'http://localhost:32100/x',
      'http://[::1]:32100/',
      'http://LOCALHOST:32100/',
    ]) {
      const res = await guarded(at(url));
      expect(res.status, url).toBe(200);
      expect(await res.text()).toBe('served');
    }
  });

  it('refuses any other Host with a 403 problem naming the address to use (DNS rebinding)', async () => {
    for (const url of [
      'http://rebind.attacker.example:32100/api/v1/profile',
      'http://127.0.0.1:32101/',
      'http://localhost/',
      'http://192.168.1.20:32100/',
      'http://evil.localhost:32100/',
      'http://127.0.0.1.nip.io:32100/',
    ]) {
      const res = await guarded(at(url));
      expect(res.status, url).toBe(403);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const host = new URL(url).host;
      expect(await res.json(), url).toMatchObject({
        Code: 'Forbidden',
        status: 403,
        Message: `Host ${host} is not this local server's address: open http://127.0.0.1:32100`,
      });
    }
  });
});

describe('localHostChecks: every origin of local mode', () => {
  const config = loadConfig({
    PORT: '32110',
    GAMES_PORT: '32111',
    PAYMENTS_PORT: '32112',
    PUBLIC_URL: 'http://portal.test:8080',
  });
  const checks = localHostChecks(config);

  it('serves each origin under its own port, and the portal also under PUBLIC_URL', async () => {
    expect((await checks.portal(ok)(at('http://127.0.0.1:32110/'))).status).toBe(200);
    expect((await checks.portal(ok)(at('http://portal.test:8080/'))).status).toBe(200);
    expect((await checks.games(ok)(at('http://localhost:32111/hello-game/'))).status).toBe(200);
    expect((await checks.payments(ok)(at('http://localhost:32112/'))).status).toBe(200);
  });

  it('refuses a foreign Host on each of them', async () => {
    const games = await checks.games(ok)(at('http://attacker.example:32111/hello-game/'));
    expect(games.status).toBe(403);
    expect(await games.json()).toMatchObject({
      Message: "Host attacker.example:32111 is not this local server's address: open http://localhost:32111",
    });
    expect((await checks.payments(ok)(at('http://attacker.example:32112/'))).status).toBe(403);
    expect((await checks.portal(ok)(at('http://attacker.example:32110/'))).status).toBe(403);
    // The games origin does not answer under the portal's public name.
    expect((await checks.games(ok)(at('http://portal.test:8080/'))).status).toBe(403);
  });
});
