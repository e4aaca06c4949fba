// `npm start`: the reference portal on the reference server in local mode (the site and the API on
// the embedded database, with the demo games, the mail outbox and the sandbox payments), and the
// partner page that embeds the example games with the host runtime alone, each game on its own origin
// as in production. It builds first what is not built or older than its sources, and nothing else.
import { spawn, spawnSync } from 'node:child_process';
import { buildSteps, whyBuild } from './lib/build-steps.mjs';
import { listExampleGames, startServers, repoRoot } from './lib/servers.mjs';

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};
const PORT = port('PORT', 8787);
const GAMES_PORT = port('GAMES_PORT', 8788);
const PAYMENTS_PORT = port('PAYMENTS_PORT', 8789);
const HOST_PORT = port('HOST_PORT', 5173);
const GAME_PORT = port('GAME_PORT', 5174);
// Origins of partners' own pages that may frame the local games (the README's partner quickstart).
const partnerOrigins = (process.env.PLAYPORT_PARTNER_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
for (const origin of partnerOrigins) {
  if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
    console.error(`PLAYPORT_PARTNER_ORIGINS: ${origin} is not an origin (scheme://host:port)`);
    process.exit(1);
  }
}

for (const step of buildSteps(repoRoot)) {
  const why = whyBuild(repoRoot, step);
  if (!why) {
    console.log(`Build of the ${step.name}: current, not rebuilt.`);
    continue;
  }
  console.log(`Build of the ${step.name}: ${why}; building…`);
  const [command, ...args] = step.command;
  const run = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) {
    console.error(`The build of the ${step.name} failed (\`${step.command.join(' ')}\`).`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'reference-portal/web/scripts/serve.ts'], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    LOG_LEVEL: 'warn',
    ...process.env,
    PORT: String(PORT),
    GAMES_PORT: String(GAMES_PORT),
    PAYMENTS_PORT: String(PAYMENTS_PORT),
  },
});
let serverExit = null;
server.once('exit', (code) => (serverExit = code ?? 1));

const portal = `http://127.0.0.1:${PORT}`;
const gamesOrigin = `http://localhost:${GAMES_PORT}`;
const paymentsOrigin = `http://localhost:${PAYMENTS_PORT}`;
const answers = (url) =>
  fetch(url).then(
    () => true,
    () => false,
  );
// The server seeds the database and opens its ports in its first seconds; the addresses are printed once it answers.
while (!(await answers(`${portal}/config.js`))) {
  if (serverExit !== null) {
    console.error(`The reference server stopped (exit ${serverExit}).`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const { hostOrigin, gameOrigin, games, close } = await startServers({
  hostPort: HOST_PORT,
  gamePort: GAME_PORT,
  partnerOrigins,
});
const paymentsUp = await answers(`${paymentsOrigin}/`);

console.log(`Portal (local mode):        ${portal}/   API ${portal}/api/v1   mail outbox ${portal}/dev/outbox`);
console.log(`SDK for game pages:         ${portal}/sdk/playport.js`);
console.log(`Games origin:               ${gamesOrigin}/  (${listExampleGames(repoRoot).join(', ')})`);
console.log(
  `Payments origin:            ${paymentsOrigin}/  ${paymentsUp ? '(payment-widget simulators)' : `(not started: port ${PAYMENTS_PORT} is taken)`}`,
);
console.log(`Partner page (host):        ${hostOrigin}/`);
console.log(
  `Partner page's games:       ${gameOrigin}/  (${games.join(', ')}); framable by ${[hostOrigin, ...partnerOrigins].join(' ')}`,
);
for (const game of games) console.log(`  ${hostOrigin}/?game=${game}`);
console.log('Press Ctrl+C to stop.');

const stop = (code = 0) => {
  server.kill('SIGTERM');
  close().then(() => process.exit(code));
};
server.once('exit', (code) => {
  if (code) {
    console.error(`The reference server stopped (exit ${code}).`);
    stop(1);
  }
});
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());
