import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import styles from './ProposedScripts.module.css';

/** A third-party script host the last scan found that no rule holds back yet. */
export type ProposedScript = Schemas['BlockingSettings']['proposed'][number];

/** A category of the property, by its key (the five defaults have one). */
export interface ProposalCategory {
  key: Schemas['CookieCategory']['key'];
  name: string;
}

export interface ProposedScriptsProps {
  proposed: readonly ProposedScript[];
  /** The property's categories, to name each proposal's category as the property calls it. */
  categories: readonly ProposalCategory[];
  /** Blocks one host (a rule from the scan). Left out when the user may not add rules. */
  onBlock?: (script: ProposedScript) => void;
  /** Blocks every proposed host. */
  onBlockAll?: () => void;
  /** Hosts whose rule is being added. */
  pendingHosts?: ReadonlySet<string>;
  /** 'Block all proposed' is under way. */
  blockingAll?: boolean;
  /** The list is on its way. */
  loading?: boolean;
  /** A failed load, in place of the list. */
  error?: ReactNode;
  /** What to say when nothing is proposed (e.g. that no scan has run yet). */
  emptyMessage?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A scan's unknown category reads as Unclassified, where its rule goes: consent is asked for it too. */
export function proposalCategoryKey(script: ProposedScript): NonNullable<ProposedScript['category_key']> {
  return script.category_key ?? 'unclassified';
}

/**
 * "Proposed from your last scan": the third-party script hosts found on the pages that no rule covers,
 * with what they are, their category and the cookies they set; each can be blocked, or all at once.
 */
export function ProposedScripts({
  proposed,
  categories,
  onBlock,
  onBlockAll,
  pendingHosts = new Set(),
  blockingAll = false,
  loading = false,
  error,
  emptyMessage = 'Nothing to propose: every third-party script host your last scan found is covered by a rule.',
  headingLevel = 2,
}: ProposedScriptsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const categoryName = (script: ProposedScript) => {
    const key = proposalCategoryKey(script);
    return categories.find((category) => category.key === key)?.name ?? key;
  };
  const columns: DataTableColumn<ProposedScript>[] = [
    {
      id: 'host',
      header: 'Script host',
      value: (script) => script.host,
      cell: (script) => <code className={styles.code}>{script.host}</code>,
    },
    {
      id: 'platform',
      header: 'Provider',
      value: (script) => script.platform ?? '',
      cell: (script) => script.platform ?? <span className={styles.muted}>Unknown</span>,
    },
    {
      id: 'category',
      header: 'Category',
      value: (script) => categoryName(script),
      cell: (script) => (
        <Badge tone={script.category_key === null ? 'warning' : 'neutral'}>{categoryName(script)}</Badge>
      ),
    },
    {
      id: 'cookies',
      header: 'Cookies it sets',
      sortable: false,
      cell: (script) =>
        script.cookies.length > 0 ? (
          <span className={styles.cookies}>{script.cookies.join(', ')}</span>
        ) : (
          <span className={styles.muted}>None seen</span>
        ),
    },
  ];
  const busy = blockingAll || pendingHosts.size > 0;

  return (
    <section className={styles.proposed} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div>
          <Heading id={headingId} className={styles.title}>
            Proposed from your last scan
          </Heading>
          <p className={styles.lead}>
            Third-party script hosts your last scan found that no rule holds back yet. Blocking one adds a
            rule for the host under its category.
          </p>
        </div>
        {onBlockAll && proposed.length > 0 && !loading && !error ? (
          <Button
            variant="secondary"
            onPress={onBlockAll}
            loading={blockingAll}
            isDisabled={busy && !blockingAll}
          >
            Block all proposed ({proposed.length})
          </Button>
        ) : null}
      </div>
      {error ? (
        error
      ) : !loading && proposed.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <DataTable
          caption="Proposed script hosts"
          captionHidden
          columns={columns}
          rows={[...proposed]}
          getRowId={(script) => script.host}
          pageSize={Math.max(proposed.length, 10)}
          loading={loading}
          loadingLabel="Loading the proposed scripts"
          rowActions={
            onBlock
              ? (script) => (
                  <Button
                    size="sm"
                    aria-label={`Block ${script.host}`}
                    onPress={() => onBlock(script)}
                    loading={pendingHosts.has(script.host)}
                    isDisabled={blockingAll}
                  >
                    Block
                  </Button>
                )
              : undefined
          }
        />
      )}
    </section>
  );
}
