import { missingBundles, startServers } from '../../scripts/lib/servers.mjs';
import { GAME_PORT, HOST_PORT, THIRD_PORT } from './origins.js';

export default async function globalSetup() {
  const missing = missingBundles();
  if (missing.length) throw new Error(`Missing ${missing.join(', ')}: run \`npm run build\` first.`);
  const servers = await startServers({ hostPort: HOST_PORT, gamePort: GAME_PORT, thirdPort: THIRD_PORT });
  return () => servers.close();
}
