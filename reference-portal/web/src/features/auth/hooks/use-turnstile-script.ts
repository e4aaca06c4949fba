import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../../../shared/config/config-context';

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

let loading: Promise<TurnstileApi> | null = null;

function load(src: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Loads Turnstile once per page: the local simulator in local mode, Cloudflare's script otherwise. */
export function useTurnstileScript(): { api: TurnstileApi | null; error: boolean } {
  const { local } = useRuntimeConfig();
  const [state, setState] = useState<{ api: TurnstileApi | null; error: boolean }>({ api: window.turnstile ?? null, error: false });
  useEffect(() => {
    let live = true;
    load(local ? LOCAL : REAL).then(
      (api) => live && setState({ api, error: false }),
      () => live && setState({ api: null, error: true }),
    );
    return () => {
      live = false;
    };
  }, [local]);
  return state;
}
