import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styles from './CookieTable.module.css';

export interface FilterChip {
  id: string;
  label: string;
  /** Shown after the label, e.g. the cookies in a category. */
  count?: number;
}

interface FilterChipsProps {
  /** The group's visible name, e.g. 'Category'. */
  label: string;
  chips: readonly FilterChip[];
  value: string;
  onChange: (id: string) => void;
}

/**
 * One filter as a row of chips, exactly one chosen (react-aria ToggleButtonGroup: a radio group, arrow
 * keys move between chips, Tab leaves the group).
 */
export function FilterChips({ label, chips, value, onChange }: FilterChipsProps) {
  const labelId = useId();
  return (
    <div className={styles.chipRow}>
      <span id={labelId} className={styles.chipLabel}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={(keys) => {
          const [first] = [...keys];
          if (first !== undefined) onChange(String(first));
        }}
        className={styles.chips}
      >
        {chips.map((chip) => (
          <ToggleButton key={chip.id} id={chip.id} className={styles.chip}>
            {chip.label}
            {chip.count !== undefined ? (
              <>
                {/* A space, so a screen reader says "Analytics 4", not "Analytics4". */}{' '}
                <span className={styles.chipCount}>{chip.count}</span>
              </>
            ) : null}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
