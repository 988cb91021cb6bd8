import {
  MAX_LABEL_LENGTH,
  MAX_OPTION_VALUE_LENGTH,
  MAX_OPTIONS,
  OPTION_VALUE_PATTERN,
  REQUEST_TYPE_LABELS,
  SUBJECT_TYPE_LABELS,
} from '@privacy-portal/sdk/dsar';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { DeferredSelect } from '../../DeferredSelect/index.ts';
import { Icon } from '../../Icon/index.ts';
import { Switch } from '../../Switch/index.ts';
import { TextField } from '../../TextField/index.ts';
import {
  addOption,
  CHOICE_TYPES,
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
  changeFieldType,
  FIELD_TYPE_LABEL,
  FIXED_OPTIONS,
  type FormDefaults,
  type FormDefinition,
  type FormErrors,
  type FormLocale,
  type FormPanelProps,
  fieldIdProblem,
  fieldLabel,
  isLockedField,
  languageDir,
  languageName,
  moveOption,
  OPTION_TYPES,
  problemText,
  removeOption,
  renameField,
  renameOption,
  setFieldLabel,
  setFixedOption,
  setOptionLabel,
  setRequired,
} from '../formDefinition/index.ts';
import styles from './FormFieldEditor.module.css';

export interface FormFieldEditorProps extends FormPanelProps {
  /** The default texts in the ten languages: a request type offered again gets its labels from them. */
  defaults: FormDefaults;
  /** The field being edited. */
  fieldId: string;
  /** The language whose labels are edited. */
  language: FormLocale;
  /** Called with the field's new id after a rename, so that it stays the one being edited. */
  onSelect: (id: string) => void;
}

const FIXED_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  requesttype: REQUEST_TYPE_LABELS,
  subjecttype: SUBJECT_TYPE_LABELS,
};

const own = <T,>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * A text field whose value is applied only while valid (an id, an option's value): what is being
 * typed stays in the field with its problem, and the form keeps the last good value meanwhile.
 */
function CheckedField({
  label,
  value,
  description,
  check,
  onValid,
  serverProblem,
  isDisabled,
  maxLength,
}: {
  label: string;
  value: string;
  description?: string;
  check: (typed: string) => string | undefined;
  onValid: (typed: string) => void;
  serverProblem?: string | undefined;
  isDisabled?: boolean | undefined;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // A change from outside (another field opened, an undo) replaces what was typed.
  useEffect(() => {
    setText(value);
    setProblem(undefined);
  }, [value]);
  return (
    <TextField
      label={label}
      value={text}
      description={description}
      maxLength={maxLength}
      isDisabled={isDisabled}
      spellCheck="false"
      errorMessage={problemText(label, problem) ?? problemText(label, serverProblem)}
      onChange={(typed) => {
        setText(typed);
        const found = check(typed);
        setProblem(found);
        if (!found && typed !== value) onValid(typed);
      }}
    />
  );
}

/**
 * The settings of one field: its id and type (for a field the builder added), its label in the
 * language being edited, whether it is required (not for what every request needs), and its
 * options: the request or subject types to offer, or the builder's own options with their values,
 * labels and order.
 */
export function FormFieldEditor({
  definition,
  onChange,
  errors = {},
  isDisabled,
  fieldId,
  language,
  onSelect,
  defaults,
}: FormFieldEditorProps) {
  const headingId = useId();
  const index = definition.fields.findIndex((f) => f.id === fieldId);
  const field = definition.fields[index];
  if (!field) return null;
  const at = `fields[${index}]`;
  const texts = own(definition.texts, language);
  const name = fieldLabel(definition, field.id, language);
  const locked = isLockedField(field.id);
  const inLanguage = languageName(language);

  return (
    <section className={styles.editor} aria-labelledby={headingId} data-dir={languageDir(language)}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {name}
        </h3>
        <p className={styles.meta}>
          {FIELD_TYPE_LABEL[field.type]} · {field.builtIn ? 'default field' : 'your field'}
          {field.builtIn ? ` · ID ${field.id}` : ''}
        </p>
      </div>

      {field.builtIn ? null : (
        <div className={styles.row}>
          <CheckedField
            label="Field ID"
            value={field.id}
            description="Names the answer in requests and exports: lower-case letters, digits and _."
            maxLength={40}
            isDisabled={isDisabled}
            check={(typed) => fieldIdProblem(definition, field.id, typed)}
            serverProblem={errors[`${at}.id`]}
            onValid={(typed) => {
              onChange(renameField(definition, field.id, typed));
              onSelect(typed);
            }}
          />
          <DeferredSelect
            label="Type"
            options={CUSTOM_FIELD_TYPES.map((type) => ({ id: type, label: FIELD_TYPE_LABEL[type] }))}
            value={field.type}
            isDisabled={isDisabled}
            errorMessage={problemText('Type', errors[`${at}.type`])}
            onChange={(type) => {
              if (type) onChange(changeFieldType(definition, field.id, type as CustomFieldType));
            }}
          />
        </div>
      )}

      <TextField
        label={`Label in ${inLanguage}`}
        value={own(texts?.labels, field.id) ?? ''}
        maxLength={MAX_LABEL_LENGTH}
        isDisabled={isDisabled || !texts}
        description={field.type === 'captcha' ? 'Shown above the characters the visitor types.' : undefined}
        errorMessage={problemText('The label', errors[`texts.${language}.labels.${field.id}`])}
        onChange={(label) => onChange(setFieldLabel(definition, language, field.id, label))}
      />

      {field.type === 'captcha' ? (
        <p className={styles.note}>
          Visitors type the characters of an image the server draws; a wrong answer sends nothing. Remove the
          field to take the captcha off the form.
        </p>
      ) : (
        <Switch
          isSelected={field.required}
          isDisabled={isDisabled || locked}
          onChange={(required) => onChange(setRequired(definition, field.id, required))}
        >
          {locked ? 'Required: every request needs it' : 'Required'}
        </Switch>
      )}
      {errors[`${at}.required`] ? (
        <p className={styles.error}>
          <Icon name="error" size={16} />
          {problemText('Required', errors[`${at}.required`])}
        </p>
      ) : null}

      {OPTION_TYPES.includes(field.type) ? (
        own(FIXED_OPTIONS, field.id) ? (
          <FixedOptions
            defaults={defaults}
            definition={definition}
            onChange={onChange}
            errors={errors}
            isDisabled={isDisabled}
            fieldId={field.id}
            index={index}
            language={language}
          />
        ) : (
          <OwnOptions
            definition={definition}
            onChange={onChange}
            errors={errors}
            isDisabled={isDisabled}
            fieldId={field.id}
            index={index}
            language={language}
          />
        )
      ) : null}
    </section>
  );
}

interface OptionsProps {
  defaults?: FormDefaults;
  definition: FormDefinition;
  onChange: (next: FormDefinition) => void;
  errors: FormErrors;
  isDisabled: boolean | undefined;
  fieldId: string;
  index: number;
  language: FormLocale;
}

/** The request or subject types a default field offers: ticked ones are shown, with their label. */
function FixedOptions({
  defaults = {},
  definition,
  onChange,
  errors,
  isDisabled,
  fieldId,
  index,
  language,
}: OptionsProps) {
  const headingId = useId();
  const allowed = own(FIXED_OPTIONS, fieldId) ?? [];
  const offered = definition.fields[index]?.options ?? [];
  const labels = own(own(definition.texts, language)?.options, fieldId);
  const listProblem = errors[`fields[${index}].options`];
  return (
    <fieldset className={styles.options} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.legend}>
        {fieldId === 'requesttype' ? 'Request types offered' : 'Subject types offered'}
      </legend>
      <p className={styles.note}>
        Tick what visitors may choose; each label is what they read in {languageName(language)}.
      </p>
      {listProblem ? (
        <p className={styles.error}>
          <Icon name="error" size={16} />
          {problemText('The list', listProblem)}
        </p>
      ) : null}
      <ul className={styles.fixedList}>
        {allowed.map((value) => {
          const isOffered = offered.includes(value);
          const english = own(own(FIXED_LABELS, fieldId), value) ?? value;
          return (
            <li key={value} className={styles.fixedRow}>
              <Checkbox
                isSelected={isOffered}
                isDisabled={isDisabled || (isOffered && offered.length === 1)}
                onChange={(on) => onChange(setFixedOption(definition, fieldId, value, on, defaults))}
              >
                {english}
              </Checkbox>
              {isOffered ? (
                <TextField
                  label={`Label of “${english}” in ${languageName(language)}`}
                  value={own(labels, value) ?? ''}
                  maxLength={MAX_LABEL_LENGTH}
                  isDisabled={isDisabled}
                  errorMessage={problemText(
                    'The label',
                    errors[`texts.${language}.options.${fieldId}.${value}`],
                  )}
                  onChange={(label) => onChange(setOptionLabel(definition, language, fieldId, value, label))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function optionValueProblem(options: readonly string[], current: string, typed: string): string | undefined {
  if (typed.length === 0 || typed.length > MAX_OPTION_VALUE_LENGTH || !OPTION_VALUE_PATTERN.test(typed)) {
    return `must hold only lower-case letters, digits and _ (at most ${MAX_OPTION_VALUE_LENGTH})`;
  }
  if (typed !== current && options.includes(typed)) return 'is used by another option';
  return undefined;
}

/** The options of a field the builder added: value, label, order; add and remove. */
function OwnOptions({ definition, onChange, errors, isDisabled, fieldId, index, language }: OptionsProps) {
  const headingId = useId();
  const field = definition.fields[index];
  const options = field?.options ?? [];
  const labels = own(own(definition.texts, language)?.options, fieldId);
  const minimum = field && CHOICE_TYPES.includes(field.type) ? 1 : 0;
  const listProblem = errors[`fields[${index}].options`];
  return (
    <fieldset className={styles.options} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.legend}>
        Options
      </legend>
      {field?.type === 'checkbox' ? (
        <p className={styles.note}>
          Without options the field is one box to tick (a confirmation, a consent); with options the visitor
          may tick several.
        </p>
      ) : null}
      {listProblem ? (
        <p className={styles.error}>
          <Icon name="error" size={16} />
          {problemText('The options', listProblem)}
        </p>
      ) : null}
      <ol className={styles.optionList}>
        {options.map((value, j) => {
          const n = j + 1;
          return (
            // By position: a value being renamed keeps its row (and the focus).
            // biome-ignore lint/suspicious/noArrayIndexKey: the value is what is being edited
            <li key={j} className={styles.optionRow}>
              <CheckedField
                label={`Option ${n} value`}
                value={value}
                maxLength={MAX_OPTION_VALUE_LENGTH}
                isDisabled={isDisabled}
                check={(typed) => optionValueProblem(options, value, typed)}
                serverProblem={errors[`fields[${index}].options[${j}]`]}
                onValid={(typed) => onChange(renameOption(definition, fieldId, value, typed))}
              />
              <TextField
                label={`Option ${n} label in ${languageName(language)}`}
                value={own(labels, value) ?? ''}
                maxLength={MAX_LABEL_LENGTH}
                isDisabled={isDisabled}
                errorMessage={problemText(
                  'The label',
                  errors[`texts.${language}.options.${fieldId}.${value}`],
                )}
                onChange={(label) => onChange(setOptionLabel(definition, language, fieldId, value, label))}
              />
              <span className={styles.optionActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move option ${n} up`}
                  isDisabled={isDisabled || j === 0}
                  onPress={() => onChange(moveOption(definition, fieldId, j, j - 1))}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move option ${n} down`}
                  isDisabled={isDisabled || j === options.length - 1}
                  onPress={() => onChange(moveOption(definition, fieldId, j, j + 1))}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove option ${n}`}
                  isDisabled={isDisabled || options.length <= minimum}
                  onPress={() => onChange(removeOption(definition, fieldId, value))}
                >
                  <Icon name="trash" size={16} />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled || options.length >= MAX_OPTIONS}
          onPress={() => onChange(addOption(definition, fieldId).definition)}
        >
          Add option
        </Button>
      </div>
    </fieldset>
  );
}
