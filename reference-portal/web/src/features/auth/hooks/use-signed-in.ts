import { useCallback } from 'react';
import { useSession } from '../../../shared/host/services-context';
import { siteEvent } from '../../../shared/lib/site-event';

/**
 * Stores a session token and pushes the data-layer `login` event (with `method` when given); the auth
 * sync then refreshes the account everywhere.
 */
export function useSignedIn() {
  const { session } = useSession();
  return useCallback(
    (token: string, accountId?: string, method?: string) => {
      if (accountId) session.setAuthResponse({ Token: token, AccountId: accountId });
      else session.setToken(token);
      siteEvent('login', method ? { method } : undefined);
    },
    [session],
  );
}
