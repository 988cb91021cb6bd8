import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { TextField } from '@privacy-portal/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useFocusOnMount } from '../../lib/focus.ts';
import type { FieldMessages, Problem } from '../../lib/problem.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import formStyles from '../auth-layout/AuthForm.module.css';

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
  /** What was saved on an earlier pass (a resumed registration shows it, to keep or change). */
  initialValues?: Partial<Record<F, string>>;
  /** Sends the step; resolves to the problem, or null when the wizard moved on. */
  onSubmit: (values: Record<F, string>) => Promise<Problem | null>;
}

function labelsOf<F extends string>(fields: readonly StepField<F>[]): Record<F, string> {
  const labels = {} as Record<F, string>;
  for (const field of fields) labels[field.name] = field.label;
  return labels;
}

function startValues<F extends string>(
  fields: readonly StepField<F>[],
  initial: Partial<Record<F, string>>,
): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) values[field.name] = initial[field.name] ?? '';
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
  initialValues = {},
  onSubmit,
}: StepFormProps<F>) {
  const [values, setValues] = useState(() => startValues(fields, initialValues));
  const form = useFormSubmit(labelsOf(fields), codeFields ? { codeFields } : {});
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldMessages<F> = {};
    for (const field of fields) {
      const message = field.validate(values[field.name]);
      if (message !== undefined) found[field.name] = message;
    }
    await form.submit(found, async () => {
      const problem = await onSubmit(values);
      // null: the wizard moved on (or handled the failure itself); nothing to show here.
      return problem ? { ok: false, problem } : { ok: true, status: 200, data: null };
    });
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <p>{intro}</p>
      <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
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
            errorMessage={form.errors[field.name]}
          />
        ))}
        <Button type="submit" fullWidth loading={form.busy}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
