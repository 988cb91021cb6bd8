import type { Schemas } from '@privacy-portal/sdk';
import { Alert, Button, Card, TextField } from '@privacy-portal/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { compact, normaliseWebsite } from '../../lib/validation.ts';
import { useFormSubmit } from '../user-profile/useFormSubmit.ts';
import styles from './SetupWizard.module.css';
import { companyFilled } from './wizardSteps.ts';

type Company = Schemas['Company'];
type Field = 'company_name' | 'country' | 'address' | 'city' | 'zip' | 'phone' | 'website';

const LABELS: Record<Field, string> = {
  company_name: 'Company name',
  country: 'Country',
  address: 'Address',
  city: 'City',
  zip: 'ZIP or postcode',
  phone: 'Phone',
  website: 'Website',
};

/** maxLength of each field in CompanyUpdate. */
const MAX: Record<Field, number> = {
  company_name: 100,
  country: 100,
  address: 200,
  city: 100,
  zip: 20,
  phone: 40,
  website: 2048,
};

const AUTOCOMPLETE: Record<Field, string> = {
  company_name: 'organization',
  country: 'country-name',
  address: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  phone: 'tel',
  website: 'url',
};

const FIELDS = Object.keys(LABELS) as Field[];

function valuesOf(company: Company): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of FIELDS) values[field] = company[field];
  return values;
}

function companyErrors(values: Record<Field, string>) {
  const website = values.website.trim();
  return compact({
    company_name:
      values.company_name.trim() === ''
        ? 'Enter the company name.'
        : values.company_name.trim().length > MAX.company_name
          ? `Company name must be at most ${MAX.company_name} characters.`
          : undefined,
    phone: /^[+0-9 ()./-]*$/.test(values.phone.trim())
      ? undefined
      : 'Phone may contain only digits, spaces and the characters + ( ) . / -.',
    website:
      website !== '' && normaliseWebsite(website) === null
        ? 'Enter a website address like https://www.example.com.'
        : undefined,
  });
}

export interface CompanyStepProps {
  company: Company;
  /** False for organization roles: the server refuses their changes, so the form is read-only. */
  canEdit: boolean;
  onSaved: (company: Company) => void;
  /** Moves on without saving (the company is already filled, or the user cannot edit it). */
  onSkip: () => void;
}

/** Step 1: the company's details (PUT /company), prefilled from GET /company. */
export function CompanyStep({ company, canEdit, onSaved, onSkip }: CompanyStepProps) {
  const [values, setValues] = useState(() => valuesOf(company));
  const form = useFormSubmit(LABELS);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = values.website.trim();
    const body = {
      company_name: values.company_name.trim(),
      country: values.country.trim(),
      address: values.address.trim(),
      city: values.city.trim(),
      zip: values.zip.trim(),
      phone: values.phone.trim(),
      website: website === '' ? '' : (normaliseWebsite(website) ?? website),
    };
    const result = await form.submit(companyErrors(values), () => send(api.PUT('/company', { body })));
    if (result) onSaved(result.response);
  }

  const field = (name: Field, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <TextField
        label={LABELS[name]}
        name={name}
        autoComplete={AUTOCOMPLETE[name]}
        isRequired={name === 'company_name'}
        isReadOnly={!canEdit}
        maxLength={MAX[name]}
        {...(name === 'phone' ? { inputMode: 'tel' as const } : {})}
        {...(name === 'website' ? { inputMode: 'url' as const } : {})}
        value={values[name]}
        onChange={(value) => {
          setValues((current) => ({ ...current, [name]: value }));
          form.clearError(name);
        }}
        errorMessage={form.errors[name]}
      />
    </div>
  );

  return (
    <Card title="Your company" description="The legal entity behind your organizations and on your invoices.">
      <form ref={form.formRef} onSubmit={save} noValidate className={styles.form}>
        {canEdit ? null : (
          <Alert tone="info">
            Only a Company Owner or Company Administrator can change the company details.
          </Alert>
        )}
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
        <div className={styles.grid}>
          {field('company_name', true)}
          {field('address', true)}
          {field('city')}
          {field('zip')}
          {field('country')}
          {field('phone')}
          {field('website', true)}
        </div>
        <div className={styles.actions}>
          {canEdit ? (
            <Button type="submit" loading={form.busy}>
              Save and continue
            </Button>
          ) : null}
          {!canEdit || companyFilled(company) ? (
            <Button variant={canEdit ? 'ghost' : 'primary'} onPress={onSkip} isDisabled={form.busy}>
              {canEdit ? 'Skip this step' : 'Continue'}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
