import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import a11y from '../../theme/a11y.module.css';
import link from '../../theme/link.module.css';
import styles from './VendorsTable.module.css';
import { vendorKindText } from './vendorKind.ts';

type Vendor = Schemas['Vendor'];

export interface VendorsTableProps {
  vendors: readonly Vendor[];
  /** The property's categories, to name each vendor's. */
  categories: readonly { id: number; name: string }[];
  loading?: boolean;
  /** A failed load, in place of the table. */
  error?: ReactNode;
  /** Shown in place of the table when the property has no vendor. */
  emptyState?: ReactNode;
  /** Edit and remove per row; left out for people who may only read. */
  onEdit?: (vendor: Vendor) => void;
  onRemove?: (vendor: Vendor) => void;
  /** More vendors on the server: a 'Load more' button asks for the next page. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/** Long lists show their first items and how many more; the whole list is read by screen readers. */
function ShortList({ items, first, none }: { items: readonly string[]; first: number; none: string }) {
  if (items.length === 0) return <span className={styles.muted}>{none}</span>;
  const shown = items.slice(0, first);
  const rest = items.length - shown.length;
  return (
    <span className={styles.list}>
      <span aria-hidden={rest > 0 || undefined}>
        {shown.join(', ')}
        {rest > 0 ? <span className={styles.more}> and {rest} more</span> : null}
      </span>
      {rest > 0 ? <span className={a11y.visuallyHidden}>{items.join(', ')}</span> : null}
    </span>
  );
}

/**
 * The property's vendors: who they are and where they come from (your own, the IAB Global Vendor List
 * or Google's ad-technology providers, with their id there), what they do, their privacy policy, the
 * category the banner lists them under and their cookies.
 */
export function VendorsTable({
  vendors,
  categories,
  loading = false,
  error,
  emptyState,
  onEdit,
  onRemove,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
}: VendorsTableProps) {
  if (error) return <div className={styles.vendors}>{error}</div>;
  if (!loading && vendors.length === 0 && emptyState)
    return <div className={styles.vendors}>{emptyState}</div>;
  const categoryName = (vendor: Vendor) =>
    vendor.category_id === null ? '' : (categories.find((c) => c.id === vendor.category_id)?.name ?? '');
  const columns: DataTableColumn<Vendor>[] = [
    {
      id: 'name',
      header: 'Vendor',
      value: (vendor) => vendor.name,
      cell: (vendor) => (
        <span className={styles.name}>
          <span>{vendor.name}</span>
          <Badge tone={vendor.kind === 'custom' ? 'neutral' : 'info'}>{vendorKindText(vendor)}</Badge>
        </span>
      ),
    },
    {
      id: 'purposes',
      header: 'Purposes',
      sortable: false,
      cell: (vendor) => <ShortList items={vendor.purposes} first={3} none="None given" />,
    },
    {
      id: 'policy',
      header: 'Privacy policy',
      sortable: false,
      cell: (vendor) =>
        vendor.privacy_policy_url ? (
          <Link
            href={vendor.privacy_policy_url}
            target="_blank"
            rel="noopener noreferrer"
            className={link.textLink}
            aria-label={`Privacy policy of ${vendor.name} (opens in a new tab)`}
          >
            Privacy policy
          </Link>
        ) : (
          <span className={styles.muted}>None</span>
        ),
    },
    {
      id: 'category',
      header: 'Category',
      value: categoryName,
      cell: (vendor) => categoryName(vendor) || <span className={styles.muted}>None</span>,
    },
    {
      id: 'cookies',
      header: 'Cookies',
      value: (vendor) => vendor.cookies.length,
      cell: (vendor) => <ShortList items={vendor.cookies} first={4} none="None" />,
    },
  ];
  const actions =
    onEdit || onRemove
      ? (vendor: Vendor) => (
          <>
            {onEdit ? (
              <IconButton
                icon="edit"
                size="sm"
                label={`Edit ${vendor.name}`}
                onPress={() => onEdit(vendor)}
              />
            ) : null}
            {onRemove ? (
              <IconButton
                icon="trash"
                size="sm"
                label={`Remove ${vendor.name}`}
                onPress={() => onRemove(vendor)}
              />
            ) : null}
          </>
        )
      : undefined;
  return (
    <div className={styles.vendors}>
      <DataTable
        caption="Vendors"
        captionHidden
        columns={columns}
        rows={[...vendors]}
        getRowId={(vendor) => String(vendor.id)}
        pageSize={Math.max(vendors.length, 10)}
        loading={loading}
        loadingLabel="Loading the vendors"
        emptyMessage="No vendor yet."
        rowActions={actions}
      />
      {hasMore && onLoadMore && !loading ? (
        <div className={styles.loadMore}>
          <Button variant="secondary" size="sm" onPress={onLoadMore} loading={loadingMore}>
            Load more vendors
          </Button>
        </div>
      ) : null}
    </div>
  );
}
