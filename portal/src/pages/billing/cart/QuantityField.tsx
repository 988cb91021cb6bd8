import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { useEffect, useState } from 'react';
import { checkQuantity, MAX_QUANTITY } from '../quantity.ts';
import styles from './Cart.module.css';

interface QuantityFieldProps {
  /** Visible label, e.g. 'Quantity'; `name` completes the accessible names of the step buttons. */
  label: string;
  /** What the quantity is of, e.g. 'Cookie Consent Essentials'. */
  name: string;
  value: number;
  busy?: boolean;
  isDisabled?: boolean;
  /** The server's refusal for this item, shown under the field. */
  errorMessage?: string | undefined;
  /** A new valid quantity (the parent saves it). */
  onCommit: (quantity: number) => void;
}

/**
 * A quantity with − and + (never below 1, §5) and a field for typing; a typed value is saved on
 * Enter or when the field loses focus. An empty field says the spec's 'Property/organization cannot be empty'.
 */
export function QuantityField({
  label,
  name,
  value,
  busy = false,
  isDisabled = false,
  errorMessage,
  onCommit,
}: QuantityFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [problem, setProblem] = useState<string | null>(null);

  // The saved value wins once the server answers.
  useEffect(() => {
    setDraft(String(value));
    setProblem(null);
  }, [value]);

  function commit(text: string) {
    const checked = checkQuantity(text);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    if (checked.value !== value) onCommit(checked.value);
  }

  const blocked = isDisabled || busy;
  return (
    <div className={styles.quantity}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`One fewer ${name}`}
        isDisabled={blocked || value <= 1}
        onPress={() => onCommit(value - 1)}
      >
        −
      </Button>
      <div className={styles.quantityInput}>
        <TextField
          label={label}
          inputMode="numeric"
          value={draft}
          isDisabled={blocked}
          errorMessage={problem ?? errorMessage}
          onChange={(text) => {
            setDraft(text);
            if (problem) setProblem(null);
          }}
          onBlur={() => {
            if (draft !== String(value)) commit(draft);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft);
          }}
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`One more ${name}`}
        isDisabled={blocked || value >= MAX_QUANTITY}
        onPress={() => onCommit(value + 1)}
      >
        +
      </Button>
    </div>
  );
}
