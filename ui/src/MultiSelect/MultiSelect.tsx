import { type ReactNode, useState } from 'react';
import { Select as AriaSelect, Button, type Key, Tag, TagGroup, TagList } from 'react-aria-components';
import field from '../Field/field.module.css';
import { Icon } from '../Icon/Icon.tsx';
import selectStyles from '../Select/Select.module.css';
import type { SelectOption } from '../Select/Select.tsx';
import { SelectBody } from '../Select/SelectBody.tsx';
import ownStyles from './MultiSelect.module.css';

// One look for both selects: the shared field and list styles live with Select.
const styles = { ...selectStyles, ...ownStyles };

/** One choice of a MultiSelect (same shape as a Select option). */
export type MultiSelectOption = SelectOption;

export interface MultiSelectProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** The choices, in display order. */
  options: MultiSelectOption[];
  /** Selected option ids (controlled). */
  value?: string[];
  /** Initially selected option ids (uncontrolled). */
  defaultValue?: string[];
  /** Fires with all selected ids, in option order, after each change. */
  onChange?: (value: string[]) => void;
  /** Trigger text while nothing is selected. */
  placeholder?: string;
  /** Help text under the field, linked as its description. */
  description?: ReactNode;
  /** Error text under the field, e.g. 'Product name is required'. The field is invalid while this is set. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name, for native form submission. */
  name?: string;
  /** Lists the chosen options as removable tags under the trigger, which then shows only a count. */
  showTags?: boolean;
}

/** A labelled dropdown for several choices on react-aria Select (multiple selection), with removable tags. */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select options',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  showTags = true,
}: MultiSelectProps) {
  // Held here (not only inside react-aria) because the tags need the selection too.
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultValue ?? []);
  const selected = value ?? uncontrolled;
  const update = (next: string[]) => {
    // Report in option order, whatever the click order was.
    const ordered = options.map((o) => o.id).filter((id) => next.includes(id));
    if (value === undefined) setUncontrolled(ordered);
    onChange?.(ordered);
  };
  const chosen = options.filter((o) => selected.includes(o.id));

  return (
    <div className={styles.wrapper}>
      <AriaSelect
        className={`${field.field} ${styles.select}`}
        selectionMode="multiple"
        value={selected}
        onChange={(keys: Key[]) => update(keys.map(String))}
        placeholder={placeholder}
        isInvalid={Boolean(errorMessage)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        // Errors come from props, so the browser's own validation stays off.
        validationBehavior="aria"
      >
        <SelectBody
          label={label}
          isRequired={isRequired}
          description={description}
          errorMessage={errorMessage}
          options={options}
          valueText={({ isPlaceholder, selectedText }) =>
            isPlaceholder ? placeholder : showTags ? `${chosen.length} selected` : selectedText
          }
          renderOption={(option, isSelected) => (
            <>
              <span className={styles.box} data-checked={isSelected || undefined} aria-hidden="true">
                {isSelected ? <Icon name="check" size={14} /> : null}
              </span>
              <span className={styles.optionLabel}>{option.label}</span>
            </>
          )}
        />
      </AriaSelect>
      {showTags && chosen.length > 0 ? (
        <TagGroup
          aria-label={`Selected ${label}`}
          className={styles.tags}
          onRemove={isDisabled ? undefined : (keys) => update(selected.filter((id) => !keys.has(id)))}
        >
          <TagList items={chosen} className={styles.tagList}>
            {(option) => (
              <Tag id={option.id} textValue={option.label} className={styles.tag}>
                {option.label}
                {isDisabled ? null : (
                  // react-aria names it "Remove <tag label>".
                  <Button slot="remove" className={styles.remove}>
                    <Icon name="close" size={12} />
                  </Button>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
