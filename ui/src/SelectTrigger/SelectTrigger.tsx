import { useId } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import field from '../Field/field.module.css';
import { Icon } from '../Icon/Icon.tsx';
import styles from '../Select/Select.module.css';
import type { SelectProps } from '../Select/Select.tsx';

/** What a page listens to on the stand-in, to load the Select on first use. */
export type SelectTriggerEvents = Pick<
  ButtonProps,
  'onPress' | 'onPressStart' | 'onPressEnd' | 'onHoverStart' | 'onFocus' | 'onBlur' | 'onKeyDown'
>;

export type SelectTriggerProps = Pick<
  SelectProps,
  'label' | 'options' | 'value' | 'placeholder' | 'description' | 'errorMessage' | 'isRequired' | 'isDisabled'
> &
  SelectTriggerEvents;

/**
 * A closed Select drawn without its listbox, popover and collection code: the label, the trigger with
 * the chosen option or the placeholder, the help and the error, with the classes, names and
 * descriptions react-aria's Select gives them (SelectTrigger.test.tsx keeps them alike). A page shows
 * it first and swaps in the Select on first use (DeferredSelect).
 */
export function SelectTrigger({
  label,
  options,
  value,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  ...events
}: SelectTriggerProps) {
  const id = useId();
  const chosen = options.find((option) => option.id === value);
  const describedBy = [description ? `${id}-help` : null, errorMessage ? `${id}-error` : null].filter(
    Boolean,
  );
  return (
    <div
      className={`${field.field} ${styles.select}`}
      data-rac=""
      data-invalid={errorMessage ? 'true' : undefined}
      data-required={isRequired ? 'true' : undefined}
      data-disabled={isDisabled ? 'true' : undefined}
    >
      <span className={field.label} id={`${id}-label`}>
        {label}
        {isRequired ? (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <Button
        className={`${field.control} ${styles.trigger}`}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-haspopup="listbox"
        aria-expanded={false}
        isDisabled={isDisabled}
        {...events}
      >
        <span
          id={`${id}-value`}
          className={styles.value}
          data-rac=""
          data-placeholder={chosen ? undefined : 'true'}
        >
          {chosen ? <span className={styles.optionLabel}>{chosen.label}</span> : placeholder}
        </span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </Button>
      {description ? (
        <span className={field.description} id={`${id}-help`} slot="description">
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span className={field.error} id={`${id}-error`} slot="errorMessage" data-rac="">
          <Icon name="error" size={16} />
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
