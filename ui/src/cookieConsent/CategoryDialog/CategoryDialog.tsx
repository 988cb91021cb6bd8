import type { Schemas } from '@privacy-portal/sdk';
import { CookieCategoryInput } from '@privacy-portal/sdk/form-rules';
import { useId, useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { type CheckedDialogProps, useFormErrors } from '../../module/FormDialog/index.ts';
import { Select } from '../../Select/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import type { CategoryLanguage } from '../CategoryList/CategoryList.tsx';
import { FormDialog } from '../FormDialog/index.ts';
import styles from './CategoryDialog.module.css';

type CookieCategory = Schemas['CookieCategory'];
type Translation = Schemas['CategoryTranslation'];

/** What the form holds: the category's own name and description, and its texts per language. */
export interface CategoryFormValues {
  name: string;
  description: string;
  /** Only languages with text; a language whose fields were emptied is left out. */
  translations: Record<string, Translation>;
}

/** 'name', 'description', or 'translations.<tag>.name' / '.description'. */
export type CategoryFormErrors = Partial<Record<string, string>>;

export interface CategoryDialogProps extends CheckedDialogProps<CategoryFormValues, string> {
  /** The category to edit; a new custom category when left out. */
  category?: CookieCategory | null;
  /** The languages the texts can be written in. */
  languages: readonly CategoryLanguage[];
  /** The language picked first in the translations. */
  initialLanguage?: string;
}

/** Add a custom category, or rename one and write its descriptions per language. */
export function CategoryDialog({
  isOpen,
  category,
  languages,
  initialLanguage,
  busy = false,
  errors,
  summary,
  validate,
  onSubmit,
  onCancel,
}: CategoryDialogProps) {
  const formId = useId();
  const editing = Boolean(category);
  return (
    <FormDialog
      title={editing ? `Edit category ${category?.name}` : 'Add a category'}
      width="40rem"
      isOpen={isOpen}
      busy={busy}
      formId={formId}
      submitLabel={editing ? 'Save changes' : 'Add category'}
      onCancel={onCancel}
    >
      <CategoryFields
        formId={formId}
        category={category ?? null}
        languages={languages}
        initialLanguage={initialLanguage ?? languages[0]?.tag ?? 'en'}
        errors={errors}
        summary={summary}
        validate={validate}
        onSubmit={onSubmit}
      />
    </FormDialog>
  );
}

interface CategoryFieldsProps
  extends Pick<CategoryDialogProps, 'errors' | 'summary' | 'validate' | 'onSubmit'> {
  formId: string;
  category: CookieCategory | null;
  languages: readonly CategoryLanguage[];
  initialLanguage: string;
}

function CategoryFields({
  formId,
  category,
  languages,
  initialLanguage,
  errors: serverErrors,
  summary,
  validate,
  onSubmit,
}: CategoryFieldsProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [texts, setTexts] = useState<Record<string, Translation>>(() => ({
    ...(category?.translations ?? {}),
  }));
  const [tag, setTag] = useState(initialLanguage);
  const form = useFormErrors<string>(serverErrors, summary);
  const { errors } = form;
  const language = languages.find((l) => l.tag === tag);
  const current = texts[tag] ?? { name: '', description: '' };
  const translated = languages.filter((l) => (texts[l.tag]?.name ?? '').trim() !== '');

  const setText = (field: keyof Translation, value: string) => {
    setTexts((all) => ({
      ...all,
      [tag]: { ...(all[tag] ?? { name: '', description: '' }), [field]: value },
    }));
    form.edited(`translations.${tag}.${field}`);
  };
  const values = (): CategoryFormValues => ({
    name,
    description,
    translations: Object.fromEntries(
      Object.entries(texts).filter(([, t]) => t.name.trim() !== '' || t.description.trim() !== ''),
    ),
  });
  // A message on another language's text is named here, since its fields are not on screen.
  const otherLanguageErrors = Object.entries(errors).filter(
    ([field]) => field.startsWith('translations.') && !field.startsWith(`translations.${tag}.`),
  );

  return (
    <form
      id={formId}
      ref={form.formRef}
      noValidate
      aria-label="Category details"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate?.(values()) ?? {};
        if (Object.keys(found).length > 0) {
          form.show(found);
          return;
        }
        onSubmit(values());
      }}
    >
      {summary ? (
        <Alert tone="error" title="The category was not saved">
          {summary}
        </Alert>
      ) : null}
      {category?.key ? (
        <p className={styles.note}>
          A default category: it keeps its place in the banner and its consent signals whatever it is called.
          {category.required ? ' Its cookies are always on; visitors cannot refuse them.' : ''}
        </p>
      ) : null}
      <TextField
        label="Name"
        isRequired
        value={name}
        onChange={(v) => {
          setName(v);
          form.edited('name');
        }}
        errorMessage={errors.name}
        maxLength={CookieCategoryInput.name.maxLength}
      />
      <TextArea
        label="Description"
        value={description}
        onChange={(v) => {
          setDescription(v);
          form.edited('description');
        }}
        errorMessage={errors.description}
        maxLength={CookieCategoryInput.description.maxLength}
        rows={3}
        description="Shown where a language has no text of its own."
      />
      <fieldset className={styles.translations}>
        <legend className={styles.legend}>Texts per language</legend>
        <p className={styles.hint}>
          {translated.length > 0
            ? `Written in ${translated.map((l) => l.name).join(', ')}.`
            : 'No language has its own text yet.'}
        </p>
        <div className={styles.picker}>
          <Select
            label="Language"
            options={languages.map((l) => ({ id: l.tag, label: l.name }))}
            value={tag}
            onChange={(next) => {
              if (next) setTag(next);
            }}
          />
        </div>
        <div lang={tag} dir={language?.dir} className={styles.languageFields}>
          <TextField
            label={`Name in ${language?.name ?? tag}`}
            value={current.name}
            onChange={(v) => setText('name', v)}
            errorMessage={errors[`translations.${tag}.name`]}
            maxLength={CookieCategoryInput.name.maxLength}
          />
          <TextArea
            label={`Description in ${language?.name ?? tag}`}
            value={current.description}
            onChange={(v) => setText('description', v)}
            errorMessage={errors[`translations.${tag}.description`]}
            maxLength={CookieCategoryInput.description.maxLength}
            rows={3}
          />
        </div>
        {otherLanguageErrors.length > 0 ? (
          <ul className={styles.otherErrors}>
            {otherLanguageErrors.map(([field, message]) => {
              const other = languages.find((l) => field.startsWith(`translations.${l.tag}.`));
              return (
                <li key={field}>
                  {other?.name ?? field}: {message}
                </li>
              );
            })}
          </ul>
        ) : null}
      </fieldset>
    </form>
  );
}
