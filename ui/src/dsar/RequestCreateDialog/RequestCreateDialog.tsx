import type { Schemas } from '@privacy-portal/sdk';
import { RequestInput } from '@privacy-portal/sdk/form-rules';
import { LOCALE_INFO, LOCALES } from '@privacy-portal/sdk/i18n';
import { type ReactNode, useId, useState } from 'react';
import { Checkbox } from '../../Checkbox/index.ts';
import field from '../../Field/field.module.css';
import { Icon } from '../../Icon/Icon.tsx';
import {
  type CheckedDialogProps,
  CheckedForm,
  FormDialog,
  useFormErrors,
} from '../../module/FormDialog/index.ts';
import { Select } from '../../Select/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import { REQUEST_TYPE_LABEL, SUBJECT_TYPE_LABEL } from '../RequestBadges/requestLabels.ts';
import styles from './RequestCreateDialog.module.css';

type RequestType = Schemas['RequestType'];
type SubjectType = Schemas['SubjectType'];
type FormLocale = Schemas['FormLocale'];

/** What the form holds; the page turns it into the contract's RequestInput. */
export interface RequestCreateValues {
  property_id: number | null;
  request_type: RequestType | null;
  subject_type: SubjectType;
  first_name: string;
  last_name: string;
  email: string;
  /** ISO 3166-1 alpha-2; '' until chosen. */
  country: string;
  /** The state's code without the country; '' for none. */
  state: string;
  city: string;
  details: string;
  /** The language the requester is written to in. */
  language: FormLocale;
  /** When it arrived (YYYY-MM-DD). */
  received_on: string;
  /** The team already checked who is asking (no confirmation link is sent). */
  verified: boolean;
}

export type RequestCreateField = keyof RequestCreateValues;
export type RequestCreateErrors = Partial<Record<RequestCreateField, string>>;

export interface RequestCreateDialogProps
  extends CheckedDialogProps<RequestCreateValues, RequestCreateField> {
  /** The organization's properties; the request belongs to one of them. */
  properties: readonly { id: number; name: string }[];
  /** The property chosen first (the one selected in the header). */
  initialPropertyId: number | null;
  /** The countries to choose from (the server's list), and the chosen country's states. */
  countries: readonly Schemas['Country'][];
  states: readonly Schemas['Region'][];
  /** The country was changed: the page fetches its states. */
  onCountryChange?: (country: string) => void;
  /** Today (YYYY-MM-DD): the latest day a request can have arrived. */
  today: string;
  /** Said after the refusal, e.g. the way to upgrade the plan. */
  summaryAction?: ReactNode;
}

const REQUEST_TYPES = Object.keys(REQUEST_TYPE_LABEL) as RequestType[];
const SUBJECT_TYPES = Object.keys(SUBJECT_TYPE_LABEL) as SubjectType[];

/**
 * Enters a request that came another way (post, phone, e-mail to the team): who asked, what for,
 * where they live (which decides the law and the deadline) and when it arrived. It counts against the
 * plan's requests like one from a form; a refusal (the plan's limit) shows above the fields.
 */
export function RequestCreateDialog({ isOpen, busy = false, onCancel, ...rest }: RequestCreateDialogProps) {
  const formId = useId();
  return (
    <FormDialog
      title="New request"
      width="44rem"
      isOpen={isOpen}
      busy={busy}
      formId={formId}
      submitLabel="Create request"
      onCancel={onCancel}
    >
      <RequestCreateFields formId={formId} {...rest} />
    </FormDialog>
  );
}

type FieldsProps = Omit<RequestCreateDialogProps, 'isOpen' | 'busy' | 'onCancel'> & { formId: string };

function RequestCreateFields({
  formId,
  properties,
  initialPropertyId,
  countries,
  states,
  onCountryChange,
  today,
  errors: serverErrors,
  summary,
  summaryAction,
  validate,
  onSubmit,
}: FieldsProps) {
  const [values, setValues] = useState<RequestCreateValues>(() => ({
    property_id: initialPropertyId ?? properties[0]?.id ?? null,
    request_type: null,
    subject_type: 'customer',
    first_name: '',
    last_name: '',
    email: '',
    country: '',
    state: '',
    city: '',
    details: '',
    language: 'en',
    received_on: today,
    verified: true,
  }));
  const form = useFormErrors<RequestCreateField>(serverErrors, summary);
  const { errors } = form;
  const dateId = useId();
  const set = <K extends RequestCreateField>(key: K, value: RequestCreateValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.edited(key);
  };
  const country = countries.find((c) => c.code === values.country);

  return (
    <CheckedForm
      id={formId}
      label="The request"
      values={values}
      form={form}
      validate={validate}
      onSubmit={onSubmit}
      summary={summary}
      summaryTitle="The request was not created"
      summaryAction={summaryAction}
    >
      <p className={styles.note}>
        For a request that reached you by post, phone or e-mail. It counts against your plan’s requests, and
        its deadline follows the law of where the requester lives.
      </p>
      <div className={styles.row}>
        {properties.length > 1 ? (
          <Select
            label="Property"
            isRequired
            options={properties.map((p) => ({ id: String(p.id), label: p.name }))}
            value={values.property_id === null ? null : String(values.property_id)}
            onChange={(id) => set('property_id', id === null ? null : Number(id))}
            errorMessage={errors.property_id}
          />
        ) : null}
        <Select
          label="Request type"
          isRequired
          placeholder="Choose what was asked"
          options={REQUEST_TYPES.map((t) => ({ id: t, label: REQUEST_TYPE_LABEL[t] }))}
          value={values.request_type}
          onChange={(id) => set('request_type', (id as RequestType | null) ?? null)}
          errorMessage={errors.request_type}
        />
        <Select
          label="Subject type"
          isRequired
          options={SUBJECT_TYPES.map((t) => ({ id: t, label: SUBJECT_TYPE_LABEL[t] }))}
          value={values.subject_type}
          onChange={(id) => {
            if (id) set('subject_type', id as SubjectType);
          }}
          errorMessage={errors.subject_type}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="First name"
          isRequired
          autoComplete="off"
          value={values.first_name}
          onChange={(v) => set('first_name', v)}
          errorMessage={errors.first_name}
          maxLength={RequestInput.first_name.maxLength}
        />
        <TextField
          label="Last name"
          isRequired
          autoComplete="off"
          value={values.last_name}
          onChange={(v) => set('last_name', v)}
          errorMessage={errors.last_name}
          maxLength={RequestInput.last_name.maxLength}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        isRequired
        autoComplete="off"
        value={values.email}
        onChange={(v) => set('email', v)}
        errorMessage={errors.email}
        maxLength={RequestInput.email.maxLength}
        description="Replies and notices go to this address."
      />
      <div className={styles.row}>
        <Select
          label="Country"
          isRequired
          placeholder="Choose a country"
          options={countries.map((c) => ({ id: c.code, label: c.name }))}
          value={values.country || null}
          onChange={(id) => {
            setValues((v) => ({ ...v, country: id ?? '', state: '' }));
            form.edited('country');
            form.edited('state');
            if (id) onCountryChange?.(id);
          }}
          errorMessage={errors.country}
        />
        {country?.has_states ? (
          <Select
            label="State or province"
            placeholder={states.length ? 'Choose one' : 'Loading…'}
            isDisabled={states.length === 0}
            options={states.map((s) => ({ id: s.code, label: s.name }))}
            value={values.state || null}
            onChange={(id) => set('state', id ?? '')}
            errorMessage={errors.state}
          />
        ) : null}
        <TextField
          label="City"
          value={values.city}
          onChange={(v) => set('city', v)}
          errorMessage={errors.city}
          maxLength={RequestInput.city.maxLength}
        />
      </div>
      <TextArea
        label="What the requester asked"
        isRequired
        rows={4}
        value={values.details}
        onChange={(v) => set('details', v)}
        errorMessage={errors.details}
        maxLength={RequestInput.details.maxLength}
      />
      <div className={styles.row}>
        <div className={field.field}>
          <label htmlFor={dateId} className={field.label}>
            Received on
          </label>
          <input
            id={dateId}
            type="date"
            className={`${field.control} ${styles.date}`}
            value={values.received_on}
            max={today}
            aria-invalid={errors.received_on ? true : undefined}
            aria-describedby={errors.received_on ? `${dateId}-error` : `${dateId}-help`}
            onChange={(e) => set('received_on', e.currentTarget.value)}
          />
          {errors.received_on ? (
            <span id={`${dateId}-error`} className={field.error}>
              <Icon name="error" size={16} />
              {errors.received_on}
            </span>
          ) : (
            <span id={`${dateId}-help`} className={field.description}>
              The deadline runs from this day.
            </span>
          )}
        </div>
        <Select
          label="Language for replies"
          options={LOCALES.map((l) => ({ id: l, label: LOCALE_INFO[l].name }))}
          value={values.language}
          onChange={(id) => {
            if (id) set('language', id as FormLocale);
          }}
        />
      </div>
      <Checkbox
        isSelected={values.verified}
        onChange={(on) => set('verified', on)}
        description="Leave it ticked when you already know who is asking; otherwise the requester gets a link to confirm the e-mail address first."
      >
        Identity already checked
      </Checkbox>
    </CheckedForm>
  );
}
