import { useCallback } from 'react';
import { useModalStore } from '../../../shared/host/services-context';

/** Opens the friends modal of a game. */
export function useOpenSocial() {
  const modals = useModalStore();
  return useCallback((game: string) => void modals.open({ kind: 'social', game }, undefined), [modals]);
}
