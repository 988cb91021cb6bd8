import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Button } from '../../Button/index.ts';
import { fileSize, formatTime } from '../RequestBadges/requestLabels.ts';
import card from '../RequestCard/RequestCard.module.css';
import { RequestCard } from '../RequestCard/RequestCard.tsx';
import styles from './RequestAttachments.module.css';

type AttachmentInfo = Schemas['AttachmentInfo'];

export interface RequestAttachmentsProps {
  attachments: readonly AttachmentInfo[];
  /** Fetches the file (members of the organization only) and saves it. */
  onDownload: (attachment: AttachmentInfo) => void;
  /** The attachment being fetched. */
  downloadingId?: number | null;
  /** A failed download. */
  error?: ReactNode;
  headingLevel?: 2 | 3;
}

const SOURCE_LABEL: Readonly<Record<AttachmentInfo['source'], string>> = {
  requester: 'from the requester',
  staff: 'added by the team',
};

/** The files that came with the request (an ID document, a letter), each to download. */
export function RequestAttachments({
  attachments,
  onDownload,
  downloadingId = null,
  error,
  headingLevel = 2,
}: RequestAttachmentsProps) {
  return (
    <RequestCard title="Attachments" headingLevel={headingLevel}>
      {attachments.length === 0 ? (
        <p className={card.muted}>No files came with this request.</p>
      ) : (
        <ul className={styles.list}>
          {attachments.map((a) => (
            <li key={a.id} className={styles.item}>
              <span className={styles.file}>
                <span className={styles.name}>{a.name}</span>
                <span className={styles.meta}>
                  {fileSize(a.size)} · {SOURCE_LABEL[a.source]} · {formatTime(a.uploaded_at)}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download ${a.name}`}
                loading={downloadingId === a.id}
                onPress={() => onDownload(a)}
              >
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error}
    </RequestCard>
  );
}
