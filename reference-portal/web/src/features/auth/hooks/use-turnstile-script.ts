import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../../../shared/config/config-context';
import { usePortalServices } from '../../../shared/host/services-context';
import { loadScriptGlobal } from '../load-script-global';

const REAL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const LOCAL = '/dev/turnstile/api.js';

export interface TurnstileApi {
  render(container: HTMLElement, params: Record<string, unknown>): string;
  remove(id?: string): void;
  reset(id?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Loads Turnstile once per page: the local simulator in local mode, Cloudflare's script otherwise. */
export function useTurnstileScript(): { api: TurnstileApi | null; error: boolean } {
  const { local } = useRuntimeConfig();
  const { context } = usePortalServices();
  const [state, setState] = useState<{ api: TurnstileApi | null; error: boolean }>({
    api: window.turnstile ?? null,
    error: false,
  });
  useEffect(() => {
    let live = true;
    loadScriptGlobal<TurnstileApi>(context.loadScript, 'turnstile', local ? LOCAL : REAL).then(
      (api) => live && setState({ api, error: false }),
      () => live && setState({ api: null, error: true }),
    );
    return () => {
      live = false;
    };
  }, [local, context]);
  return state;
}
