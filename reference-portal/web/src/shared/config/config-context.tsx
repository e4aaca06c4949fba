import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config';

export const ConfigContext = createContext<RuntimeConfig | null>(null);

/** The runtime configuration of this page. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside <ConfigContext>');
  return config;
}
