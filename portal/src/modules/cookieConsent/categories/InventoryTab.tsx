import type { Schemas } from '@privacy-portal/sdk';
import { Button } from '@privacy-portal/ui/Button';
import {
  type CookieBulkChange,
  type CookieFilters,
  CookieTable,
} from '@privacy-portal/ui/cookieConsent/CookieTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import styles from './CookieCategoryPage.module.css';
import { type PropertyPair, useInventory, useInventoryMutations } from './categories.queries.ts';

type Cookie = Schemas['Cookie'];
type CookieCategory = Schemas['CookieCategory'];

/** The contract's most ids in one bulk change; a larger selection goes in several calls. */
const BULK_MAX = 500;
const SEARCH_PAUSE_MS = 300;

interface InventoryTabProps {
  pair: PropertyPair;
  canWrite: boolean;
  categories: readonly CookieCategory[];
  filters: CookieFilters;
  onFiltersChange: (filters: CookieFilters) => void;
  /** The Cookie Scanner, with the selection. */
  scannerHref: string;
  onAdd: () => void;
  onImport: () => void;
  onEdit: (cookie: Cookie) => void;
  onDelete: (cookie: Cookie) => void;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The inventory tab: the filtered cookies (search waits for a pause in typing), selection and bulk changes. */
export function InventoryTab({
  pair,
  canWrite,
  categories,
  filters,
  onFiltersChange,
  scannerHref,
  onAdd,
  onImport,
  onEdit,
  onDelete,
  onDone,
  onProblem,
}: InventoryTabProps) {
  const [search] = useDebounce(filters.search, SEARCH_PAUSE_MS);
  const inventory = useInventory(pair, { ...filters, search });
  const { bulkUpdate } = useInventoryMutations();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);

  async function applyBulk(ids: number[], change: CookieBulkChange) {
    setBulkBusy(true);
    try {
      let updated = 0;
      for (const part of chunks(ids, BULK_MAX)) {
        const { response } = await bulkUpdate.mutateAsync({
          params: { path: { orgId: pair.oid, propId: pair.pid } },
          body: { ids: part, ...change },
        });
        updated += response.updated;
      }
      setSelected(new Set());
      const what = `${updated} ${updated === 1 ? 'cookie' : 'cookies'}`;
      if ('category_id' in change) {
        const name = categories.find((c) => c.id === change.category_id)?.name ?? 'the category';
        onDone(`${what} moved to ${name}.`);
      } else {
        onDone(
          change.published ? `${what} published.` : `${what} taken out of the banner until published again.`,
        );
      }
    } catch (error) {
      onProblem(problemSummary(problemOf(error), { verbatim: true }));
    } finally {
      setBulkBusy(false);
    }
  }

  const data = inventory.data;
  return (
    <CookieTable
      cookies={data?.cookies ?? []}
      {...(data && data.total > data.cookies.length ? { total: data.total } : {})}
      categories={categories}
      filters={filters}
      onFiltersChange={onFiltersChange}
      loading={inventory.isPending}
      error={
        inventory.isError && !data ? (
          <LoadFailed
            what="the cookies"
            message={problemOf(inventory.error).message}
            onRetry={() => void inventory.refetch()}
          />
        ) : undefined
      }
      emptyState={
        <EmptyState
          title="No cookies yet — run a scan or add one"
          message="A scan visits your site's pages and lists every cookie and storage key they set, with the script behind each. You can also add cookies by hand or import a CSV file."
          action={
            <div className={styles.actions}>
              <LinkButton href={scannerHref}>Scan your site</LinkButton>
              {canWrite ? (
                <>
                  <Button variant="secondary" onPress={onAdd}>
                    Add a cookie
                  </Button>
                  <Button variant="secondary" onPress={onImport}>
                    Import a CSV file
                  </Button>
                </>
              ) : null}
            </div>
          }
        />
      }
      {...(canWrite
        ? {
            selectedIds: selected,
            onSelectionChange: setSelected,
            onBulkChange: (ids: number[], change: CookieBulkChange) => void applyBulk(ids, change),
            bulkBusy,
            onEdit,
            onDelete,
          }
        : {})}
    />
  );
}
