import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '../../Badge/index.ts';
import { DataTable } from '../../DataTable/index.ts';
import styles from './ScanJobDetails.module.css';

type ScanPage = Schemas['ScanPage'];
type ScanScript = Schemas['ScanJobDetails']['scripts'][number];

/** The pages the scan visited, with the HTTP status or the reason one failed. */
export function PagesTable({ pages }: { pages: readonly ScanPage[] }) {
  return (
    <DataTable
      caption="Pages scanned"
      captionHidden
      rows={[...pages]}
      getRowId={(p) => p.url}
      pageSize={25}
      emptyMessage="No page was visited."
      columns={[
        {
          id: 'url',
          header: 'Page',
          value: (p) => p.url,
          cell: (p) => <span className={styles.url}>{p.url}</span>,
        },
        {
          id: 'status',
          header: 'Result',
          value: (p) => p.status ?? 0,
          cell: (p) =>
            p.error ? (
              <>
                <Badge tone="error">Failed</Badge>
                <span className={styles.subtle}>{p.error}</span>
              </>
            ) : p.status !== null && p.status >= 400 ? (
              <Badge tone="warning">HTTP {p.status}</Badge>
            ) : (
              <Badge tone="success">{p.status === null ? 'Loaded' : `HTTP ${p.status}`}</Badge>
            ),
        },
      ]}
    />
  );
}

interface ScriptsTableProps {
  scripts: readonly ScanScript[];
  /** Addresses a blocking rule covers (the server's answer and what was blocked since). */
  blocked: ReadonlySet<string>;
}

/** Third-party scripts the pages loaded, and whether a blocking rule holds each back. */
export function ScriptsTable({ scripts, blocked }: ScriptsTableProps) {
  return (
    <DataTable
      caption="Third-party scripts"
      captionHidden
      rows={[...scripts]}
      getRowId={(s) => s.url}
      pageSize={25}
      initialSort={{ columnId: 'host', direction: 'ascending' }}
      emptyMessage="The pages loaded no third-party script."
      rowHeaderColumnId="url"
      columns={[
        { id: 'host', header: 'Host', value: (s) => s.host },
        {
          id: 'url',
          header: 'Address',
          value: (s) => s.url,
          cell: (s) => <span className={styles.url}>{s.url}</span>,
        },
        {
          id: 'blocked',
          header: 'Blocking',
          value: (s) => (blocked.has(s.url) ? 1 : 0),
          cell: (s) =>
            blocked.has(s.url) ? (
              <Badge tone="success">Blocked until consent</Badge>
            ) : (
              <Badge>Not blocked</Badge>
            ),
        },
      ]}
    />
  );
}
