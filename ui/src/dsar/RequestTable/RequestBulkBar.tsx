import type { Schemas } from '@privacy-portal/sdk';
import { useId, useState } from 'react';
import { Button } from '../../Button/index.ts';
import a11y from '../../theme/a11y.module.css';
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
    // A group, so a screen reader hears what the controls act on when it enters the bar.
    <fieldset className={styles.bulkBar}>
      <legend className={a11y.visuallyHidden}>Actions on {words} selected</legend>
      <span className={styles.bulkCount}>{count.toLocaleString('en')} selected</span>
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
      <Button size="sm" variant="ghost" onPress={onClear} isDisabled={busy}>
        Clear selection
      </Button>
    </fieldset>
  );
}
