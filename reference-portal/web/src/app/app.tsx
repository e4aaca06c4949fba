import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { ConfigContext } from '../shared/config/config-context';
import type { RuntimeConfig } from '../shared/config/runtime-config';
import { transientRetry } from '../shared/api/query-retry';
import { createHostSlot } from '../shared/host/host-slot';
import { createPortalServices } from '../shared/host/portal-services';
import { ServicesContext } from '../shared/host/services-context';
import { createUiPort } from '../shared/modals/create-ui-port';
import { createModalStore } from '../shared/modals/modal-store';
import type { I18n } from '../shared/i18n/create-i18n';
import { I18nProvider } from '../shared/i18n/use-translation';
import { PortalRouter } from './create-portal-router';

/** The portal: configuration, host services, modals, query cache, translations and the router. */
export function App({ config, i18n }: { config: RuntimeConfig; i18n: I18n }) {
  const [state] = useState(() => {
    const modals = createModalStore();
    const services = { ...createPortalServices(config), hostSlot: createHostSlot(), modals, ui: createUiPort(modals) };
    // The spec's default staleTime is infinite; queries that change say so themselves (news). A query
    // that failed on the network, with 408, 429 or 5xx is fetched again a few times before it fails.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, ...transientRetry } },
    });
    return { services, queryClient };
  });
  return (
    <StrictMode>
      <ConfigContext.Provider value={config}>
        <ServicesContext.Provider value={state.services}>
          <QueryClientProvider client={state.queryClient}>
            <I18nProvider i18n={i18n}>
              <PortalRouter config={config} />
            </I18nProvider>
          </QueryClientProvider>
        </ServicesContext.Provider>
      </ConfigContext.Provider>
    </StrictMode>
  );
}
