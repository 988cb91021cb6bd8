import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import listTable from '../../module/ListTable/ListTable.module.css';
import a11y from '../../theme/a11y.module.css';
import { PARTY_LABEL } from '../CookieTable/labels.ts';
import { findingKey, SCAN_STATE_LABEL } from './findingLabels.ts';
import styles from './ScanJobDetails.module.css';

type ScanFinding = Schemas['ScanFinding'];

interface ViolationsListProps {
  violations: readonly ScanFinding[];
  blocked: ReadonlySet<string>;
  blocking: ReadonlySet<string>;
  onBlockScript?: ((finding: ScanFinding) => void) | undefined;
  unavailable: string | null;
}

/**
 * Cookies still set after 'Reject all' or with GPC on, though not strictly necessary: each with the
 * script that set it and 'Block this script', which holds the script back until its category is accepted.
 */
export function ViolationsList({
  violations,
  blocked,
  blocking,
  onBlockScript,
  unavailable,
}: ViolationsListProps) {
  if (violations.length === 0) {
    return (
      <p className={styles.clean}>
        No violation: after 'Reject all' and with GPC on, only strictly necessary cookies were set.
      </p>
    );
  }
  return (
    <div className={styles.violations}>
      <p className={styles.lead}>
        These cookies were still set after the visitor refused consent. Block the script that sets each one,
        so it waits until its category is accepted.
      </p>
      {unavailable ? <p className={styles.lead}>{unavailable}</p> : null}
      <div className={listTable.scroller}>
        <table className={`${listTable.table} ${styles.table}`}>
          <caption className={a11y.visuallyHidden}>Violations</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Still set</th>
              <th scope="col">Set by</th>
              <th scope="col">
                <span className={a11y.visuallyHidden}>Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {violations.map((f) => {
              const isBlocked = f.script_url !== null && blocked.has(f.script_url);
              return (
                <tr key={findingKey(f)}>
                  <th scope="row">
                    <span className={styles.mono}>{f.name}</span>
                    <span className={styles.subtle}>
                      {f.domain} · {PARTY_LABEL[f.party]}
                    </span>
                  </th>
                  <td>
                    {f.states
                      .filter((s) => s !== 'plain')
                      .map((s) => SCAN_STATE_LABEL[s])
                      .join(', ')}
                  </td>
                  <td className={styles.scriptCell}>
                    {f.script_url ? (
                      <span className={styles.url}>{f.script_url}</span>
                    ) : (
                      <span className={styles.subtle}>
                        {f.set_by === 'http'
                          ? "The site's own HTTP response: change the server, there is no script to block."
                          : 'Not known which script.'}
                      </span>
                    )}
                  </td>
                  <td className={styles.actionCell}>
                    {f.script_url === null ? null : isBlocked ? (
                      <Badge tone="success" icon="check">
                        Blocked
                      </Badge>
                    ) : onBlockScript ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        // The visible words first, then which cookie: the name holds what is shown (WCAG 2.5.3).
                        aria-label={`Block this script, which sets ${f.name}`}
                        loading={blocking.has(f.script_url)}
                        onPress={() => onBlockScript(f)}
                      >
                        Block this script
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
