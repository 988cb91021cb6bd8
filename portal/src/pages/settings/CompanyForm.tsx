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
  type CompanyValues,
  companyBody,
  companyValues,
  validateCompany,
} from './companyForm.ts';

interface CompanyFormProps {
  company: Schemas['Company'];
  /** Whether the user's role may change the company (else the fields are read-only). */
  canEdit: boolean;
  onSaved: (company: Schemas['Company']) => void;
}

/** The company details: edited and saved with PUT /company. */
export function CompanyForm({ company, canEdit, onSaved }: CompanyFormProps) {
  const [values, setValues] = useState<CompanyValues>(() => companyValues(company));
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit(COMPANY_LABELS, { verbatim: true });

  const change = (field: CompanyField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
    setSaved(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canEdit) return;
    setSaved(false);
    const result = await form.submit(validateCompany(values), () =>
      send(api.PUT('/company', { body: companyBody(values) })),
    );
    if (!result) return;
    setValues(companyValues(result.response));
    setSaved(true);
    onSaved(result.response);
  }

  const field = (name: CompanyField) => (
    <TextField
      label={COMPANY_LABELS[name]}
      name={name}
      autoComplete={COMPANY_AUTOCOMPLETE[name]}
      isRequired={canEdit && name === 'company_name'}
      value={values[name]}
      onChange={change(name)}
      errorMessage={form.errors[name]}
      maxLength={COMPANY_MAX[name]}
      isReadOnly={!canEdit}
    />
  );

  return (
    <Card title="Company details" description={canEdit ? 'Fields marked * are required.' : undefined}>
      <form
        ref={form.formRef}
        onSubmit={submit}
        noValidate
        className={forms.form}
        aria-label="Company details"
      >
        {form.summary ? (
          <Alert tone="error" title="The company details were not saved">
            {form.summary}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            The company details are saved.
          </Alert>
        ) : null}
        {field('company_name')}
        <div className={forms.row}>
          {field('address')}
          {field('city')}
        </div>
        <div className={forms.row}>
          {field('zip')}
          {field('country')}
        </div>
        <div className={forms.row}>
          {field('phone')}
          {field('website')}
        </div>
        {canEdit ? (
          <div className={forms.actions}>
            <Button type="submit" loading={form.busy}>
              {form.busy ? 'Saving…' : 'Save company details'}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
