import type { Schemas } from '@privacy-portal/sdk';
import { NoteInput } from '@privacy-portal/sdk/form-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../Button/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { formatTime } from '../RequestBadges/requestLabels.ts';
import card from '../RequestCard/RequestCard.module.css';
import { RequestCard } from '../RequestCard/RequestCard.tsx';
import styles from './RequestNotes.module.css';

type TimelineEvent = Schemas['TimelineEvent'];

export interface RequestNotesProps {
  /** The notes written so far (timeline events of kind note), newest first. */
  notes: readonly TimelineEvent[];
  /** Adds a note; the field empties once the returned promise resolves. Left out for people who may only read. */
  onAdd?: (text: string) => Promise<unknown> | undefined;
  adding?: boolean;
  /** Why the last note was not added. */
  error?: string | null;
  headingLevel?: 2 | 3;
}

/** The team's notes on the request: never sent to the requester, kept in its record. */
export function RequestNotes({ notes, onAdd, adding = false, error, headingLevel = 2 }: RequestNotesProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!onAdd) return;
    if (text.trim() === '') {
      setProblem('Write the note first.');
      return;
    }
    try {
      await onAdd(text.trim());
      setText('');
    } catch {
      // The page says why (error); the text stays to try again.
    }
  };
  const message = problem ?? error ?? undefined;
  return (
    <RequestCard title="Internal notes" headingLevel={headingLevel}>
      <p className={card.muted}>Seen only by your team; never sent to the requester.</p>
      {onAdd ? (
        <form
          className={styles.form}
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label="Add an internal note"
        >
          <TextArea
            label="Note"
            rows={3}
            value={text}
            maxLength={NoteInput.text.maxLength}
            errorMessage={message}
            onChange={(v) => {
              setText(v);
              setProblem(null);
            }}
          />
          <div>
            <Button type="submit" size="sm" variant="secondary" loading={adding}>
              Add note
            </Button>
          </div>
        </form>
      ) : null}
      {notes.length === 0 ? (
        <p className={card.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.notes} aria-label="Notes, newest first">
          {notes.map((n) => (
            <li key={n.id} className={styles.note}>
              <p className={styles.text}>{n.text}</p>
              <p className={styles.meta}>
                {n.actor ? `${n.actor}, ` : ''}
                <time dateTime={n.at}>{formatTime(n.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </RequestCard>
  );
}
