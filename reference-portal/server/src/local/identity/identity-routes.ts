import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { firebaseAuthHandlerRoutes } from './firebase-auth-handler';
import { twitchRoutes } from './twitch-routes';
import { vkIdRoutes } from './vkid-routes';

/**
 * Local mode only: stand-ins for the sign-in providers' own pages and scripts — the Firebase Auth
 * popup (`/dev/firebase/handler`), VK ID (`/dev/vkid/sdk.js`, `/dev/vkid/authorize`) and Twitch
 * (`/dev/twitch/authorize`).
 */
export function identitySimulatorRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/firebase', firebaseAuthHandlerRoutes());
  app.route('/vkid', vkIdRoutes());
  app.route('/twitch', twitchRoutes());
  return app;
}
