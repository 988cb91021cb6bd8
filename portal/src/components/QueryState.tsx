import { Loader } from '@privacy-portal/ui/Loader';
import type { ReactNode } from 'react';
import { problemOf } from '../lib/queryClient.ts';
import { LoadFailed } from './LoadFailed.tsx';

/** The part of a TanStack query result the pattern reads (useQuery's and useQueries' results fit). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

type DataOf<Q> = { [K in keyof Q]: Q[K] extends QueryLike<infer T> ? T : never };

interface QueryStateProps<Q extends readonly QueryLike<unknown>[]> {
  /** The queries the content needs; it shows once every one has data. */
  queries: readonly [...Q];
  /** The loader's label, e.g. "Loading the team". */
  loadingLabel: string;
  /** What could not be loaded, for LoadFailed ("We could not load the team"). */
  what: string;
  children: (...data: DataOf<Q>) => ReactNode;
}

/**
 * The one way a page shows loading and failure: the Loader while a query has no data, LoadFailed
 * with Try again (which loads the failed queries again) when one failed, else the content. A reload
 * behind shown data that fails keeps the data, as a save's refresh should.
 */
export function QueryState<Q extends readonly QueryLike<unknown>[]>({
  queries,
  loadingLabel,
  what,
  children,
}: QueryStateProps<Q>) {
  if (queries.every((query) => query.data !== undefined)) {
    return <>{children(...(queries.map((query) => query.data) as DataOf<Q>))}</>;
  }
  const failed = queries.filter((query) => query.data === undefined && !query.isPending);
  if (failed.length > 0) {
    return (
      <LoadFailed
        what={what}
        message={problemOf(failed[0]?.error).message}
        onRetry={() => {
          for (const query of failed) void query.refetch();
        }}
      />
    );
  }
  return <Loader block label={loadingLabel} />;
}
