import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/queryClient.ts';

/**
 * The query cache for the pages and layouts that load data. Kept out of the app root so that the
 * login page does not download TanStack Query; every provider shares the one `queryClient`.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
