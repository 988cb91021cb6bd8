import { type ReactNode, useId } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import field from '../Field/field.module.css';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Checkbox.module.css';

export interface CheckboxProps
  extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style' | 'validate' | 'aria-describedby'> {
  /** The label, clickable with the box. */
  children: ReactNode;
  /** Help text under the label, linked as the checkbox's description. */
  description?: ReactNode;
  /** Error text under the checkbox, e.g. for terms that must be accepted. Invalid while set. */
  errorMessage?: string;
}

/** A labelled checkbox on react-aria; controlled with `isSelected`/`onChange` or uncontrolled. */
export function Checkbox({ children, description, errorMessage, isInvalid, ...rest }: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        {...rest}
        isInvalid={isInvalid || Boolean(errorMessage)}
        aria-describedby={describedBy || undefined}
        className={`${field.choice} ${styles.checkbox}`}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <span className={styles.dash} />
              ) : isSelected ? (
                <Icon name="check" size={14} />
              ) : null}
            </span>
            <span className={styles.label}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <div id={descriptionId} className={`${field.description} ${styles.underLabel}`}>
          {description}
        </div>
      ) : null}
      {errorMessage ? (
        <div id={errorId} className={`${field.error} ${styles.underLabel}`}>
          <Icon name="error" size={16} />
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}
