import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '../../Badge/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { hostOf, PARTY_LABEL, STORAGE_LABEL } from '../CookieTable/labels.ts';
import { findingKey, setByLabel, statesText } from './findingLabels.ts';
import styles from './ScanJobDetails.module.css';

type ScanFinding = Schemas['ScanFinding'];
type CategoryKey = Schemas['CategoryKey'];

interface FindingsTableProps {
  findings: readonly ScanFinding[];
  threeState: boolean;
  categoryNames: Partial<Record<CategoryKey, string>>;
}

/** Every cookie and storage key the scan found, in which states, and who set it. */
export function FindingsTable({ findings, threeState, categoryNames }: FindingsTableProps) {
  const category = (f: ScanFinding) =>
    f.category_key === null ? 'Not classified' : (categoryNames[f.category_key] ?? f.category_key);
  const columns: DataTableColumn<ScanFinding>[] = [
    {
      id: 'name',
      header: 'Name',
      value: (f) => f.name,
      cell: (f) => (
        <>
          <span className={styles.mono}>{f.name}</span>
          {f.platform || f.type !== 'cookie' ? (
            <span className={styles.subtle}>
              {[f.platform, f.type !== 'cookie' ? STORAGE_LABEL[f.type] : null].filter(Boolean).join(' · ')}
            </span>
          ) : null}
          {f.violation ? (
            <span className={styles.flag}>
              <Badge tone="error" icon="warning">
                Violation
              </Badge>
            </span>
          ) : null}
        </>
      ),
    },
    { id: 'domain', header: 'Domain', value: (f) => f.domain },
    { id: 'party', header: 'Party', value: (f) => f.party, cell: (f) => PARTY_LABEL[f.party] },
    {
      id: 'setBy',
      header: 'Set by',
      value: (f) => f.script_url ?? f.set_by,
      cell: (f) => (
        <>
          {setByLabel(f)}
          {f.script_url ? (
            <span className={styles.subtle} title={f.script_url}>
              {hostOf(f.script_url)}
            </span>
          ) : null}
        </>
      ),
    },
    ...(threeState
      ? [
          {
            id: 'states',
            header: 'Found',
            value: (f: ScanFinding) => statesText(f.states),
          } as DataTableColumn<ScanFinding>,
        ]
      : []),
    { id: 'category', header: 'Category', value: category },
    { id: 'duration', header: 'Duration', value: (f) => f.duration, sortable: false },
  ];
  return (
    <DataTable
      caption="Cookies found"
      captionHidden
      columns={columns}
      rows={[...findings]}
      getRowId={findingKey}
      pageSize={25}
      initialSort={{ columnId: 'name', direction: 'ascending' }}
      emptyMessage="The scan found no cookies and no storage keys."
    />
  );
}
