import type { Schemas } from '@privacy-portal/sdk';
import { CookieInput } from '@privacy-portal/sdk/form-rules';
import { useId, useState } from 'react';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import {
  type CheckedDialogProps,
  CheckedForm,
  FormDialog,
  useFormErrors,
} from '../../module/FormDialog/index.ts';
import { RadioGroup } from '../../RadioGroup/index.ts';
import { Select } from '../../Select/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import { PARTY_LABEL, type Party, STORAGE_LABEL, type StorageType } from '../CookieTable/labels.ts';
import styles from './CookieFormDialog.module.css';

type Cookie = Schemas['Cookie'];

/** What the form holds, as typed; the page turns it into the contract's CookieInput. */
export interface CookieFormValues {
  name: string;
  domain: string;
  path: string;
  /** The chosen category's id, '' before one is chosen. */
  category_id: string;
  type: StorageType;
  party: Party;
  /** The lifetime as written: 'session', '1 year', '30 days'. */
  duration: string;
  script_url: string;
  purpose: string;
  published: boolean;
}

export type CookieFormField = keyof CookieFormValues;
export type CookieFormErrors = Partial<Record<CookieFormField, string>>;

export interface CookieFormDialogProps extends CheckedDialogProps<CookieFormValues, CookieFormField> {
  /** The cookie to edit; a new cookie when left out. */
  cookie?: Cookie | null;
  /** The property's categories, in banner order. */
  categories: readonly { id: number; name: string }[];
  /** Purposes written before for this property, offered to reuse (most used first). */
  purposes?: readonly string[];
  /** The domain a new cookie starts with, e.g. '.demo-store.example'. */
  defaultDomain?: string;
}

const MAX_SUGGESTIONS = 5;

function initialValues(cookie: Cookie | null | undefined, defaultDomain: string): CookieFormValues {
  if (!cookie) {
    return {
      name: '',
      domain: defaultDomain,
      path: '/',
      category_id: '',
      type: 'cookie',
      party: 'first',
      duration: 'session',
      script_url: '',
      purpose: '',
      published: false,
    };
  }
  return {
    name: cookie.name,
    domain: cookie.domain,
    path: cookie.path,
    category_id: String(cookie.category_id),
    type: cookie.type,
    party: cookie.party,
    duration: cookie.duration,
    script_url: cookie.script_url ?? '',
    purpose: cookie.purpose,
    published: cookie.published,
  };
}

/** Add a cookie by hand, or edit one of the inventory: what it is, where it comes from, what it is for. */
export function CookieFormDialog({
  isOpen,
  cookie,
  categories,
  purposes = [],
  defaultDomain = '',
  busy = false,
  errors,
  summary,
  validate,
  onSubmit,
  onCancel,
}: CookieFormDialogProps) {
  const formId = useId();
  const editing = Boolean(cookie);
  return (
    <FormDialog
      title={editing ? `Edit cookie ${cookie?.name}` : 'Add a cookie'}
      width="44rem"
      isOpen={isOpen}
      busy={busy}
      formId={formId}
      submitLabel={editing ? 'Save changes' : 'Add cookie'}
      onCancel={onCancel}
    >
      {/* Inside the dialog's content, so that closing the dialog forgets what was typed. */}
      <CookieFields
        formId={formId}
        initial={initialValues(cookie, defaultDomain)}
        pages={cookie?.pages ?? []}
        pageCount={cookie?.page_count ?? 0}
        categories={categories}
        purposes={purposes}
        errors={errors}
        summary={summary}
        validate={validate}
        onSubmit={onSubmit}
      />
    </FormDialog>
  );
}

interface CookieFieldsProps
  extends Pick<CookieFormDialogProps, 'errors' | 'summary' | 'validate' | 'onSubmit'> {
  formId: string;
  initial: CookieFormValues;
  pages: readonly string[];
  pageCount: number;
  categories: readonly { id: number; name: string }[];
  purposes: readonly string[];
}

function CookieFields({
  formId,
  initial,
  pages,
  pageCount,
  categories,
  purposes,
  errors: serverErrors,
  summary,
  validate,
  onSubmit,
}: CookieFieldsProps) {
  const [values, setValues] = useState(initial);
  const form = useFormErrors<CookieFormField>(serverErrors, summary);
  const { errors } = form;
  const set = <K extends CookieFormField>(field: K, value: CookieFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };
  const suggestions = purposes
    .filter((p) => p.trim() !== '' && p !== values.purpose)
    .slice(0, MAX_SUGGESTIONS);

  return (
    <CheckedForm
      id={formId}
      label="Cookie details"
      values={values}
      form={form}
      validate={validate}
      onSubmit={onSubmit}
      summary={summary}
      summaryTitle="The cookie was not saved"
    >
      <div className={styles.row}>
        <TextField
          label="Name"
          isRequired
          value={values.name}
          onChange={(v) => set('name', v)}
          errorMessage={errors.name}
          maxLength={CookieInput.name.maxLength}
          placeholder="_ga"
        />
        <TextField
          label="Domain"
          isRequired
          value={values.domain}
          onChange={(v) => set('domain', v)}
          errorMessage={errors.domain}
          maxLength={CookieInput.domain.maxLength}
          placeholder=".example.com"
          description="A leading dot covers the subdomains."
        />
      </div>
      <div className={styles.row}>
        <Select
          label="Category"
          isRequired
          placeholder="Choose a category"
          options={categories.map((c) => ({ id: String(c.id), label: c.name }))}
          value={values.category_id === '' ? null : values.category_id}
          onChange={(id) => set('category_id', id ?? '')}
          errorMessage={errors.category_id}
        />
        <Select
          label="Storage"
          options={(Object.keys(STORAGE_LABEL) as StorageType[]).map((t) => ({
            id: t,
            label: STORAGE_LABEL[t],
          }))}
          value={values.type}
          onChange={(t) => set('type', (t ?? 'cookie') as StorageType)}
          errorMessage={errors.type}
        />
      </div>
      <div className={styles.row}>
        <RadioGroup
          label="Party"
          orientation="horizontal"
          options={(['first', 'third'] as const).map((p) => ({ value: p, label: PARTY_LABEL[p] }))}
          value={values.party}
          onChange={(p) => set('party', p as Party)}
          errorMessage={errors.party}
        />
        <TextField
          label="Path"
          value={values.path}
          onChange={(v) => set('path', v)}
          errorMessage={errors.path}
          maxLength={CookieInput.path.maxLength}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Duration"
          value={values.duration}
          onChange={(v) => set('duration', v)}
          errorMessage={errors.duration}
          description="'session', or a lifetime such as '1 year', '13 months' or '30 days'."
        />
        <TextField
          label="Script URL"
          value={values.script_url}
          onChange={(v) => set('script_url', v)}
          errorMessage={errors.script_url}
          placeholder="https://www.googletagmanager.com/gtag/js"
          description="The script that sets it, when known."
        />
      </div>
      <TextArea
        label="Purpose"
        value={values.purpose}
        onChange={(v) => set('purpose', v)}
        errorMessage={errors.purpose}
        maxLength={CookieInput.purpose.maxLength}
        rows={3}
        description="What the cookie does, in words a visitor understands: the banner shows it."
      />
      {suggestions.length > 0 ? (
        <fieldset className={styles.suggestions}>
          <legend className={styles.suggestionsLabel}>Purposes used before:</legend>
          {suggestions.map((purpose) => (
            <Button key={purpose} size="sm" variant="ghost" onPress={() => set('purpose', purpose)}>
              {purpose.length > 60 ? `${purpose.slice(0, 57)}…` : purpose}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <Checkbox
        isSelected={values.published}
        onChange={(on) => set('published', on)}
        description="Unpublished cookies wait in the review list and the banner does not show them."
      >
        Published
      </Checkbox>
      {pageCount > 0 ? (
        <details className={styles.pages}>
          <summary>
            Found on {pageCount.toLocaleString('en')} {pageCount === 1 ? 'page' : 'pages'}
          </summary>
          <ul>
            {pages.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </CheckedForm>
  );
}
