import { useMemo } from 'react';
import { BrowserRouter, HashRouter, useRoutes } from 'react-router';
import type { RuntimeConfig } from '../shared/config/runtime-config';
import { portalRoutes } from './routes';

function PortalRoutes({ singleGame }: { singleGame: boolean }) {
  return useRoutes(useMemo(() => portalRoutes(singleGame), [singleGame]));
}

/**
 * The portal's pages under a Browser or Hash router on the configured base path, in the multi- or
 * single-game form. The declarative router: the data router's loaders and actions are unused here,
 * and it would add about 17 KB gzipped to every page's first download (see the README).
 */
export function PortalRouter({ config }: { config: RuntimeConfig }) {
  const singleGame = config.fixedGame !== null;
  if (config.router === 'hash') {
    return (
      <HashRouter>
        <PortalRoutes singleGame={singleGame} />
      </HashRouter>
    );
  }
  const basename = config.basePath === '/' ? undefined : config.basePath.replace(/\/$/, '');
  return (
    <BrowserRouter basename={basename}>
      <PortalRoutes singleGame={singleGame} />
    </BrowserRouter>
  );
}
