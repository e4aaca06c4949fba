import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { refuseForeignHosts } from '@playport/server/local-portal';
import { CliError } from '../cli-error.js';
import { checkPorts } from '../dev/start-dev.js';
import { createGameOriginApp } from '../dev/game-origin.js';
import { runtimePath } from '../paths.js';
import { BAD_CALLS, checkBadCall, checkEvents, checkRows, type ConformanceRow, type Finding } from './check-rows.js';

/** How long the host page has to load the conformance game and have it finish its run. */
const RUN_TIMEOUT_MS = 60_000;

interface ConformanceCommand {
  readonly url: string;
  readonly port: number;
  readonly browser: string | null;
  readonly json: boolean;
}

interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

type PwFrame = { evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>; url(): string };
type PwPage = {
  frames(): PwFrame[];
  goto(url: string): Promise<unknown>;
  on(event: 'pageerror', fn: (err: Error) => void): void;
};

/** The browser: `--browser`, else PLAYPORT_BROWSER or PLAYPORT_CHROMIUM, else Playwright's own Chromium. */
async function launch(browser: string | null, env: Record<string, string | undefined>) {
  const { chromium } = await import('playwright-core');
  const executablePath =
    browser ??
    env.PLAYPORT_BROWSER ??
    env.PLAYPORT_CHROMIUM ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  try {
    return await chromium.launch({ ...(executablePath ? { executablePath } : {}), headless: true });
  } catch (err) {
    const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    throw new CliError(
      `Could not start Chromium (${first}): pass --browser /path/to/chromium, or run \`npx playwright install chromium\``,
      1,
      { cause: err },
    );
  }
}

/** The frame whose page exposes `global` (the conformance game's `__conformance` or `__raw`), once one does. */
async function frameWith(page: PwPage, global: '__conformance' | '__raw', deadline: number): Promise<PwFrame | null> {
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      const has = await frame.evaluate((g: string) => g in window, global).catch(() => false);
      if (has) return frame;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.href;
}

/** Runs the conformance game inside the host page and checks every answer; the findings. */
export async function conformanceFindings(
  command: ConformanceCommand,
  env: Record<string, string | undefined> = process.env,
): Promise<Finding[]> {
  await checkPorts(command.port, 1);
  const gameDir = runtimePath('examples', 'conformance-game');
  if (!existsSync(join(gameDir, 'index.html')))
    throw new CliError(`This copy of @playport/cli has no conformance game (${gameDir}): reinstall it`);
  const gameOrigin = `http://localhost:${command.port}`;
  const app = createGameOriginApp({
    mounts: { '/conformance-game/': gameDir, '/sdk/': runtimePath('sdk', 'dist') },
    // Any page may frame the conformance game (it is the page under test); only that page reads it.
    portalOrigins: [new URL(command.url).origin],
    frameAncestors: ['*'],
  });
  const fetchApp = refuseForeignHosts({ port: command.port, printed: gameOrigin }, app.fetch);
  const server: ServerType = await new Promise((done, fail) => {
    const s = serve({ fetch: fetchApp, port: command.port, hostname: '127.0.0.1' }, () => done(s));
    s.once('error', fail);
  });
  const browser = await launch(command.browser, env).catch(async (err) => {
    await new Promise((r) => server.close(r));
    throw err;
  });
  try {
    const findings: Finding[] = [];
    const page = (await browser.newPage()) as unknown as PwPage;
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const gameUrl = `${gameOrigin}/conformance-game/`;
    const opened = await page.goto(withParams(command.url, { playportConformanceGame: gameUrl })).then(
      () => null,
      (err: Error) => err.message.split('\n')[0],
    );
    if (opened) throw new CliError(`Could not open ${command.url} (${opened}): is the host page running?`);
    const frame = await frameWith(page, '__conformance', Date.now() + RUN_TIMEOUT_MS);
    if (!frame) {
      findings.push({
        check: 'the page embeds the conformance game',
        ok: false,
        detail: `no frame of ${command.url} ran it within ${RUN_TIMEOUT_MS / 1000} s; embed ${gameUrl} (its address is the playportConformanceGame query parameter)`,
      });
      return findings;
    }
    findings.push({ check: 'the page embeds the conformance game', ok: true });
    const run = await frame
      .evaluate(async () => {
        const c = (
          window as unknown as { __conformance: { done: Promise<unknown>; results: unknown[]; events: unknown[] } }
        ).__conformance;
        await c.done;
        return { results: c.results, events: c.events };
      }, undefined)
      .catch((err: Error) => ({ failed: err.message }));
    if ('failed' in run) {
      findings.push({ check: 'the conformance game finished its run', ok: false, detail: run.failed });
      return findings;
    }
    findings.push(
      ...checkRows(run.results as ConformanceRow[]),
      ...checkEvents(run.events as { name: string; payload: unknown }[]),
    );
    for (const bad of BAD_CALLS) {
      const outcome = await frame.evaluate(
        async ([method, params]: readonly [string, unknown]) => {
          const call = (window as unknown as { __playport: { call(m: string, p?: unknown): Promise<unknown> } })
            .__playport.call;
          try {
            await call(method, params);
            return { ok: true };
          } catch (err) {
            const e = err as { code?: unknown; message?: unknown; field?: unknown };
            return { ok: false, error: { code: e.code, message: e.message, field: e.field } };
          }
        },
        [bad.method, bad.params] as const,
      );
      findings.push(checkBadCall(bad, outcome));
    }
    findings.push({
      check: 'the host page threw no uncaught errors',
      ok: pageErrors.length === 0,
      ...(pageErrors.length ? { detail: pageErrors.join('; ') } : {}),
    });
    return findings;
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}

/** `playport conformance <url>`: prints the report; 0 when every check passed, 1 otherwise. */
export async function runConformance(command: ConformanceCommand, io: Io): Promise<number> {
  const findings = await conformanceFindings(command);
  const failed = findings.filter((f) => !f.ok);
  if (command.json) {
    io.out(JSON.stringify({ url: command.url, passed: failed.length === 0, findings }, null, 2));
  } else {
    io.out(`Playport conformance of ${command.url}`);
    for (const f of findings) io.out(`  ${f.ok ? 'ok  ' : 'FAIL'} ${f.check}${f.detail ? `: ${f.detail}` : ''}`);
    io.out(
      failed.length ? `${failed.length} of ${findings.length} checks failed.` : `All ${findings.length} checks passed.`,
    );
  }
  return failed.length ? 1 : 0;
}
