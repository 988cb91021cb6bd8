import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useFocusFirstProblem, useFocusOnMount } from '../../lib/focus.ts';
import { explainProblem, type FieldMessages, type Problem } from '../../lib/problem.ts';
import form from '../auth-layout/AuthForm.module.css';

export interface StepField<F extends string> {
  name: F;
  label: string;
  hint?: string;
  inputMode?: 'text' | 'url';
  autoComplete?: 'organization' | 'url' | 'off';
  maxLength: number;
  /** Answers the error message, or undefined when the value is fine. */
  validate: (value: string) => string | undefined;
}

interface StepFormProps<F extends string> {
  heading: string;
  intro: string;
  fields: readonly StepField<F>[];
  submitLabel: string;
  /** Moves focus to the heading (when the user arrives from the previous step). */
  focusHeading: boolean;
  /** Error codes that belong to one field (e.g. name_taken). */
  codeFields?: Partial<Record<string, F>>;
  /** Sends the step; resolves to the problem, or null when the wizard moved on. */
  onSubmit: (values: Record<F, string>) => Promise<Problem | null>;
}

function emptyValues<F extends string>(fields: readonly StepField<F>[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) values[field.name] = '';
  return values;
}

/** One step of the registration wizard: a heading, a few fields and a submit button. */
export function StepForm<F extends string>({
  heading,
  intro,
  fields,
  submitLabel,
  focusHeading,
  codeFields,
  onSubmit,
}: StepFormProps<F>) {
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const [formRef, markFailed] = useFocusFirstProblem();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldMessages<F> = {};
    for (const field of fields) {
      const message = field.validate(values[field.name]);
      if (message !== undefined) found[field.name] = message;
    }
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      markFailed();
      return;
    }
    setBusy(true);
    try {
      const problem = await onSubmit(values);
      if (problem) {
        const labels = {} as Record<F, string>;
        for (const field of fields) labels[field.name] = field.label;
        const explained = explainProblem(problem, { labels, ...(codeFields ? { codeFields } : {}) });
        setErrors(explained.fields);
        setAlert(explained.summary);
        markFailed();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <p>{intro}</p>
      <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            description={field.hint}
            inputMode={field.inputMode ?? 'text'}
            autoComplete={field.autoComplete ?? 'off'}
            maxLength={field.maxLength}
            value={values[field.name]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            errorMessage={errors[field.name]}
          />
        ))}
        <Button type="submit" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
