// `npm start`: the reference portal on the reference server in local mode (the site and the API on
// the embedded database, with the demo games, the mail outbox and the sandbox payments), and the
// partner page that embeds the example games with the host runtime alone, each game on its own origin
// as in production.
import { spawn } from 'node:child_process';
import { missingBundles, startServers, repoRoot } from './lib/servers.mjs';

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};

const missing = missingBundles();
if (missing.length) {
  console.error(`Missing ${missing.join(', ')}: run \`npm run build\` first (\`npm start\` does).`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'reference-portal/web/scripts/serve.ts'], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { LOG_LEVEL: 'warn', ...process.env },
});

// Origins of partners' own pages that may frame the local games (the README's partner quickstart).
const partnerOrigins = (process.env.PLAYPORT_PARTNER_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
for (const origin of partnerOrigins) {
  if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
    console.error(`PLAYPORT_PARTNER_ORIGINS: ${origin} is not an origin (scheme://host:port)`);
    process.exit(1);
  }
}

const { hostOrigin, gameOrigin, games, close } = await startServers({
  hostPort: port('HOST_PORT', 5173),
  gamePort: port('GAME_PORT', 5174),
  partnerOrigins,
});

const portal = `http://127.0.0.1:${process.env.PORT ?? 8787}`;
console.log(`Portal (local mode):        ${portal}/   API ${portal}/api/v1   mail outbox ${portal}/dev/outbox`);
console.log(`Partner page (host):        ${hostOrigin}/`);
console.log(`Games origin:               ${gameOrigin}  (${games.join(', ')}); framable by ${[hostOrigin, ...partnerOrigins].join(' ')}`);
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
