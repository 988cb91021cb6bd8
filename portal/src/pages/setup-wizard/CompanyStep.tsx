import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { FormProvider } from 'react-hook-form';
import { FormTextField } from '../../components/FormTextField.tsx';
import forms from '../../components/forms.module.css';
import { useApiForm } from '../../lib/useApiForm.ts';
import { useUpdateCompany } from '../settings/company.queries.ts';
import {
  COMPANY_AUTOCOMPLETE,
  COMPANY_LABELS,
  type CompanyField,
  type CompanyValues,
  companyBody,
  companyMaxLength,
  companyRules,
  companyValues,
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
  const update = useUpdateCompany();
  const form = useApiForm<CompanyValues>({ labels: COMPANY_LABELS, defaultValues: companyValues(company) });

  const save = form.submitWith(async (values) => {
    const result = await update.mutateAsync({ body: companyBody(values) });
    onSaved(result.response);
  });

  const field = (name: CompanyField, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <FormTextField<CompanyValues>
        label={COMPANY_LABELS[name]}
        name={name}
        rules={companyRules(name)}
        autoComplete={COMPANY_AUTOCOMPLETE[name]}
        isRequired={name === 'company_name'}
        isReadOnly={!canEdit}
        maxLength={companyMaxLength(name)}
        {...(name === 'phone' ? { inputMode: 'tel' as const } : {})}
        {...(name === 'website' ? { inputMode: 'url' as const } : {})}
      />
    </div>
  );

  return (
    <Card title="Your company" description="The legal entity behind your organizations and on your invoices.">
      <FormProvider {...form}>
        <form ref={form.formRef} onSubmit={(event) => void save(event)} noValidate className={forms.form}>
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
      </FormProvider>
    </Card>
  );
}
