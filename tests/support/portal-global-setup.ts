import { missingBundles } from '../../scripts/lib/servers.mjs';
import { PORTAL_GAMES_PORT, PORTAL_ORIGIN, PORTAL_PORT } from './portal-origins.js';
import { startProcess } from './server-process.js';

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The portal server did not answer ${url} within ${ms} ms`);
}

/** Starts the real reference server in local mode (fresh PGlite in a temp dir) serving the built portal. */
export default async function portalGlobalSetup() {
  const missing = missingBundles();
  if (missing.length) throw new Error(`Missing ${missing.join(', ')}: run \`npm run build\` first.`);
  const server = startProcess(
    ['--import', 'tsx', 'reference-portal/web/scripts/serve.ts'],
    {
      PORT: String(PORTAL_PORT),
      GAMES_PORT: String(PORTAL_GAMES_PORT),
      PAYMENTS_PORT: String(PORTAL_GAMES_PORT + 1),
      SIGNIN_RATE_PER_MINUTE: '1000',
      MAGIC_LINKS_PER_IP: '1000',
    },
    { stdio: 'inherit' },
  );
  try {
    await waitFor(`${PORTAL_ORIGIN}/config.js`, 90_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server.stop;
}
