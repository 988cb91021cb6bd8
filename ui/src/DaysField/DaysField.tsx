import { useState } from 'react';
import { Input, TextField } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/FieldParts.tsx';
import field from '../Field/field.module.css';
import styles from './DaysField.module.css';

export interface DaysFieldProps {
  label: string;
  value: number;
  onChange: (days: number) => void;
  minValue: number;
  maxValue: number;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean | undefined;
}

/**
 * A whole number of days in a range, typed (kept within the range when the field is left or Enter is
 * pressed) or stepped with the arrow keys; 'days' follows the input.
 *
 * A text field, not react-aria's NumberField: a whole number of days needs no locale number parser,
 * and NumberField (with its Group) uses more of two modules that every route downloads (react-stately's
 * number utilities, which the progress bar shares, and the Group module, which the text field shares),
 * so it put half a kilobyte on the login page (portal/test/bundle-budget.test.ts).
 */
export function DaysField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isDisabled,
}: DaysFieldProps) {
  // What is being typed; null while the field shows the value it was given.
  const [draft, setDraft] = useState<string | null>(null);
  const within = (days: number) => Math.min(maxValue, Math.max(minValue, days));
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    // Emptied or not a whole number: keep the last value rather than send a non-number.
    if (/^\d+$/.test(typed)) onChange(within(Number(typed)));
  };
  const step = (by: number) => {
    const typed = draft?.trim() ?? '';
    const from = /^\d+$/.test(typed) ? Number(typed) : value;
    setDraft(null);
    onChange(within(from + by));
  };
  return (
    <TextField
      value={draft ?? String(value)}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 1 : -1);
        } else event.continuePropagation();
      }}
      inputMode="numeric"
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.days}>
        <Input className={`${field.control} ${field.input} ${styles.daysInput}`} />
        <span className={styles.daysUnit} aria-hidden="true">
          days
        </span>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextField>
  );
}
