import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import styles from './BlockingRulesTable.module.css';
import { patternScope } from './patternScope.ts';

type BlockingRule = Schemas['BlockingRule'];

export interface BlockingRulesTableProps {
  /** The rules loaded so far, by pattern. */
  rules: readonly BlockingRule[];
  /** The first page is on its way: skeleton rows, the table marked busy. */
  loading?: boolean;
  /** A failed load (its reason and a way to try again), shown in place of the table. */
  error?: ReactNode;
  /** Shown in place of the table when the property has no rule. */
  emptyState?: ReactNode;
  /** Edit and delete per row; left out for people who may only read. */
  onEdit?: (rule: BlockingRule) => void;
  onDelete?: (rule: BlockingRule) => void;
  /** The server has more rules than `rules` holds: a 'Load more' button asks for the next page. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is on its way. */
  loadingMore?: boolean;
}

const SOURCE_LABEL: Readonly<Record<BlockingRule['source'], string>> = {
  scan: 'From scan',
  manual: 'Manual',
};

const columns: DataTableColumn<BlockingRule>[] = [
  {
    id: 'pattern',
    header: 'Script',
    value: (rule) => rule.pattern,
    cell: (rule) => {
      const scope = patternScope(rule.pattern);
      return (
        <span className={styles.pattern}>
          <code className={styles.code}>{rule.pattern}</code>
          {scope ? <span className={styles.scope}>{scope.sentence}</span> : null}
        </span>
      );
    },
  },
  { id: 'category', header: 'Category', value: (rule) => rule.category_name },
  {
    id: 'source',
    header: 'Source',
    value: (rule) => SOURCE_LABEL[rule.source],
    cell: (rule) => (
      <Badge tone={rule.source === 'scan' ? 'info' : 'neutral'}>{SOURCE_LABEL[rule.source]}</Badge>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    sortable: false,
    cell: (rule) =>
      rule.description ? (
        <span className={styles.description}>{rule.description}</span>
      ) : (
        <span className={styles.muted}>None</span>
      ),
  },
];

/**
 * Auto Cookie Blocking's rules: each script address, host or pattern, the category whose consent
 * releases it, whether it came from a scan or was written by hand, and why it is there.
 */
export function BlockingRulesTable({
  rules,
  loading = false,
  error,
  emptyState,
  onEdit,
  onDelete,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
}: BlockingRulesTableProps) {
  if (error) return <div className={styles.rules}>{error}</div>;
  if (!loading && rules.length === 0 && emptyState) return <div className={styles.rules}>{emptyState}</div>;
  const actions =
    onEdit || onDelete
      ? (rule: BlockingRule) => (
          <>
            {onEdit ? (
              <IconButton
                icon="edit"
                size="sm"
                label={`Edit the rule for ${rule.pattern}`}
                onPress={() => onEdit(rule)}
              />
            ) : null}
            {onDelete ? (
              <IconButton
                icon="trash"
                size="sm"
                label={`Delete the rule for ${rule.pattern}`}
                onPress={() => onDelete(rule)}
              />
            ) : null}
          </>
        )
      : undefined;
  return (
    <div className={styles.rules}>
      <DataTable
        caption="Blocking rules"
        captionHidden
        columns={columns}
        rows={[...rules]}
        getRowId={(rule) => String(rule.id)}
        // The server pages the rules ('Load more'); the table shows every loaded row at once.
        pageSize={Math.max(rules.length, 10)}
        loading={loading}
        loadingLabel="Loading the blocking rules"
        emptyMessage="No blocking rule yet."
        rowActions={actions}
      />
      {hasMore && onLoadMore && !loading ? (
        <div className={styles.more}>
          <Button variant="secondary" size="sm" onPress={onLoadMore} loading={loadingMore}>
            Load more rules
          </Button>
        </div>
      ) : null}
    </div>
  );
}
