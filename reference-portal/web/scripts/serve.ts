// The portal on the reference server in local mode: portal and API on 127.0.0.1, the games on
// localhost, so the browser sees two sites; the magic link opens the portal's own landing page.
import { main } from '@playport/server/main';

const port = process.env.PORT ?? '8787';
await main({
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  MAGIC_LINK_PATH: '/LoginValidateEmail',
  ...process.env,
});
console.log(`Playport portal: http://127.0.0.1:${port}/  (mail outbox: /dev/outbox)`);
