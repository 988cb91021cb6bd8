import { Alert } from '@privacy-portal/ui/Alert';
import type { FormEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import type { ApiForm } from '../lib/useApiForm.ts';
import forms from './forms.module.css';

interface ApiFormElementProps<V extends FieldValues> {
  /** useApiForm's result: its fields' context, the ref that takes the focus on failure, the refusal. */
  form: ApiForm<V>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name, when the page has more than one thing a form could be. */
  label?: string;
  /** Title of the alert that shows a refusal, e.g. 'The message was not sent'. */
  failureTitle?: string;
  /** Said after the refusal, e.g. a link to ask for a new one. */
  failureExtra?: ReactNode;
  /** The form's layout class; the settings forms' column when left out (the auth pages pass theirs). */
  className?: string;
  /** The fields and the submit button. */
  children: ReactNode;
}

/**
 * The form of a page, as every page form shares it: the fields' context, the browser's own checks
 * off (the contract's rules speak instead), and the server's refusal above the fields.
 */
export function ApiFormElement<V extends FieldValues>({
  form,
  onSubmit,
  label,
  failureTitle,
  failureExtra,
  className = forms.form,
  children,
}: ApiFormElementProps<V>) {
  return (
    <FormProvider {...form}>
      <form ref={form.formRef} className={className} onSubmit={onSubmit} noValidate aria-label={label}>
        {form.summary ? (
          <Alert tone="error" title={failureTitle}>
            {form.summary}
            {failureExtra ? <> {failureExtra}</> : null}
          </Alert>
        ) : null}
        {children}
      </form>
    </FormProvider>
  );
}
