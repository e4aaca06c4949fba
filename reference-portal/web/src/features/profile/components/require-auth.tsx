import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../shared/host/services-context';

/** The state of the redirect away from a protected page: the spec's message and the asked path. */
export interface LoginRequiredState {
  message: 'Please log in to view this page';
  from: string;
}

/** Sends an anonymous visitor to / with the message and the requested path. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return children;
  const state: LoginRequiredState = {
    message: 'Please log in to view this page',
    from: location.pathname + location.search,
  };
  return <Navigate to="/" replace state={state} />;
}
