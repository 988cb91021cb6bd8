import type { Schemas } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useFocusFirstProblem } from '../../lib/focus.ts';
import { send } from '../../lib/send.ts';
import {
  COMPANY_LABELS,
  COMPANY_MAX,
  type CompanyField,
  type CompanyValues,
  companyBody,
  companyValues,
  validateCompany,
} from './companyForm.ts';
import { formProblem } from './formProblem.ts';
import styles from './settings.module.css';

type Errors = Partial<Record<CompanyField, string>>;

interface CompanyFormProps {
  company: Schemas['Company'];
  /** Whether the user's role may change the company (else the fields are read-only). */
  canEdit: boolean;
  onSaved: (company: Schemas['Company']) => void;
}

/** The company details: edited and saved with PUT /company. */
export function CompanyForm({ company, canEdit, onSaved }: CompanyFormProps) {
  const [values, setValues] = useState<CompanyValues>(() => companyValues(company));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formRef, markFailed] = useFocusFirstProblem();

  const change = (field: CompanyField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setSaved(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canEdit) return;
    const found = validateCompany(values);
    setErrors(found);
    setAlert(null);
    setSaved(false);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    try {
      const outcome = await send(api.PUT('/company', { body: companyBody(values) }));
      if (outcome.ok) {
        setValues(companyValues(outcome.data.response));
        setSaved(true);
        onSaved(outcome.data.response);
        return;
      }
      const explained = formProblem(outcome.problem, { labels: COMPANY_LABELS });
      setErrors(explained.fields);
      setAlert(explained.summary);
      markFailed();
    } finally {
      setBusy(false);
    }
  }

  const field = (name: CompanyField, extra: { autoComplete?: string; isRequired?: boolean } = {}) => (
    <TextField
      label={COMPANY_LABELS[name]}
      name={name}
      value={values[name]}
      onChange={change(name)}
      errorMessage={errors[name]}
      maxLength={COMPANY_MAX[name]}
      isReadOnly={!canEdit}
      {...extra}
    />
  );

  return (
    <Card title="Company details" description={canEdit ? 'Fields marked * are required.' : undefined}>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form} aria-label="Company details">
        {alert ? (
          <Alert tone="error" title="The company details were not saved">
            {alert}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="success" onDismiss={() => setSaved(false)}>
            The company details are saved.
          </Alert>
        ) : null}
        {field('company_name', { autoComplete: 'organization', isRequired: canEdit })}
        <div className={styles.row}>
          {field('address', { autoComplete: 'street-address' })}
          {field('city', { autoComplete: 'address-level2' })}
        </div>
        <div className={styles.row}>
          {field('zip', { autoComplete: 'postal-code' })}
          {field('country', { autoComplete: 'country-name' })}
        </div>
        <div className={styles.row}>
          {field('phone', { autoComplete: 'tel' })}
          {field('website', { autoComplete: 'url' })}
        </div>
        {canEdit ? (
          <div className={styles.formActions}>
            <Button type="submit" loading={busy}>
              {busy ? 'Saving…' : 'Save company details'}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
