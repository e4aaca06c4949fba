import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { DatabaseInUseError, openLocalPortal, within, type LocalPortal } from '@playport/server/local-portal';
import { Hono } from 'hono';
import { CliError } from '../cli-error.js';
import { runtimePath } from '../paths.js';
import { CONFIG_FILE, projectConfigFromText, readProjectConfig, type ProjectConfig } from '../project-config.js';
import { ADAPTERS } from '../platforms.js';
import { createGameOriginApp } from './game-origin.js';
import { localGame } from './register-game.js';
import { panelRoutes } from './panel-routes.js';

export interface DevOptions {
  /** A game folder, or the URL of a running dev server. */
  readonly target: string;
  readonly platform: string;
  /** The portal's port; the games origin takes the next, the payments origin the one after. */
  readonly port: number;
  readonly cwd: string;
  /** Where PLAYPORT_LOG_LEVEL and PLAYPORT_STATE_HOME are read (default `process.env`). */
  readonly env?: Record<string, string | undefined>;
  /** Hears one line for each step of the start as it begins, so a first start that creates the database does not look hung. */
  readonly progress?: (line: string) => void;
}

/** What `playport dev` serves, by role. */
export interface DevAddresses {
  readonly panel: string;
  readonly play: string;
  readonly portal: string;
  readonly api: string;
  /** The API's reference page (local mode), listing every route under `api`. */
  readonly apiReference: string;
  readonly game: string;
  readonly gamesOrigin: string;
  readonly paymentsOrigin: string;
  readonly outbox: string;
}

export interface RunningDev {
  readonly addresses: DevAddresses;
  readonly project: ProjectConfig;
  readonly dataDir: string;
  close(): Promise<void>;
}

type Target = { kind: 'folder'; dir: string; projectDir: string } | { kind: 'url'; url: string; projectDir: string };

/** The game folder (with its index.html) or a dev server that answers; anything else names the fix. */
export async function resolveTarget(target: string, cwd: string): Promise<Target> {
  if (/^https?:\/\//i.test(target)) {
    if (!URL.canParse(target))
      throw new CliError(`"${target}" is not a URL: pass your dev server's address, such as http://localhost:5173/`);
    const url = new URL(target).href;
    const answered = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (!answered)
      throw new CliError(
        `Nothing answers at ${url}: start your dev server first (for example \`npx vite\`), or pass your game's folder instead`,
      );
    return { kind: 'url', url, projectDir: cwd };
  }
  const dir = resolve(cwd, target);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new CliError(
      `No folder ${dir}: pass the folder that holds your game's index.html, or create a game with \`npx playport new ${target}\``,
    );
  }
  if (!existsSync(join(dir, 'index.html'))) {
    throw new CliError(
      `No index.html in ${dir}: pass the folder that holds your game's index.html (or your dev server's URL), or create a game with \`npx playport new\``,
    );
  }
  return { kind: 'folder', dir, projectDir: dir };
}

/**
 * URL mode: the game's own `playport.config.json` as its dev server serves it (Vite and webpack serve
 * the project's root files), so the config is the game's wherever the command runs; null when the
 * server has none (a page, or an HTML fallback, answers instead), and the current folder's is read.
 * The documents it names are read from `cwd`, the project folder.
 */
export async function devServerConfig(
  url: string,
  cwd: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ project: ProjectConfig; from: string } | null> {
  const from = new URL(CONFIG_FILE, url).href;
  const res = await fetchImpl(from, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  if (!res?.ok || !/\bjson\b/i.test(res.headers.get('content-type') ?? '')) return null;
  const text = await res.text().catch(() => null);
  return text === null ? null : { project: projectConfigFromText(text, from, cwd), from };
}

/** What `playport dev` prints as each step of opening the local portal begins. */
const STEP_LINES = { migrate: '  bringing its tables up to date…', seed: '  seeding the local portal…' } as const;
const openingLine = (dataDir: string, firstStart: boolean) =>
  firstStart
    ? `  creating the embedded database in ${dataDir} (first start in this folder only)…`
    : `  opening the embedded database in ${dataDir}…`;

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(true)));
  });
}

/** Every port `playport dev` needs is free, else one line naming the port and the fix. */
export async function checkPorts(port: number, count = 3): Promise<void> {
  const ports = Array.from({ length: count }, (_, i) => port + i);
  for (const p of ports) {
    if (!(await portFree(p, '127.0.0.1'))) {
      throw new CliError(
        `Port ${p} is in use: stop what runs there, or pass another --port${count > 1 ? ` (this command uses ${ports.join(', ')})` : ''}`,
      );
    }
  }
}

function listen(
  fetchApp: (req: Request, env?: unknown) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<ServerType> {
  return new Promise((done, fail) => {
    const server = serve({ fetch: fetchApp, port, hostname }, () => {
      server.off('error', fail);
      done(server);
    });
    server.once('error', fail);
  });
}

const closeServer = (s: ServerType) =>
  new Promise<void>((done) => {
    (s as { closeAllConnections?: () => void }).closeAllConnections?.();
    s.close(() => done());
  });

/** The SDK build the games origin serves at /sdk/: the project's installed `@playport/sdk`, else the CLI's own copy. */
function sdkDir(projectDir: string): string {
  const own = join(projectDir, 'node_modules', '@playport', 'sdk', 'dist');
  return existsSync(join(own, 'playport.js')) ? own : runtimePath('sdk', 'dist');
}

/**
 * Where `playport dev` keeps a project's database (accounts, sessions, magic links, orders): one folder
 * per project folder under the user's state folder, never inside the folder the games origin serves.
 * The state folder is PLAYPORT_STATE_HOME when set, else the platform's: `$XDG_STATE_HOME` or
 * `~/.local/state` (https://specifications.freedesktop.org/basedir-spec/latest/), macOS
 * `~/Library/Application Support`, Windows `%LOCALAPPDATA%`.
 */
export function devDataDir(
  projectDir: string,
  name: string,
  env: Record<string, string | undefined> = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const state =
    env.PLAYPORT_STATE_HOME ||
    (platform === 'win32'
      ? (env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'))
      : platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : env.XDG_STATE_HOME || join(home, '.local', 'state'));
  const id = createHash('sha256').update(resolve(projectDir)).digest('hex').slice(0, 12);
  return join(resolve(state), 'playport', 'dev', `${name}-${id}`);
}

/**
 * Starts the local portal and API on the embedded database in the project's data folder ({@link devDataDir}), the games origin
 * serving the developer's folder (or the game's own dev server), the payments origin, and the QA page
 * at `/_playport/`. Every check that can fail runs before anything listens; if a listener still fails,
 * everything started is stopped again.
 */
export async function startDev(options: DevOptions): Promise<RunningDev> {
  if (!ADAPTERS.includes(options.platform))
    throw new CliError(`Unknown platform "${options.platform}": use --platform with one of ${ADAPTERS.join(', ')}`);
  const target = await resolveTarget(options.target, options.cwd);
  const configured = target.kind === 'url' ? await devServerConfig(target.url, target.projectDir) : null;
  const project = configured?.project ?? readProjectConfig(target.projectDir);
  await checkPorts(options.port);

  const env = options.env ?? process.env;
  const dataDir = devDataDir(target.projectDir, project.name, env);
  if (target.kind === 'folder' && within(target.dir, dataDir))
    throw new CliError(
      `The data folder ${dataDir} is inside the game folder ${target.dir}, which is served: set PLAYPORT_STATE_HOME to a folder outside it`,
    );
  mkdirSync(dataDir, { recursive: true });

  let local: LocalPortal;
  try {
    const say = options.progress ?? (() => {});
    say(`playport dev: starting ${project.title} (${project.name}) under ${options.platform}`);
    if (configured) say(`  its ${CONFIG_FILE} from ${configured.from}`);
    local = await openLocalPortal({
      port: options.port,
      dataDir,
      logLevel: env.PLAYPORT_LOG_LEVEL ?? 'warn',
      progress: (s) => say(s.step === 'open' ? openingLine(dataDir, s.firstStart) : STEP_LINES[s.step]),
    });
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      throw new CliError(
        `${dataDir} is in use by another playport dev (process ${err.pid ?? 'unknown'}): stop it first, or run this one from another folder`,
        1,
        { cause: err },
      );
    }
    throw err;
  }
  const { addresses: at } = local;
  const servers: ServerType[] = [];
  const close = async () => {
    await Promise.all(servers.map(closeServer));
    await local.close();
  };
  try {
    const gameUrl = target.kind === 'url' ? target.url : `${at.gamesOrigin}/${project.name}/`;
    await local.registerGame(await localGame(project, gameUrl, target.projectDir));

    const listOrders = () => local.listOrders(project.name);
    const panel = panelRoutes({ project, platform: options.platform, listOrders });
    const root = new Hono();
    root.route('/_playport', panel);
    root.all('/_playport', (c) => c.redirect('/_playport/', 301));
    const portalFetch = (req: Request, env?: unknown) =>
      new URL(req.url).pathname.startsWith('/_playport') ? root.fetch(req, env) : local.portal(req, env);

    const mounts =
      target.kind === 'folder'
        ? { [`/${project.name}/`]: target.dir, '/sdk/': sdkDir(target.projectDir) }
        : { '/sdk/': sdkDir(target.projectDir) };
    const portalOrigin = at.portalOrigin;
    // Each listener answers only under the address printed for it (or its port's other loopback name).
    const hosts = local.hostChecks;
    const games = createGameOriginApp({ mounts, portalOrigins: [portalOrigin, `http://localhost:${at.portalPort}`] });
    servers.push(await listen(hosts.portal(portalFetch), at.portalPort, at.hostname));
    servers.push(await listen(hosts.games(games.fetch), at.gamesPort, at.hostname));
    servers.push(await listen(hosts.payments(local.payments), at.paymentsPort, at.hostname));

    const addresses: DevAddresses = {
      panel: `${portalOrigin}/_playport/`,
      play: `${portalOrigin}/play/${project.name}/iframe/${options.platform}`,
      portal: `${portalOrigin}/`,
      api: `${portalOrigin}/api/v1`,
      apiReference: `${portalOrigin}/dev/api`,
      game: gameUrl,
      gamesOrigin: at.gamesOrigin,
      paymentsOrigin: at.paymentsOrigin,
      outbox: `${portalOrigin}/dev/outbox`,
    };
    return { addresses, project, dataDir, close };
  } catch (err) {
    await close().catch(() => {});
    if ((err as { code?: unknown }).code === 'EADDRINUSE') {
      throw new CliError(
        `Port ${(err as { port?: number }).port ?? options.port} is in use: stop what runs there, or pass another --port`,
        1,
        { cause: err },
      );
    }
    throw err;
  }
}
