import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PlayportHost, UiPort } from '@playport/host';
import type { PortalServices } from './portal-services';
import type { HostSlot } from './host-slot';
import type { ModalStore } from '../modals/modal-store';

export const ServicesContext = createContext<
  (PortalServices & { hostSlot: HostSlot; ui: UiPort; modals: ModalStore }) | null
>(null);

function useServices() {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Portal hooks used outside <ServicesContext>');
  return services;
}

/** The framework-free services (context, API client, session). */
export function usePortalServices() {
  return useServices();
}

/** The sink of payment analytics events (`emit`, `onPaymentAnalytics`). */
export function usePaymentAnalytics() {
  return useServices().paymentAnalytics;
}

/** The page's modal stack. */
export function useModalStore(): ModalStore {
  return useServices().modals;
}

/** The open modals, re-rendering when one opens or closes. */
export function useOpenModals() {
  const { modals } = useServices();
  return useSyncExternalStore(modals.subscribe, modals.get, modals.get);
}

/** The typed API client of `/api/v1`. */
export function useApi() {
  return useServices().api;
}

/** The host runtime of the mounted game, or null when no game is mounted. */
export function useHost(): PlayportHost | null {
  const { hostSlot } = useServices();
  return useSyncExternalStore(hostSlot.subscribe, hostSlot.get, hostSlot.get);
}

/** Registers the play page's host, so the rest of the portal can follow its language. */
export function useHostSlot(): HostSlot {
  return useServices().hostSlot;
}

/** The session store and its token; re-renders on sign-in and sign-out. */
export function useSession() {
  const { session } = useServices();
  const token = useSyncExternalStore(
    (notify) => {
      const off = session.onChange(notify);
      // A magic link opened in another tab signs this one in too.
      const onStorage = (event: StorageEvent) => event.key === 'AuthToken' && notify();
      window.addEventListener('storage', onStorage);
      return () => {
        off();
        window.removeEventListener('storage', onStorage);
      };
    },
    () => session.token,
    () => session.token,
  );
  return { session, token, signedIn: token !== null };
}
