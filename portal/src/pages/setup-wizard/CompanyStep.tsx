import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import forms from '../forms.module.css';
import {
  COMPANY_AUTOCOMPLETE,
  COMPANY_LABELS,
  COMPANY_MAX,
  type CompanyField,
  companyBody,
  companyValues,
  validateCompany,
} from '../settings/companyForm.ts';
import styles from './SetupWizard.module.css';
import { companyFilled } from './wizardSteps.ts';

type Company = Schemas['Company'];

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
  const [values, setValues] = useState(() => companyValues(company));
  const form = useFormSubmit(COMPANY_LABELS);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit(validateCompany(values), () =>
      send(api.PUT('/company', { body: companyBody(values) })),
    );
    if (result) onSaved(result.response);
  }

  const field = (name: CompanyField, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <TextField
        label={COMPANY_LABELS[name]}
        name={name}
        autoComplete={COMPANY_AUTOCOMPLETE[name]}
        isRequired={name === 'company_name'}
        isReadOnly={!canEdit}
        maxLength={COMPANY_MAX[name]}
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
      <form ref={form.formRef} onSubmit={save} noValidate className={forms.form}>
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
        <div className={forms.actions}>
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
