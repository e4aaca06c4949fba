import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { accountExtrasRoutes } from './account-extras';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { bank131Routes } from './bank131';
import { contentRoutes } from './content';
import { crossplayRoutes } from './crossplay';
import { documentsRoutes } from './documents';
import { friendsRoutes } from './friends';
import { gamesRoutes } from './games';
import { invitesRoutes } from './invites';
import { launcherRoutes } from './launcher';
import { platformNotificationRoutes } from './platform-notifications';
import { platformPurchaseRoutes } from './platform-purchases';
import { playRoutes } from './play';
import { profileRoutes } from './profile';
import { storeRoutes } from './store';
import { storageRoutes } from './storage';
import { wizqRoutes } from './wizq';

/** Everything under `/api/v1`. */
export function apiRoutes() {
  const app = new Hono<AppEnv>();
  for (const area of [
    authRoutes(),
    gamesRoutes(),
    playRoutes(),
    contentRoutes(),
    documentsRoutes(),
    profileRoutes(),
    friendsRoutes(),
    invitesRoutes(),
    accountExtrasRoutes(),
    crossplayRoutes(),
    storeRoutes(),
    bank131Routes(),
    platformPurchaseRoutes(),
    platformNotificationRoutes(),
    launcherRoutes(),
    analyticsRoutes(),
    wizqRoutes(),
    storageRoutes(),
  ]) {
    app.route('/', area);
  }
  return app;
}
