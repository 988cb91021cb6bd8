import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type SelectValueProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/FieldParts.tsx';
import field from '../Field/field.module.css';
import { Icon } from '../Icon/Icon.tsx';
import panel from '../theme/panel.module.css';
import styles from './Select.module.css';
import type { SelectOption } from './Select.tsx';

export interface SelectBodyProps {
  label: string;
  isRequired?: boolean;
  description?: ReactNode;
  errorMessage?: string;
  options: SelectOption[];
  /** What the trigger shows; react-aria's text of the selection when left out. */
  valueText?: SelectValueProps<SelectOption>['children'];
  /** The inside of one option row. */
  renderOption: (option: SelectOption, isSelected: boolean) => ReactNode;
}

/**
 * Everything inside a react-aria Select that Select and MultiSelect share: label, trigger, help,
 * error and the option list. Written once so both pickers read, look and announce alike.
 */
export function SelectBody({
  label,
  isRequired,
  description,
  errorMessage,
  options,
  valueText,
  renderOption,
}: SelectBodyProps) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button className={`${field.control} ${styles.trigger}`}>
        <SelectValue className={styles.value}>{valueText}</SelectValue>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={panel.menu} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={`${panel.menuItem} ${styles.option}`}
            >
              {({ isSelected }) => renderOption(option, isSelected)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </>
  );
}
