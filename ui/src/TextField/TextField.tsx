import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/FieldParts.tsx';
import field from '../Field/field.module.css';

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
      className={field.field}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input className={`${field.control} ${field.input}`} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
