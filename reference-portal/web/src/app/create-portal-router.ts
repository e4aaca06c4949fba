import { createBrowserRouter, createHashRouter } from 'react-router';
import type { RuntimeConfig } from '../shared/config/runtime-config';
import { portalRoutes } from './routes';

/** A Browser or Hash router on the configured base path, in the multi- or single-game form. */
export function createPortalRouter(config: RuntimeConfig) {
  const routes = portalRoutes(config.fixedGame !== null);
  const basename = config.basePath === '/' ? undefined : config.basePath.replace(/\/$/, '');
  const router = config.router === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes, { basename });
  return router;
}
