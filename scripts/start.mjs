// `npm start`: the partner page on one origin and the example games on another, as in production.
import { missingBundles, startServers } from './lib/servers.mjs';

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

const { hostOrigin, gameOrigin, games, close } = await startServers({
  hostPort: port('HOST_PORT', 5173),
  gamePort: port('GAME_PORT', 5174),
});

console.log(`Partner page (host):  ${hostOrigin}/`);
console.log(`Games origin:         ${gameOrigin}  (${games.join(', ')})`);
for (const game of games) console.log(`  ${hostOrigin}/?game=${game}`);
console.log('Press Ctrl+C to stop.');

const stop = () => close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
