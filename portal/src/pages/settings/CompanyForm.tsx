import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormTextField } from '../../components/FormTextField.tsx';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useUpdateCompany } from './company.queries.ts';
import {
  COMPANY_AUTOCOMPLETE,
  COMPANY_LABELS,
  type CompanyField,
  type CompanyValues,
  companyBody,
  companyMaxLength,
  companyRules,
  companyValues,
} from './companyForm.ts';

interface CompanyFormProps {
  company: Schemas['Company'];
  /** Whether the user's role may change the company (else the fields are read-only). */
  canEdit: boolean;
}

/** The company details: edited and saved with PUT /company. */
export function CompanyForm({ company, canEdit }: CompanyFormProps) {
  const [saved, setSaved] = useState(false);
  const update = useUpdateCompany();
  const form = useApiForm<CompanyValues>({
    labels: COMPANY_LABELS,
    verbatim: true,
    defaultValues: companyValues(company),
  });

  const submit = form.submitWith(async (values) => {
    if (!canEdit) return;
    setSaved(false);
    const result = await update.mutateAsync({ body: companyBody(values) });
    form.reset(companyValues(result.response));
    setSaved(true);
  });

  const field = (name: CompanyField) => (
    <FormTextField<CompanyValues>
      label={COMPANY_LABELS[name]}
      name={name}
      rules={companyRules(name)}
      autoComplete={COMPANY_AUTOCOMPLETE[name]}
      isRequired={canEdit && name === 'company_name'}
      maxLength={companyMaxLength(name)}
      isReadOnly={!canEdit}
      onEdit={() => setSaved(false)}
    />
  );

  return (
    <Card title="Company details" description={canEdit ? 'Fields marked * are required.' : undefined}>
      <FormProvider {...form}>
        <form
          ref={form.formRef}
          onSubmit={(event) => {
            if (!canEdit) {
              event.preventDefault();
              return;
            }
            void submit(event);
          }}
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
      </FormProvider>
    </Card>
  );
}
