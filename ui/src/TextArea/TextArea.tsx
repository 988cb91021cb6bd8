import type { ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/FieldParts.tsx';
import field from '../Field/field.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'validate'> {
  /** Visible label; also the accessible name. */
  label: string;
  /** Help text under the field, linked as its description. */
  description?: ReactNode;
  /** Error text under the field. The field is invalid while this is set. */
  errorMessage?: string;
  /** Hint inside the empty field; never a substitute for the label. */
  placeholder?: string;
  /** Visible lines before the field scrolls (the user can resize it taller). */
  rows?: number;
}

/** A labelled multi-line text input on react-aria; with `maxLength` it shows a character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isInvalid,
  // Errors come from props, so the browser's own validation bubbles stay off.
  validationBehavior = 'aria',
  ...rest
}: TextAreaProps) {
  const { maxLength, value } = rest;
  return (
    <AriaTextField
      {...rest}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={field.field}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        className={`${field.control} ${field.input} ${styles.textarea}`}
        placeholder={placeholder}
        rows={rows}
      />
      {description || (maxLength !== undefined && value !== undefined) ? (
        <div className={styles.footer}>
          <FieldDescription>{description}</FieldDescription>
          {/* Counted only when controlled: the component does not keep its own copy of the text. */}
          {maxLength !== undefined && value !== undefined ? (
            <span className={styles.counter}>
              {value.length} / {maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
