import type { ReactNode } from 'react';
import { Select as AriaSelect, type Key } from 'react-aria-components';
import field from '../Field/field.module.css';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Select.module.css';
import { SelectBody } from './SelectBody.tsx';

/** One choice of a Select or MultiSelect. */
export interface SelectOption {
  /** Stable value reported by onChange. */
  id: string;
  /** Text shown in the list and in the trigger. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** The choices, in display order. */
  options: SelectOption[];
  /** Selected option id (controlled); null for none. */
  value?: string | null;
  /** Initially selected option id (uncontrolled). */
  defaultValue?: string | null;
  /** Fires with the chosen option id. */
  onChange?: (value: string | null) => void;
  /** Trigger text while nothing is selected. */
  placeholder?: string;
  /** Help text under the field, linked as its description. */
  description?: ReactNode;
  /** Error text under the field, e.g. 'Country is required'. The field is invalid while this is set. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name, for native form submission. */
  name?: string;
  /** Fires when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A labelled single-choice dropdown on react-aria Select: button trigger, listbox popover, typeahead. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  onOpenChange,
}: SelectProps) {
  return (
    <AriaSelect
      className={`${field.field} ${styles.select}`}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      onOpenChange={onOpenChange}
      // Errors come from props, so the browser's own validation stays off.
      validationBehavior="aria"
    >
      <SelectBody
        label={label}
        isRequired={isRequired}
        description={description}
        errorMessage={errorMessage}
        options={options}
        renderOption={(option, isSelected) => (
          <>
            <span className={styles.optionLabel}>{option.label}</span>
            {isSelected ? <Icon name="check" size={16} /> : null}
          </>
        )}
      />
    </AriaSelect>
  );
}
