// Two compiled server processes on one PostgreSQL database behind a round-robin reverse proxy, the
// topology of compose.yaml: a session, the rate limits and an order made through one instance hold on
// the other. Needs PLAYPORT_PG_URL (a role with CREATEDB); on a laptop without it this run is skipped
// with a message, but under CI a missing server is a failure.
//
// The instances run in local mode, with their own ports for the games and payments origins: production
// checks every magic-link request with Cloudflare Turnstile and completes orders only on a provider's
// notification, and local mode stands in for both (the robot-check test token, the mail outbox in the
// database, the sandbox checkout). The sessions, limits and orders are the same tables in both modes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { buildServer } from '../reference-portal/server/scripts/build.mjs';
import { freePort, startCompiledServer } from '../reference-portal/server/scripts/compiled-server.mjs';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';
import { postgresUrlOrSkip } from './lib/postgres-url.mjs';

const adminUrl = postgresUrlOrSkip('test:two-instances', 'the two-instance test');

const MAGIC_LINKS_PER_IP = 4;
const TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const names = ['a', 'b'];
const database = `playport_two_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
const servers = [];
let proxy;

async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** One request through the proxy; asserts which instance served it (the proxy takes them in turn). */
async function via(upstream, method, path, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${proxy.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.equal(res.headers.get('x-playport-upstream'), upstream, `${method} ${path} served by ${upstream}`);
  return res;
}

const json = async (res) => JSON.parse(await res.text());
const invite = (upstream, email) =>
  via(upstream, 'POST', '/api/v1/invite/email_invite', {
    body: { Email: email, CaptchaResult: TEST_TOKEN, GameSystemName: 'conformance-game' },
  });

before(async () => {
  console.log(`test:two-instances: database ${database} on ${new URL(adminUrl).host}`);
  await buildServer();
  await sql(adminUrl, `create database "${database}"`);
  const ports = await Promise.all(names.flatMap(() => [freePort(), freePort(), freePort()]));
  const upstreams = names.map((name, i) => ({
    name,
    port: ports[i * 3],
    games: ports[i * 3 + 1],
    payments: ports[i * 3 + 2],
  }));
  proxy = await startRoundRobinProxy({ upstreams });
  // One after the other: each start migrates and seeds the shared database.
  for (const u of upstreams) {
    servers.push(
      await startCompiledServer({
        env: {
          MODE: 'local',
          LOG_LEVEL: 'info',
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: proxy.url,
          TRUST_PROXY: '1',
          PORT: String(u.port),
          GAMES_PORT: String(u.games),
          PAYMENTS_PORT: String(u.payments),
          MAGIC_LINKS_PER_IP: String(MAGIC_LINKS_PER_IP),
        },
      }),
    );
  }
  for (const [i, server] of servers.entries()) {
    const listening = server.logs.find((l) => l.msg === 'api listening');
    assert.deepEqual([listening.driver, listening.mode, listening.port], ['pg', 'local', upstreams[i].port]);
  }
});

after(async () => {
  const codes = await Promise.all(servers.map((s) => s.stop()));
  await proxy?.close();
  await sql(adminUrl, `drop database if exists "${database}" with (force)`);
  assert.deepEqual(
    codes,
    servers.map(() => 0),
    'both instances stop cleanly on SIGTERM',
  );
});

let session;

test('a magic link requested through one instance signs in through the other, and the session holds on both', async () => {
  const requested = await invite('a', 'two@example.com');
  assert.equal(requested.status, 200);
  assert.deepEqual(await json(requested), { Token: null });
  const [mail] = await sql(databaseUrl, 'select "to", link from mail_outbox');
  assert.equal(mail.to, 'two@example.com');
  const link = new URL(mail.link);
  assert.equal(`${link.origin}${link.pathname}`, `${proxy.url}/LoginValidateEmail`);
  const redeemed = await via('b', 'POST', '/api/v1/auth/authenticate_from_email_invite', {
    body: { InviteToken: link.searchParams.get('inviteToken') },
  });
  assert.equal(redeemed.status, 200);
  const signIn = await json(redeemed);
  assert.equal(signIn.Success, true);
  assert.match(signIn.Token, /^[\w-]{43}$/);
  session = signIn;
  for (const upstream of ['a', 'b']) {
    const profile = await via(upstream, 'POST', '/api/v1/profile', {
      body: { Game: 'conformance-game' },
      token: session.Token,
    });
    assert.equal(profile.status, 200);
    const account = await json(profile);
    assert.equal(account.Email, 'two@example.com');
    assert.equal(account.EmailValidated, true);
  }
  const again = await via('a', 'POST', '/api/v1/auth/authenticate_from_email_invite', {
    body: { InviteToken: link.searchParams.get('inviteToken') },
  });
  assert.equal(again.status, 400, 'the link spent on b is spent on a');
});

test('an order created through one instance is paid through the other and read Completed through both', async () => {
  const created = await via('b', 'POST', '/api/v1/store/create_payment', {
    body: { Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'FxId', EmbeddingType: 'Embed' },
    token: session.Token,
  });
  assert.equal(created.status, 200);
  const { TransactionId: id } = await json(created);
  const waiting = await via('a', 'POST', '/api/v1/store/get_payment_status', {
    body: { PublicOrderId: id },
    token: session.Token,
  });
  assert.equal((await json(waiting)).Status, 'WaitingForPayment');
  const paid = await via('b', 'POST', `/dev/sandbox-pay/${id}/pay`);
  assert.equal(paid.status, 200);
  assert.match(await paid.text(), /<h1 id="result">Payment completed<\/h1>/);
  for (const upstream of ['a', 'b']) {
    const status = await via(upstream, 'POST', '/api/v1/store/get_payment_status', {
      body: { PublicOrderId: id },
      token: session.Token,
    });
    assert.equal(status.status, 200);
    const order = await json(status);
    assert.equal(order.Status, 'Completed');
    assert.equal(order.Game, 'conformance-game');
  }
  const events = await sql(
    databaseUrl,
    'select from_status, to_status from order_events where order_id = $1 order by id',
    [id],
  );
  assert.deepEqual(
    events.map((e) => `${e.from_status ?? '-'}>${e.to_status}`),
    [
      '->Created',
      'Created>WaitingForPayment',
      'WaitingForPayment>PayedWaitingForSending',
      'PayedWaitingForSending>Completed',
    ],
  );
});

test(`the sign-in mail limit (${MAGIC_LINKS_PER_IP} per address) counts the requests of both instances`, async () => {
  // The sign-in above was the first request from this address; three more fit, on alternate instances.
  const statuses = [];
  for (const [i, upstream] of ['a', 'b', 'a', 'b'].entries())
    statuses.push((await invite(upstream, `limit${i}@example.com`)).status);
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  const [limit] = await sql(databaseUrl, 'select count from rate_limits where key = $1', ['mail:ip:127.0.0.1']);
  assert.equal(limit.count, MAGIC_LINKS_PER_IP + 1);
});
