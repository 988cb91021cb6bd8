import type { Schemas } from '@privacy-portal/sdk';
import { ScannerStatusCard } from '@privacy-portal/ui/cookieConsent/ScannerStatusCard';
import { ScanProgress } from '@privacy-portal/ui/cookieConsent/ScanProgress';
import { type ScanStartChoice, StartScanForm } from '@privacy-portal/ui/cookieConsent/StartScanForm';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useState } from 'react';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import page from '../../shared/page.module.css';
import type { PropertyPair } from '../categories/categories.queries.ts';
import styles from './CookieScannerPage.module.css';
import { useScannerMutations } from './scanner.queries.ts';

type ScannerStatus = Schemas['ScannerStatus'];

interface ScanNowProps {
  pair: PropertyPair;
  status: ScannerStatus;
  canWrite: boolean;
  /** The plan has scan behind login and a login is saved. */
  canScanBehindLogin: boolean;
  /** The pricing page on the Cookie Consent tab. */
  upgradeHref: string;
  onProblem: (message: string) => void;
}

/** The scanner's state and the scan in progress: start one (three-state by default), follow it, stop it. */
export function ScanNow({
  pair,
  status,
  canWrite,
  canScanBehindLogin,
  upgradeHref,
  onProblem,
}: ScanNowProps) {
  const { start, cancel } = useScannerMutations();
  const [refusal, setRefusal] = useState<{ message: string; code: string } | null>(null);
  const current = status.current;
  const active = status.state !== 'idle';

  async function startScan(choice: ScanStartChoice) {
    setRefusal(null);
    try {
      await start.mutateAsync({ params: { path: { orgId: pair.oid, propId: pair.pid } }, body: choice });
    } catch (error) {
      const problem = problemOf(error);
      // The spec's limit text is shown as the server words it; other refusals likewise, inline.
      setRefusal({ message: problemSummary(problem, { verbatim: true }), code: problem.code });
    }
  }

  async function stop(id: number) {
    try {
      await cancel.mutateAsync({ params: { path: { pid: pair.pid, id } } });
    } catch (error) {
      onProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  return (
    <div className={`${page.stack} ${styles.stack}`}>
      <ScannerStatusCard
        status={status}
        actions={
          canWrite ? (
            <div className={styles.startForm}>
              <StartScanForm
                busy={start.isPending}
                disabledReason={active ? 'A scan is under way: the next one can start when it ends.' : null}
                error={refusal?.message ?? null}
                canScanBehindLogin={canScanBehindLogin}
                onStart={(choice) => void startScan(choice)}
              />
              {refusal && (refusal.code === 'limit_reached' || refusal.code === 'upgrade_required') ? (
                <LinkButton href={upgradeHref} variant="secondary" size="sm">
                  See plans
                </LinkButton>
              ) : null}
            </div>
          ) : null
        }
      />
      {current ? (
        <section className={styles.progress} aria-label="Scan in progress">
          <ScanProgress
            job={current}
            cancelling={cancel.isPending}
            {...(canWrite ? { onCancel: () => void stop(current.id) } : {})}
          />
        </section>
      ) : null}
    </div>
  );
}
