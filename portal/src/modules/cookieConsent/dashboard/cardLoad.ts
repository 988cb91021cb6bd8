import type { CardLoad } from '@privacy-portal/ui/cookieConsent/DashboardCards';
import type { QueryLike } from '../../../components/QueryState.tsx';
import { problemOf } from '../../../lib/queryClient.ts';

/**
 * A card's state from the queries it reads: its data once every one has answered, the first failure
 * (Try again loads the failed ones again), else loading. One card's failure leaves the others alone.
 */
export function cardLoad<T>(queries: readonly QueryLike<unknown>[], build: () => T): CardLoad<T> {
  if (queries.every((query) => query.data !== undefined)) return { status: 'ready', data: build() };
  const failed = queries.filter((query) => query.data === undefined && !query.isPending);
  if (failed.length > 0) {
    return {
      status: 'error',
      message: problemOf(failed[0]?.error).message,
      onRetry: () => {
        for (const query of failed) void query.refetch();
      },
    };
  }
  return { status: 'loading' };
}
