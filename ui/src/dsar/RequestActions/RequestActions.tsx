import type { Schemas } from '@privacy-portal/sdk';
import { Button } from '../../Button/index.ts';
import { isClosed } from '../RequestBadges/requestLabels.ts';
import styles from './RequestActions.module.css';

export interface RequestActionsProps {
  status: Schemas['RequestStatus'];
  /** Opens the e-mail to the requester; left out for people who may only read. */
  onMessage?: () => void;
  /** Opens closing as completed or rejected; left out for people who may only read. */
  onClose?: (outcome: 'completed' | 'rejected') => void;
  /** Downloads the whole request (answers, deadlines, timeline) as a PDF. */
  onDownloadRecord: () => void;
  downloadingRecord?: boolean;
}

/**
 * A request's main actions beside its title: write to the requester, download its record, and close
 * it with an outcome (an unverified request cannot be completed before the requester is known).
 */
export function RequestActions({
  status,
  onMessage,
  onClose,
  onDownloadRecord,
  downloadingRecord = false,
}: RequestActionsProps) {
  const open = !isClosed(status);
  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="sm" loading={downloadingRecord} onPress={onDownloadRecord}>
        Download record (PDF)
      </Button>
      {onMessage ? (
        <Button variant="secondary" size="sm" onPress={onMessage}>
          E-mail requester
        </Button>
      ) : null}
      {open && onClose ? (
        <>
          <Button variant="danger" size="sm" onPress={() => onClose('rejected')}>
            Reject
          </Button>
          <Button size="sm" onPress={() => onClose('completed')} isDisabled={status === 'unverified'}>
            Complete
          </Button>
        </>
      ) : null}
    </div>
  );
}
