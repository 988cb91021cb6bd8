import type { Schemas } from '@privacy-portal/sdk';
import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/index.ts';
import surface from '../../module/surface.module.css';
import { ProgressBar } from '../../ProgressBar/index.ts';
import card from '../card.module.css';
import styles from './LedgerCheckCard.module.css';

type Verification = Schemas['LedgerVerification'];
type Reason = NonNullable<Verification['first_broken']>['reason'];

export interface LedgerCheckCardProps {
  /** The latest chain check, or null before the first. */
  job: Verification | null;
  onStart: () => void;
  starting?: boolean;
  /** A refusal or failed start, shown under the button. */
  error?: ReactNode;
  /** Heading level of the card's title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

export const BROKEN_REASON: Readonly<Record<Reason, string>> = {
  hash_mismatch: 'the record was changed after it was written',
  prev_hash_mismatch: 'it does not follow the record before it',
  missing_record: 'a record before it is missing',
};

const count = (n: number) => `${n.toLocaleString('en')} record${n === 1 ? '' : 's'}`;
const running = (job: Verification | null) => job?.status === 'queued' || job?.status === 'running';

/** The result of a finished check in one sentence, or null while it runs. */
export function ledgerCheckResult(job: Verification): string | null {
  if (running(job)) return null;
  if (job.status === 'failed') return 'The chain check failed before it finished. Start it again.';
  if (job.first_broken)
    return `First broken link: record #${job.first_broken.seq} (${BROKEN_REASON[job.first_broken.reason]})`;
  return `Chain intact: ${count(job.checked)} checked`;
}

/**
 * Checks the property's whole consent ledger: every record's hash is recomputed and must name the one
 * before it. A progress bar while it runs; then 'Chain intact' or the first broken link.
 */
export function LedgerCheckCard({
  job,
  onStart,
  starting = false,
  error,
  headingLevel = 2,
}: LedgerCheckCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const busy = running(job);
  const result = job ? ledgerCheckResult(job) : null;
  const broken = Boolean(job?.first_broken) || job?.status === 'failed';
  return (
    <section className={surface.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={card.title}>
        Chain check
      </Heading>
      <p className={card.text}>
        Each consent record carries a SHA-256 hash over the one before it. A check recomputes every hash, so a
        record changed or removed after it was written shows up.
      </p>
      {busy && job ? (
        <ProgressBar
          label={job.status === 'queued' ? 'Waiting to check the chain' : 'Checking the chain'}
          isIndeterminate={job.status === 'queued' || job.total === null}
          value={job.checked}
          maxValue={Math.max(1, job.total ?? 1)}
          valueLabel={`${job.checked.toLocaleString('en')} of ${count(job.total ?? 0)}`}
        />
      ) : null}
      <p role="status" className={broken ? styles.broken : styles.intact}>
        {result ?? ''}
      </p>
      {error}
      <div>
        <Button variant="secondary" size="sm" onPress={onStart} loading={starting} isDisabled={busy}>
          {job ? 'Check the chain again' : 'Check the chain'}
        </Button>
      </div>
    </section>
  );
}
