import type { Schemas } from '@privacy-portal/sdk';
import { useId, useState } from 'react';
import { Button } from '../../Button/index.ts';
import { BulkBar } from '../../module/ListTable/index.ts';
import styles from './RequestTable.module.css';

interface RequestBulkBarProps {
  count: number;
  assignees: readonly Schemas['Person'][];
  busy: boolean;
  onAssign: (assigneeId: number | null) => void;
  onClear: () => void;
}

const UNASSIGNED = 'none';

/** The actions on the selected requests: assign them all to one member, or to nobody. */
export function RequestBulkBar({ count, assignees, busy, onAssign, onClear }: RequestBulkBarProps) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const words = `${count.toLocaleString('en')} request${count === 1 ? '' : 's'}`;
  return (
    <BulkBar count={count} words={words} busy={busy} onClear={onClear}>
      <div className={styles.bulkField}>
        <label htmlFor={`${id}-assignee`}>Assign to</label>
        <select
          id={`${id}-assignee`}
          value={choice}
          disabled={busy}
          onChange={(e) => setChoice(e.currentTarget.value)}
        >
          <option value="" disabled>
            Choose a member
          </option>
          <option value={UNASSIGNED}>Nobody (unassign)</option>
          {assignees.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        size="sm"
        isDisabled={choice === ''}
        loading={busy}
        onPress={() => onAssign(choice === UNASSIGNED ? null : Number(choice))}
      >
        Assign {words}
      </Button>
    </BulkBar>
  );
}
