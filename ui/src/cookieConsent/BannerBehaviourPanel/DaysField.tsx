import { Group, Input, NumberField } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../../Field/FieldParts.tsx';
import field from '../../Field/field.module.css';
import styles from './BannerBehaviourPanel.module.css';

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

/** A whole number of days in a range, typed or stepped with the arrow keys; 'days' follows the input. */
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
  return (
    <NumberField
      value={value}
      onChange={(days) => {
        // Emptied: keep the last value rather than send a non-number.
        if (Number.isFinite(days)) onChange(days);
      }}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.days}>
        <Input className={`${field.control} ${field.input} ${styles.daysInput}`} />
        <span className={styles.daysUnit} aria-hidden="true">
          days
        </span>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </NumberField>
  );
}
