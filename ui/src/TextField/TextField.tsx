import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import styles from './TextField.module.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'validate'> {
  /** Visible label; also the accessible name. */
  label: string;
  /** Help text under the field, linked as its description. */
  description?: ReactNode;
  /** Error text under the field, e.g. 'Email is required'. The field is invalid while this is set. */
  errorMessage?: string;
  /** Input type; 'email' and 'password' also pick the matching mobile keyboard and masking. */
  type?: 'text' | 'email' | 'password';
  /** Hint inside the empty input; never a substitute for the label. */
  placeholder?: string;
}

/** A labelled single-line text input on react-aria; errors come in through `errorMessage`. */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  isInvalid,
  // Errors come from props, so the browser's own validation bubbles stay off.
  validationBehavior = 'aria',
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      type={type}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={styles.field}
    >
      <Label className={styles.label}>
        {label}
        {rest.isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        <Icon name="error" size={16} />
        {errorMessage}
      </FieldError>
    </AriaTextField>
  );
}
