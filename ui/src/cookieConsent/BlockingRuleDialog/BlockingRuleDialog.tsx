import type { Schemas } from '@privacy-portal/sdk';
import { type FormEvent, useState } from 'react';
import { Select } from '../../Select/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import { patternScope } from '../BlockingRulesTable/index.ts';
import { DialogForm, useFieldMessages } from '../FormDialog/index.ts';
import styles from './BlockingRuleDialog.module.css';
import {
  type BlockingRuleErrors,
  type BlockingRuleValues,
  checkBlockingRule,
  DESCRIPTION_MAX,
  PATTERN_MAX,
} from './ruleForm.ts';

type BlockingRule = Schemas['BlockingRule'];

/** A category a rule may name. Strictly necessary (`required`) runs without consent, so it is not offered. */
export interface RuleCategoryOption {
  id: number;
  name: string;
  required?: boolean;
}

export interface BlockingRuleDialogProps {
  /** The rule to change; a new rule when left out. */
  rule?: BlockingRule | null;
  /** Values a new rule starts with (a proposed host, say). */
  initial?: Partial<BlockingRuleValues>;
  categories: readonly RuleCategoryOption[];
  /** The call is under way: the fields and Cancel are disabled, Escape does nothing. */
  busy?: boolean;
  /** Why the server refused, above the fields. */
  error?: string | null;
  /** The server's reasons per field (their labels are added by the page or read as sentences). */
  fieldErrors?: BlockingRuleErrors;
  /** Checked values, the pattern trimmed. */
  onSubmit: (values: BlockingRuleValues) => void;
  onClose: () => void;
}

/**
 * Adds or changes a blocking rule: the script (address, host or * pattern) with help and a line saying
 * what it will hold back, the category whose consent releases it, and a note. Render it while open.
 */
export function BlockingRuleDialog({
  rule,
  initial,
  categories,
  busy = false,
  error,
  fieldErrors = {},
  onSubmit,
  onClose,
}: BlockingRuleDialogProps) {
  const [pattern, setPattern] = useState(rule?.pattern ?? initial?.pattern ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(
    rule?.category_id ?? initial?.category_id ?? null,
  );
  const [description, setDescription] = useState(rule?.description ?? initial?.description ?? '');
  // A server reason shows until its field is changed; the Select marks itself with data-invalid.
  const {
    formRef,
    shown,
    edited: edit,
    passes,
  } = useFieldMessages(fieldErrors, '[aria-invalid="true"], [data-invalid] button');

  const options = categories
    .filter((category) => !category.required || category.id === rule?.category_id)
    .map((category) => ({ id: String(category.id), label: category.name }));
  const scope = patternScope(pattern);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The check refuses a missing category, so categoryId is set when it passes.
    if (!passes(checkBlockingRule({ pattern, categoryId, description })) || categoryId === null) return;
    onSubmit({ pattern: pattern.trim(), category_id: categoryId, description: description.trim() });
  }

  const title = rule ? 'Edit blocking rule' : 'Add blocking rule';
  return (
    <DialogForm
      title={title}
      width="36rem"
      busy={busy}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={rule ? 'Save rule' : 'Add rule'}
      error={error}
      errorTitle="The rule was not saved"
      className={styles.form}
      intro={
        <p className={styles.intro}>
          The script waits until the visitor accepts its category; with Auto Cookie Blocking off, rules are
          kept but nothing is held back.
        </p>
      }
    >
      <TextField
        label="Script address, host or pattern"
        value={pattern}
        onChange={(value) => {
          setPattern(value);
          edit('pattern');
        }}
        isRequired
        maxLength={PATTERN_MAX}
        isDisabled={busy}
        autoFocus
        spellCheck="false"
        autoComplete="off"
        placeholder="connect.facebook.net"
        errorMessage={shown('pattern')}
        description={
          <>
            A full address (<code>https://cdn.example.com/pixel.js</code>), a host (
            <code>connect.facebook.net</code>: every script from it) or a pattern with <code>*</code> for any
            characters (<code>https://www.googletagmanager.com/*</code>).
          </>
        }
      />
      <p className={styles.scope} aria-live="polite">
        {scope ? `Holds back: ${scope.sentence}` : ''}
      </p>
      <Select
        label="Category"
        options={options}
        value={categoryId === null ? null : String(categoryId)}
        onChange={(value) => {
          setCategoryId(value === null ? null : Number(value));
          edit('category_id');
        }}
        placeholder="Choose a category"
        isRequired
        isDisabled={busy}
        description="The script runs once the visitor accepts this category."
        errorMessage={shown('category_id')}
      />
      <TextArea
        label="Description"
        value={description}
        onChange={(value) => {
          setDescription(value);
          edit('description');
        }}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        isDisabled={busy}
        placeholder="What the script does, e.g. Meta pixel for ad conversions"
        errorMessage={shown('description')}
      />
    </DialogForm>
  );
}
