import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHostSlot, useModalStore, useSession } from '../../../shared/host/services-context';

/**
 * On sign-in or sign-out (in this tab or another): the account is read again, the game hears
 * `UserInfoChanged`, and an open sign-in dialog resolves as signed in.
 */
export function useAuthSync() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const hostSlot = useHostSlot();
  const modals = useModalStore();
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    queryClient.removeQueries({ queryKey: ['profile'] });
    queryClient.removeQueries({ queryKey: ['friends'] });
    hostSlot.get()?.refreshUserInfo();
    if (token) for (const modal of modals.get()) if (modal.spec.kind === 'login') modals.close(modal.id, true);
  }, [token, queryClient, hostSlot, modals]);
}
