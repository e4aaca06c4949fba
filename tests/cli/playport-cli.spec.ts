import { spawn, spawnSync, execFileSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { startServers } from '../../scripts/lib/servers.mjs';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { getWithHost } from '../support/get-with-host.js';

/*
 * The CLI as a game developer meets it: the packed @playport/cli and @playport/sdk installed in a
 * scratch folder outside the repository, `playport new`, then `playport dev` under each platform with
 * the QA page driving the outcomes, and `playport conformance` against a good and a broken host page.
 */

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The first of ten ports this suite uses (`playport dev` takes three of them). */
const PORT = Number(process.env.PLAYPORT_TEST_CLI_PORT ?? 31140);
const PORTAL = `http://127.0.0.1:${PORT}`;
const GAME_ORIGIN = `http://localhost:${PORT + 1}`;
const SILENT_PORT = PORT + 5;
const CONFORMANCE_GAME_PORT = PORT + 6;
const PARTNER_HOST_PORT = PORT + 7;
const PARTNER_GAME_PORT = PORT + 8;
const BROKEN_HOST_PORT = PORT + 9;

let project = '';
let bin = '';
/** The packed tarball of `@playport/<name>`. */
let tarballOf: (name: 'cli' | 'sdk') => string;
/** PLAYPORT_STATE_HOME of every command here: `playport dev` keeps its data under it, outside the project. */
let state = '';

type GameEntry = {
  what: string;
  ok: boolean;
  result?: Record<string, unknown>;
  error?: { code: string; message: string };
};

function run(args: string[], cwd = project): { code: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(bin, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, stdout, stderr: '' };
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Like `run`, without blocking this process: the servers the command talks to run here. */
function runAsync(args: string[], cwd = project): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const proc = spawn(bin, args, { cwd });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (stdout += String(d)));
    proc.stderr.on('data', (d) => (stderr += String(d)));
    proc.once('close', (code) => done({ code, stdout, stderr }));
  });
}

/** `playport dev` running until stopped; resolves once it printed its addresses. */
async function startDev(
  args: string[],
): Promise<{ proc: ChildProcessWithoutNullStreams; output: () => string; stop: () => Promise<number | null> }> {
  const proc = spawn(bin, ['dev', ...args], { cwd: project });
  let out = '';
  proc.stdout.on('data', (d) => (out += String(d)));
  proc.stderr.on('data', (d) => (out += String(d)));
  await new Promise<void>((done, fail) => {
    proc.stdout.on('data', () => out.includes('Press Ctrl+C to stop.') && done());
    proc.once('exit', (code) => fail(new Error(`playport dev exited ${code}: ${out}`)));
  });
  const stop = () =>
    new Promise<number | null>((done) => {
      proc.once('exit', (code) => done(code));
      proc.kill('SIGTERM');
    });
  return { proc, output: () => out, stop };
}

async function gameFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(`${GAME_ORIGIN}/game/`)), { timeout: 60_000 })
    .toBe(true);
  const frame = page.frames().find((f) => f.url().startsWith(`${GAME_ORIGIN}/game/`))!;
  await frame.waitForFunction(
    () => (window as unknown as { gameLog?: { what: string }[] }).gameLog?.some((e) => e.what === 'GetInfo'),
    undefined,
    { timeout: 60_000 },
  );
  return frame;
}

/** Presses one of the game's buttons and returns the answer the game got for it. */
async function press(game: Frame, button: 'ad' | 'buy'): Promise<GameEntry> {
  const before = await game.evaluate(() => (window as unknown as { gameLog: unknown[] }).gameLog.length);
  await game.locator(`#${button}`).click();
  await game.waitForFunction((n) => (window as unknown as { gameLog: unknown[] }).gameLog.length > n, before, {
    timeout: 60_000,
  });
  return game.evaluate(() => (window as unknown as { gameLog: GameEntry[] }).gameLog.at(-1)!);
}

/** Picks the next outcome in the QA page and waits until the simulator's scenario has it. */
async function choose(page: Page, select: 'ad' | 'purchase', value: string, result: string): Promise<void> {
  await page.locator(`#${select}`).selectOption(value);
  await expect(page.locator(`#${select}-result`)).toHaveText(`The game gets ${result}`);
}

type Order = { id: string; sku: string; status: string; optimisticStatus: string | null; platform: string };

async function orders(): Promise<Order[]> {
  return ((await (await fetch(`${PORTAL}/_playport/orders`)).json()) as { orders: Order[] }).orders;
}

/** Signs a new player in on the local portal through its magic link, as a developer would from the outbox. */
async function signInOnPortal(page: Page): Promise<void> {
  const email = `dev-${Date.now()}@example.com`;
  const res = await fetch(`${PORTAL}/api/v1/invite/email_invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      CaptchaResult: 'XXXX.DUMMY.TOKEN.XXXX',
      Email: email,
      GameSystemName: 'game',
      RedirectUri: `${PORTAL}/`,
    }),
  });
  expect(res.status).toBe(200);
  let link: string | null = null;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${PORTAL}/dev/outbox.json`)).json()) as {
        Mails: { To: string; Link: string | null }[];
      };
      link = outbox.Mails.find((m) => m.To === email)?.Link ?? null;
      return link;
    })
    .not.toBeNull();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
}

/** Under a platform that pays in the sandbox checkout window: the QA page declines one purchase, pays the next. */
async function checkoutPurchases(page: Page, game: Frame): Promise<void> {
  const before = (await orders()).length;
  await choose(page, 'purchase', 'cancelled', "error UserCancelled 'Payment not completed'; the order is Cancelled");
  const cancelled = await press(game, 'buy');
  expect(cancelled).toEqual({
    what: 'BuyProduct',
    ok: false,
    error: { code: 'UserCancelled', message: 'Payment not completed' },
  });
  const afterCancel = await orders();
  expect(afterCancel).toHaveLength(before + 1);
  await expect.poll(async () => (await orders())[0]?.status).toBe('Cancelled');

  await choose(page, 'purchase', 'paid', '{ transactionId, stats }; the order is Completed');
  const paid = await press(game, 'buy');
  expect(paid).toMatchObject({
    what: 'BuyProduct',
    ok: true,
    result: { transactionId: expect.stringMatching(/^ord_[0-9a-f]{32}$/) },
  });
  const id = (paid.result as { transactionId: string }).transactionId;
  await expect.poll(async () => (await orders()).find((o) => o.id === id)?.status).toBe('Completed');
}

async function adOptions(page: Page): Promise<string[]> {
  return page.locator('#ad option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const scratch = mkdtempSync(join(tmpdir(), 'playport-cli-'));
  expect(scratch.startsWith(repo)).toBe(false);
  state = join(scratch, 'state');
  process.env.PLAYPORT_STATE_HOME = state;
  const packs = join(scratch, 'packs');
  mkdirSync(packs);
  execFileSync('npm', ['pack', '-w', '@playport/cli', '-w', '@playport/sdk', '--pack-destination', packs, '--silent'], {
    cwd: repo,
    stdio: 'ignore',
  });
  const tarballs = readdirSync(packs)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => join(packs, f));
  expect(tarballs.map((f) => f.replace(/^.*\//, '').replace(/-[\d.]+\.tgz$/, '')).sort()).toEqual([
    'playport-cli',
    'playport-sdk',
  ]);
  tarballOf = (name) => tarballs.find((f) => f.includes(`/playport-${name}-`))!;
  // What npm publishes beside the code: the licence, the changelog and the README.
  const packed = execFileSync('tar', ['-tzf', tarballOf('cli')], { encoding: 'utf8' }).split('\n');
  expect(packed).toEqual(
    expect.arrayContaining(['package/LICENSE', 'package/CHANGELOG.md', 'package/README.md', 'package/bin/playport.js']),
  );
  project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch-game', private: true }));
  const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '-D', ...tarballs], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(installed.status).toBe(0);
  // The CLI installs nothing that runs an install script (npm 11 warns about each one on every install).
  expect(installed.stderr).not.toContain('install-scripts');
  bin = join(project, 'node_modules', '.bin', 'playport');
  const created = run(['new', 'game']);
  expect(created.code).toBe(0);
  expect(readdirSync(join(project, 'game')).sort()).toEqual(['index.html', 'main.js', 'playport.config.json']);
});

test('help and bad input: one line naming the fix, a non-zero exit, nothing started', async () => {
  expect(run(['dev', '--help']).stdout).toContain('Usage: playport dev [dir | url] [options]');
  expect(run(['conformance', '--help']).stdout).toContain('Usage: playport conformance <url> [options]');
  expect(run(['new', '--help']).stdout).toContain('Usage: playport new [dir] [options]');
  expect(run(['dev', 'game', '--platform', 'itch'])).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^playport: Unknown platform "itch": use --platform with one of fxid, .*steam\n$/),
  });
  expect(run(['dev', '.', '--port', String(PORT)])).toEqual({
    code: 1,
    stdout: '',
    stderr: `playport: No index.html in ${project}: pass the folder that holds your game's index.html (or your dev server's URL), or create a game with \`npx playport new\`\n`,
  });
  expect(run(['dev', `http://127.0.0.1:${SILENT_PORT}/`, '--port', String(PORT)]).stderr).toBe(
    `playport: Nothing answers at http://127.0.0.1:${SILENT_PORT}/: start your dev server first (for example \`npx vite\`), or pass your game's folder instead\n`,
  );
  mkdirSync(join(project, 'bad'));
  writeFileSync(join(project, 'bad', 'index.html'), '<!doctype html>');
  writeFileSync(
    join(project, 'bad', 'playport.config.json'),
    JSON.stringify({ name: 'bad', orientation: 'sideways', products: [{ sku: 'gems', name: 'Gems', price: 0 }] }),
  );
  expect(run(['dev', 'bad', '--port', String(PORT)]).stderr).toBe(
    'playport: playport.config.json: orientation: must be "landscape" or "portrait"; products[0].price: must be more than 0\n',
  );
  expect(existsSync(join(project, 'bad', '.playport'))).toBe(false);
  expect(existsSync(state)).toBe(false);
  const blocker = createStaticServer({ mounts: [] });
  await new Promise<void>((done) => blocker.listen(PORT + 1, '127.0.0.1', done));
  try {
    expect(run(['dev', 'game', '--port', String(PORT)])).toMatchObject({
      code: 1,
      stderr: `playport: Port ${PORT + 1} is in use: stop what runs there, or pass another --port (this command uses ${PORT}, ${PORT + 1}, ${PORT + 2})\n`,
    });
    expect(existsSync(join(project, 'game', '.playport'))).toBe(false);
    expect(existsSync(state)).toBe(false);
  } finally {
    await new Promise((done) => blocker.close(done));
  }
});

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

test("dev serves only the game's files, only to the portal, only under its own addresses", async () => {
  const game = join(project, 'game');
  const outside = join(project, 'outside-secret.txt');
  writeFileSync(join(game, '.env'), 'API_KEY=do-not-leak');
  mkdirSync(join(game, '.git'));
  writeFileSync(join(game, '.git', 'config'), '[remote "origin"]');
  writeFileSync(outside, 'do not leak either');
  symlinkSync(outside, join(game, 'notes.txt'));
  const dev = await startDev(['game', '--port', String(PORT)]);
  try {
    const data = /Data: +(.+)\n/.exec(dev.output())?.[1] ?? '';
    expect.soft(data.startsWith(join(state, 'playport', 'dev', 'game-'))).toBe(true);
    expect.soft(existsSync(join(data, 'pglite'))).toBe(true);
    expect.soft(existsSync(join(game, '.playport'))).toBe(false);

    const served = await fetch(`${GAME_ORIGIN}/game/`, { headers: { Origin: PORTAL } });
    expect.soft(served.status).toBe(200);
    expect.soft(await served.text()).toContain('<!doctype html>');
    expect.soft(served.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const foreign = await fetch(`${GAME_ORIGIN}/game/main.js`, { headers: { Origin: 'https://attacker.example' } });
    expect.soft(foreign.status).toBe(200);
    expect.soft(foreign.headers.get('access-control-allow-origin')).toBeNull();
    for (const path of [
      '/game/.env',
      '/game/%2eenv',
      '/game/.git/config',
      '/game/notes.txt',
      '/game/playport.config.json',
      '/game/..%2foutside-secret.txt',
    ]) {
      const res = await fetch(`${GAME_ORIGIN}${path}`, { headers: { Origin: PORTAL } });
      expect.soft(res.status, path).toBe(404);
      expect.soft(await res.text(), path).toBe('Not found');
    }

    // A page that rebinds its own name to 127.0.0.1 reaches these ports with that name in Host.
    for (const [port, path] of [
      [PORT, '/_playport/config.json'],
      [PORT, '/dev/outbox.json'],
      [PORT + 1, '/game/'],
      [PORT + 2, '/'],
    ] as const) {
      const refused = await getWithHost(port, path, `rebind.attacker.example:${port}`);
      expect.soft(refused.status, `${port}${path}`).toBe(403);
      expect.soft(parsed(refused.body), `${port}${path}`).toMatchObject({
        Code: 'Forbidden',
        Message: `Host rebind.attacker.example:${port} is not this local server's address: open http://${port === PORT ? '127.0.0.1' : 'localhost'}:${port}`,
      });
    }
    expect.soft((await getWithHost(PORT, '/_playport/config.json', `localhost:${PORT}`)).status).toBe(200);

    // JSON only as application/json: text/plain is what another site may send without a preflight.
    const plain = await fetch(`${PORTAL}/api/v1/invite/email_invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ CaptchaResult: 'XXXX.DUMMY.TOKEN.XXXX', Email: 'x@example.com', GameSystemName: 'game' }),
    });
    expect.soft(plain.status).toBe(415);
    expect.soft(await plain.json()).toMatchObject({
      Code: 'UnsupportedMediaType',
      Message: 'Unsupported Content-Type text/plain: send the body as application/json',
    });
  } finally {
    expect(await dev.stop()).toBe(0);
    rmSync(join(game, '.env'));
    rmSync(join(game, '.git'), { recursive: true });
    rmSync(join(game, 'notes.txt'));
    rmSync(outside);
  }
});

test('fxid: prints every address, keeps its data outside the project; a skipped ad, a declined and a paid purchase reach the game', async ({
  page,
}) => {
  const dev = await startDev(['game', '--port', String(PORT)]);
  try {
    for (const line of [
      `QA page:          ${PORTAL}/_playport/`,
      `Game in portal:   ${PORTAL}/play/game/iframe/fxid`,
      `API reference:    ${PORTAL}/dev/api (the API is under ${PORTAL}/api/v1)`,
      `Game:             ${GAME_ORIGIN}/game/`,
      `Mail outbox:      ${PORTAL}/dev/outbox`,
      `Data:             ${join(state, 'playport', 'dev', 'game-')}`,
    ]) {
      expect(dev.output()).toContain(line);
    }
    // It says what it is doing before the database is ready, and how long the start took.
    expect(dev.output()).toMatch(
      /^playport dev: starting Game \(game\) under fxid\n {2}(creating|opening) the embedded database in .+\n {2}bringing its tables up to date…\n {2}seeding the local portal…\nServing:\n/,
    );
    expect(dev.output()).toMatch(/\nReady in \d+\.\d s\. Press Ctrl\+C to stop\.\n/);
    // Every address printed to open answers (the game's files only to the portal that frames them).
    const opened = [...dev.output().matchAll(/^ {2}[A-Z][\w ]+: +(http\S+)/gm)].map((m) => m[1]!);
    expect(opened).toHaveLength(6);
    for (const url of opened) {
      const res = await fetch(url, { headers: { 'Sec-Fetch-Dest': 'iframe', Referer: `${PORTAL}/` } });
      expect(`${url} ${res.status}`).toBe(`${url} 200`);
    }
    const consoleErrors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    await page.goto(`${PORTAL}/_playport/`);
    const game = await gameFrame(page);
    // The QA page loads without a CSP report (its `data:` favicon included).
    expect(consoleErrors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
    expect(await adOptions(page)).toEqual(['', 'finished', 'skipped', 'failed']);
    await choose(page, 'ad', 'skipped', "{ outcome: 'skipped' }");
    expect(await press(game, 'ad')).toEqual({ what: 'AdsShowVideo', ok: true, result: { outcome: 'skipped' } });
    await choose(page, 'ad', 'finished', "{ outcome: 'finished' }");
    expect(await press(game, 'ad')).toEqual({ what: 'AdsShowVideo', ok: true, result: { outcome: 'finished' } });

    // The protocol log: both calls with their answers; the filter keeps only what matches; the export is the log as JSON.
    const rows = page.locator('#log tbody tr[data-name="AdsShowVideo"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td').nth(4)).toHaveText('{"outcome":"skipped"}');
    await page.locator('#filter').fill('GetInfo');
    await expect(page.locator('#log tbody tr')).toHaveCount(
      await page.locator('#log tbody tr[data-name="GetInfo"]').count(),
    );
    const download = page.waitForEvent('download');
    await page.locator('#export').click();
    const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
      kind: string;
      name: string;
      result?: unknown;
    }[];
    expect(exported.filter((e) => e.name === 'AdsShowVideo').map((e) => e.result)).toEqual([
      { outcome: 'skipped' },
      { outcome: 'finished' },
    ]);

    await signInOnPortal(page);
    await page.goto(`${PORTAL}/_playport/`);
    await checkoutPurchases(page, await gameFrame(page));
  } finally {
    expect(await dev.stop()).toBe(0);
  }
});

for (const platform of ['yandex', 'vkcom'] as const) {
  test(`${platform}: the panel's ad outcome, a cancelled purchase (UserCancelled, order not paid) and a paid one (Completed)`, async ({
    page,
  }) => {
    const dev = await startDev(['game', '--platform', platform, '--port', String(PORT)]);
    try {
      await page.goto(`${PORTAL}/_playport/`);
      const game = await gameFrame(page);
      if (platform === 'yandex') {
        // An event pushed from the panel reaches the game through the host, and the log shows it delivered.
        await page.locator('#event').selectOption('LanguageChanged');
        await page.locator('#event-payload').fill('{"language":"ru"}');
        await page.locator('#push').click();
        await expect(page.locator('#push-result')).toHaveText('Pushed LanguageChanged.');
        const pushed = page.locator('#log tbody tr.event[data-name="LanguageChanged"]').last();
        await expect(pushed.locator('td').nth(3)).toHaveText('{"language":"ru"}');
        // Answered by the game (an event call answers nothing), not pending ('…').
        await expect(pushed.locator('td').nth(4)).toHaveText('');
        expect(await adOptions(page)).toEqual(['', 'finished', 'skipped', 'failed']);
        await choose(page, 'ad', 'skipped', "{ outcome: 'skipped' }");
        expect(await press(game, 'ad')).toEqual({ what: 'AdsShowVideo', ok: true, result: { outcome: 'skipped' } });
      } else {
        // VK has no skip signal: an ad finishes or fails, and the panel offers no "skipped".
        expect(await adOptions(page)).toEqual(['', 'finished', 'failed', 'noFill', 'slow']);
        await choose(page, 'ad', 'noFill', "{ outcome: 'failed', reason: 'Unknown' }");
        expect(await press(game, 'ad')).toEqual({
          what: 'AdsShowVideo',
          ok: true,
          result: { outcome: 'failed', reason: 'Unknown' },
        });
      }
      const before = (await orders()).length;
      await choose(
        page,
        'purchase',
        'cancelled',
        `error UserCancelled '${platform === 'yandex' ? 'USER_CANCEL' : 'The purchase was cancelled'}'; the order stays unpaid`,
      );
      const cancelled = await press(game, 'buy');
      expect(cancelled).toEqual({
        what: 'BuyProduct',
        ok: false,
        error: { code: 'UserCancelled', message: platform === 'yandex' ? 'USER_CANCEL' : 'The purchase was cancelled' },
      });
      const afterCancel = await orders();
      expect(afterCancel).toHaveLength(before + 1);
      // Not paid: the server's status stays WaitingForPayment, and the game's side reported it Cancelled.
      expect(afterCancel[0]).toMatchObject({
        sku: 'gems_100',
        status: 'WaitingForPayment',
        optimisticStatus: 'Cancelled',
      });

      await choose(
        page,
        'purchase',
        'paid',
        platform === 'yandex'
          ? '{ transactionId, stats }; the order is Completed'
          : "{ transactionId, stats }; VK's server completes the order",
      );
      const paid = await press(game, 'buy');
      expect(paid).toMatchObject({
        what: 'BuyProduct',
        ok: true,
        result: { transactionId: expect.stringMatching(/^ord_[0-9a-f]{32}$/) },
      });
      const id = (paid.result as { transactionId: string }).transactionId;
      await expect.poll(async () => (await orders()).find((o) => o.id === id)?.status).toBe('Completed');
      expect((await orders()).find((o) => o.id === id)).toMatchObject({
        sku: 'gems_100',
        platform: platform === 'yandex' ? 'YandexGames' : 'VkontakteCom',
      });
    } finally {
      expect(await dev.stop()).toBe(0);
    }
  });
}

test('crazygames: the panel offers only the ad outcomes CrazyGames has; an unfilled ad fails; a purchase declined, then paid, in the Xsolla window', async ({
  page,
}) => {
  const dev = await startDev(['game', '--platform', 'crazygames', '--port', String(PORT)]);
  try {
    await page.goto(`${PORTAL}/_playport/`);
    const game = await gameFrame(page);
    expect(await adOptions(page)).toEqual(['', 'finished', 'noFill']);
    await choose(page, 'ad', 'noFill', "{ outcome: 'failed', reason: 'Unknown' }");
    expect(await press(game, 'ad')).toEqual({
      what: 'AdsShowVideo',
      ok: true,
      result: { outcome: 'failed', reason: 'Unknown' },
    });
    await choose(page, 'ad', 'finished', "{ outcome: 'finished' }");
    expect(await press(game, 'ad')).toEqual({ what: 'AdsShowVideo', ok: true, result: { outcome: 'finished' } });

    // CrazyGames sells through Xsolla, whose widget (the payments origin's simulator) the developer answers.
    await expect(page.locator('#purchase')).toBeDisabled();
    await expect(page.locator('#purchase-result')).toHaveText(
      'CrazyGames sells through Xsolla: pay or decline in the Xsolla window.',
    );
    const widget = page.frameLocator('#portal').frameLocator('iframe.xpaystation-widget-lightbox-content-iframe');
    const cancelled = press(game, 'buy');
    await widget.locator('#decline').click();
    expect(await cancelled).toEqual({
      what: 'BuyProduct',
      ok: false,
      error: { code: 'UserCancelled', message: 'Payment widget closed before payment completed!' },
    });
    await expect.poll(async () => (await orders())[0]?.status).toBe('Cancelled');
    const paidNow = press(game, 'buy');
    await widget.locator('#pay').click();
    const paid = await paidNow;
    expect(paid).toMatchObject({
      what: 'BuyProduct',
      ok: true,
      result: { transactionId: expect.stringMatching(/^ord_[0-9a-f]{32}$/) },
    });
    const id = (paid.result as { transactionId: string }).transactionId;
    await expect.poll(async () => (await orders()).find((o) => o.id === id)?.status).toBe('Completed');
  } finally {
    expect(await dev.stop()).toBe(0);
  }
});

/** What the QA page's config says a platform offers: the outcomes' words and the same answers as data. */
type PanelTable = {
  ad: Record<string, string>;
  purchase: Record<string, string>;
  signIn: Record<string, string>;
  checkout: Record<string, string>;
  purchaseWindow: string | null;
  expect: {
    ad: Record<string, Record<string, unknown>>;
    purchase: Record<string, { answer: { ok: true } | { ok: false; code: string; message: string }; order: string }>;
    signIn: Record<string, Record<string, unknown>>;
  };
};

async function options(page: Page, select: 'ad' | 'purchase' | 'sign-in'): Promise<string[]> {
  return page.locator(`#${select} option`).evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
}

/** The game's frame once the QA page restarted it (a new document), ready. */
async function restartedGame(page: Page, before: Frame): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f !== before && f.url().startsWith(`${GAME_ORIGIN}/game/`)), {
      timeout: 60_000,
    })
    .toBe(true);
  const frame = page.frames().find((f) => f !== before && f.url().startsWith(`${GAME_ORIGIN}/game/`))!;
  await frame.waitForFunction(
    () => (window as unknown as { gameLog?: { what: string }[] }).gameLog?.some((e) => e.what === 'GetInfo'),
    undefined,
    { timeout: 60_000 },
  );
  return frame;
}

/** The game's own "sign in" call, AuthenticateUser, as the game gets its answer. */
async function authenticate(game: Frame): Promise<Record<string, unknown>> {
  return game.evaluate(async () => {
    const client = await (
      window as unknown as { Playport: { init(): Promise<{ authenticateUser(): Promise<Record<string, unknown>> }> } }
    ).Playport.init();
    try {
      const { authenticated } = await client.authenticateUser();
      return { authenticated };
    } catch (err) {
      const { code, message } = err as { code: string; message: string };
      return { code, message };
    }
  });
}

// Every platform, every outcome its panel offers: chosen in the panel, the game's answer compared with
// the panel's own table (config.json's `expect`), purchases with the server's order status too.
const ALL_PLATFORMS = [
  'fxid',
  'ok',
  'vkplay',
  'vkcom',
  'yandex',
  'ag',
  'kg',
  'fbgames',
  'fbinstantgames',
  'crazygames',
  'ymobage',
  'telegram',
  'fxlauncher',
  'fxnative',
  'steam',
];
for (const platform of ALL_PLATFORMS) {
  test(`${platform}: every outcome the panel offers reaches the game as its table says`, async ({ page }) => {
    // A fresh database for each platform: its simulator numbers its transactions from the start again,
    // and the server rightly takes a platform transaction id it has seen before as a replay.
    rmSync(join(state, 'playport'), { recursive: true, force: true });
    const dev = await startDev(['game', '--platform', platform, '--port', String(PORT)]);
    try {
      const config = (await (await fetch(`${PORTAL}/_playport/config.json`)).json()) as {
        platforms: string[];
        outcomes: Record<string, PanelTable>;
      };
      expect([...config.platforms].sort()).toEqual([...ALL_PLATFORMS].sort());
      const table = config.outcomes[platform]!;
      if (table.checkout && Object.keys(table.checkout).length > 0) await signInOnPortal(page);
      await page.goto(`${PORTAL}/_playport/`);
      let game = await gameFrame(page);
      expect(await options(page, 'ad')).toEqual(['', ...Object.keys(table.ad)]);
      expect(await options(page, 'purchase')).toEqual(['', ...Object.keys(table.purchase)]);
      expect(await options(page, 'sign-in')).toEqual(['', ...Object.keys(table.signIn)]);

      for (const [outcome, result] of Object.entries(table.ad)) {
        await choose(page, 'ad', outcome, result);
        expect(await press(game, 'ad'), `${platform} ad ${outcome}`).toEqual({
          what: 'AdsShowVideo',
          ok: true,
          result: table.expect.ad[outcome],
        });
      }

      for (const [outcome, result] of Object.entries(table.purchase)) {
        const { answer, order } = table.expect.purchase[outcome]!;
        const before = (await orders()).length;
        await choose(page, 'purchase', outcome, result);
        const got = await press(game, 'buy');
        if (answer.ok) {
          expect(got, `${platform} purchase ${outcome}`).toMatchObject({
            what: 'BuyProduct',
            ok: true,
            result: { transactionId: expect.stringMatching(/^ord_[0-9a-f]{32}$/) },
          });
          const id = (got.result as { transactionId: string }).transactionId;
          await expect
            .poll(
              async () => (await orders()).find((o) => o.id === id)?.status,
              `${platform} purchase ${outcome}: the order`,
            )
            .toBe(order);
        } else {
          expect(got, `${platform} purchase ${outcome}`).toEqual({
            what: 'BuyProduct',
            ok: false,
            error: { code: answer.code, message: answer.message },
          });
          await expect.poll(async () => (await orders()).length).toBe(before + 1);
          await expect
            .poll(async () => (await orders())[0]?.status, `${platform} purchase ${outcome}: the order`)
            .toBe(order);
        }
      }

      for (const [choice, result] of Object.entries(table.signIn)) {
        const before = game;
        await page.locator('#sign-in').selectOption(choice);
        game = await restartedGame(page, before);
        expect(result).not.toBe('');
        expect(await authenticate(game), `${platform} sign-in ${choice}`).toEqual(table.expect.signIn[choice]);
      }
    } finally {
      expect(await dev.stop()).toBe(0);
    }
  });
}

test('conformance: the partner page passes; a page that breaks GetInfo fails with a report naming it', async () => {
  const partner = await startServers({ hostPort: PARTNER_HOST_PORT, gamePort: PARTNER_GAME_PORT });
  const broken = createStaticServer({
    mounts: [
      { prefix: '/host/', dir: join(repo, 'host/dist/browser') },
      { prefix: '/', dir: join(repo, 'tests/fixtures/broken-host') },
    ],
  });
  await new Promise<void>((done) => broken.listen(BROKEN_HOST_PORT, '127.0.0.1', done));
  try {
    const good = await runAsync([
      'conformance',
      `${partner.hostOrigin}/?game=conformance-game`,
      '--port',
      String(CONFORMANCE_GAME_PORT),
    ]);
    expect(good.stdout).toMatch(/\nAll \d+ checks passed\.\n$/);
    expect(good.stdout).toContain('  ok   GetInfo: result matches its schema');
    expect(good.stdout).toContain('  ok   bad input: an unknown method is UnknownMethod');
    expect(good.code).toBe(0);

    const bad = await runAsync([
      'conformance',
      `http://127.0.0.1:${BROKEN_HOST_PORT}/`,
      '--port',
      String(CONFORMANCE_GAME_PORT),
    ]);
    expect(bad.stdout).toMatch(/\n {2}FAIL GetInfo: result matches its schema: .+ in \{"game":42\}\n/);
    // The page answers every GetInfo with that result, so GetInfo's bad-input call gets one too.
    expect(bad.stdout).toContain(
      '\n  FAIL bad input: GetInfo with a string for params is InvalidParams: got a result\n',
    );
    expect(bad.stdout).toMatch(/\n2 of \d+ checks failed\.\n$/);
    expect(bad.code).toBe(1);
  } finally {
    await partner.close();
    await new Promise((done) => broken.close(done));
  }
});

test('new --template vite: depends on the packed SDK and CLI versions, and builds against the packed SDK', async () => {
  test.setTimeout(300_000);
  const created = run(['new', 'vite-game', '--template', 'vite']);
  expect(created.code).toBe(0);
  const dir = join(project, 'vite-game');
  const versionOf = (pkg: string) =>
    (JSON.parse(readFileSync(join(repo, pkg, 'package.json'), 'utf8')) as { version: string }).version;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(manifest.dependencies['@playport/sdk']).toBe(`^${versionOf('sdk')}`);
  expect(manifest.devDependencies['@playport/cli']).toBe(`^${versionOf('cli')}`);
  expect(tarballOf('sdk')).toContain(`playport-sdk-${versionOf('sdk')}.tgz`);
  // The packed tarballs stand in for the registry's copies of the versions the template names.
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarballOf('sdk'), '-D', tarballOf('cli')],
    { cwd: dir, encoding: 'utf8' },
  );
  expect(install.stderr).not.toMatch(/ERR!/);
  expect(install.status).toBe(0);
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' });
  expect(build.stdout + build.stderr).toContain('built in');
  expect(build.status).toBe(0);
  expect(readdirSync(join(dir, 'dist'))).toContain('index.html');
});

test("dev <Vite's URL>: frames the dev server with the game's own config; an edit reloads the frame and the channel reconnects", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dir = join(project, 'vite-game');
  expect(existsSync(join(dir, 'node_modules', '.bin', 'vite'))).toBe(true);
  const vitePort = PORT + 10;
  const viteUrl = `http://localhost:${vitePort}/`;
  const vite = spawn(join(dir, 'node_modules', '.bin', 'vite'), ['--port', String(vitePort), '--strictPort'], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let viteOut = '';
  vite.stdout.on('data', (d) => (viteOut += String(d)));
  vite.stderr.on('data', (d) => (viteOut += String(d)));
  const main = join(dir, 'src', 'main.ts');
  const source = readFileSync(main, 'utf8');
  try {
    await expect.poll(() => viteOut, { timeout: 60_000 }).toContain(`localhost:${vitePort}`);
    // Started from another folder: the config (name, title) is the one the dev server serves.
    const dev = await startDev([viteUrl, '--port', String(PORT)]);
    try {
      expect(dev.output()).toContain('playport dev: starting Vite Game (vite-game) under fxid\n');
      expect(dev.output()).toContain(`  its playport.config.json from ${viteUrl}playport.config.json\n`);
      expect(dev.output()).toContain(`Game:             ${viteUrl}\n`);
      await page.goto(`${PORTAL}/_playport/`);
      await expect.poll(() => page.frames().some((f) => f.url().startsWith(viteUrl)), { timeout: 60_000 }).toBe(true);
      const game = page.frames().find((f) => f.url().startsWith(viteUrl))!;
      await expect(game.locator('#player')).toHaveText('Hello, guest!', { timeout: 60_000 });
      const getInfos = page.locator('#log tbody tr[data-name="GetInfo"]');
      const before = await getInfos.count();
      expect(before).toBeGreaterThan(0);

      // An edit: Vite reloads the frame; the reloaded game connects again and its GetInfo is answered.
      writeFileSync(main, source.replace('`Hello, ${', '`Welcome back, ${'));
      await expect(game.locator('#player')).toHaveText('Welcome back, guest!', { timeout: 60_000 });
      await expect.poll(() => getInfos.count(), { timeout: 30_000 }).toBeGreaterThan(before);
      await game.locator('#ad').click();
      await expect(game.locator('#log li').last()).toHaveText(/^AdsShowVideo: /);
    } finally {
      expect(await dev.stop()).toBe(0);
    }
  } finally {
    writeFileSync(main, source);
    vite.kill('SIGTERM');
  }
});
