import { Button } from '@privacy-portal/ui/Button';
import { ApiFormElement } from '../../components/ApiFormElement.tsx';
import formStyles from '../../components/AuthForm.module.css';
import { FormTextField } from '../../components/FormTextField.tsx';
import { useFocusOnMount } from '../../lib/focus.ts';
import { useApiForm } from '../../lib/useApiForm.ts';

/** The form's values by field name (the step's body fields). */
type Values = Record<string, string>;

export interface StepField<F extends string> {
  name: F;
  label: string;
  hint?: string;
  inputMode?: 'text' | 'url';
  autoComplete?: 'organization' | 'url' | 'off';
  /** The contract's limit of the body field (contractMaxLength). */
  maxLength: number | undefined;
  /** The field's checks: the contract's rules of the step's body (contractRules). */
  rules: { validate: Record<string, (value: unknown) => string | true> };
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
  /**
   * Sends the step. A refusal it throws (the mutation's ApiProblem) is shown on the fields and above
   * them; it resolves once the wizard moved on or has handled the failure itself.
   */
  onSubmit: (values: Record<F, string>) => Promise<void>;
}

function labelsOf<F extends string>(fields: readonly StepField<F>[]): Record<F, string> {
  const labels = {} as Record<F, string>;
  for (const field of fields) labels[field.name] = field.label;
  return labels;
}

function startValues<F extends string>(
  fields: readonly StepField<F>[],
  initial: Partial<Record<F, string>>,
): Values {
  const values: Values = {};
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
  const form = useApiForm<Values>({
    labels: labelsOf(fields),
    ...(codeFields ? { codeFields } : {}),
    defaultValues: startValues(fields, initialValues),
  });
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  // The values hold exactly the fields' names (startValues).
  const submit = form.submitWith((values) => onSubmit(values as Record<F, string>));

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <p>{intro}</p>
      <ApiFormElement form={form} className={formStyles.form} onSubmit={(event) => void submit(event)}>
        {fields.map((field) => (
          <FormTextField<Values>
            key={field.name}
            label={field.label}
            name={field.name}
            description={field.hint}
            inputMode={field.inputMode ?? 'text'}
            autoComplete={field.autoComplete ?? 'off'}
            maxLength={field.maxLength}
            rules={field.rules}
          />
        ))}
        <Button type="submit" fullWidth loading={form.busy}>
          {submitLabel}
        </Button>
      </ApiFormElement>
    </>
  );
}
