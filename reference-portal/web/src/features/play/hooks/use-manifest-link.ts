import { useEffect } from 'react';
import { useRuntimeConfig } from '../../../shared/config/config-context';

/** Points `<link rel="manifest">` at the game's web app manifest while its page is shown. */
export function useManifestLink(game: string) {
  const { apiBase } = useRuntimeConfig();
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = `${apiBase}/api/v1/manifest/${encodeURIComponent(game)}`;
    document.head.append(link);
    return () => link.remove();
  }, [apiBase, game]);
}
