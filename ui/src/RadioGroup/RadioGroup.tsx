import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/FieldParts.tsx';
import field from '../Field/field.module.css';
import styles from './RadioGroup.module.css';

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** Value reported by onChange. */
  value: string;
  /** Visible text; also the radio's accessible name. */
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style' | 'validate' | 'isInvalid'> {
  /** Group label, e.g. 'I am a'; also the group's accessible name. */
  label: string;
  /** The choices, in display order. */
  options: RadioOption[];
  /** Help text under the group, linked as its description. */
  description?: ReactNode;
  /** Error text under the group. The group is invalid while this is set. */
  errorMessage?: string;
}

/** A labelled group of radio buttons on react-aria: arrow keys move the choice, Tab leaves the group. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = 'vertical',
  // Errors come from props, so the browser's own validation stays off.
  validationBehavior = 'aria',
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={styles.group}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={`${field.choice} ${styles.radio}`}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.optionLabel}>{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}
