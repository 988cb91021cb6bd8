import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider.tsx';
import { billingHref } from './billing-view.ts';

/** Builds links that keep the selected oid and pid (every portal link carries them). */
export function useBillingHref(): (path: string) => string {
  const { selection } = useSession();
  const { search } = useLocation();
  return useCallback((path: string) => billingHref(path, selection, search), [selection, search]);
}
