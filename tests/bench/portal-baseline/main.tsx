/** @jsxImportSource react */
// The portal bench's baseline: the least a Vite + React page needs to embed a game with the host
// runtime and the portal's own adapter, fxid, loaded lazily as the portal loads it on /play/{game}.
import { createHost } from '@playport/host';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

const { gamesBaseUrl } = (window as unknown as { __PLAYPORT_CONFIG__: { gamesBaseUrl: string } }).__PLAYPORT_CONFIG__;
const game = new URLSearchParams(location.search).get('game') ?? 'hello-game';

function Game() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = createHost({
      game,
      adapter: 'fxid',
      loaders: { fxid: () => import('@playport/adapters/fxid').then((m) => m.createFxidAdapter()) },
    });
    host.mountGame({ container: container.current!, src: `${gamesBaseUrl.replace(/\/$/, '')}/${game}/`, title: game });
    return () => host.destroy();
  }, []);
  return (
    <main>
      <h1>{game}</h1>
      <div ref={container} style={{ width: 800, height: 450 }} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Game />);
