import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import styles from './field.module.css';

// Internal to the library (no index.ts, so no public sub-path): the label, help and error markup of
// the react-aria fields, written once so every field reads and looks the same.

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the red asterisk; it is hidden from screen readers, which hear "required" from the control. */
  isRequired?: boolean;
}

/** The visible label of a react-aria field; react-aria links it to the control as its name. */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under a field, linked as its description; renders nothing without text. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  ) : null;
}

/** The error text with its icon; react-aria shows it only while the field is invalid. */
export function FieldErrorText({ children }: { children?: string }) {
  return (
    <FieldError className={styles.error}>
      <Icon name="error" size={16} />
      {children}
    </FieldError>
  );
}
