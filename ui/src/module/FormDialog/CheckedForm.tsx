import type { ReactNode } from 'react';
import { Alert } from '../../Alert/index.ts';
import styles from './FormDialog.module.css';
import type { FormErrors } from './useFormErrors.ts';

export interface CheckedFormProps<V, F extends string> {
  /** The id the FormDialog's submit button names. */
  id: string;
  /** The form's accessible name. */
  label: string;
  className?: string;
  values: V;
  /** From useFormErrors: where the messages live and the focus goes. */
  form: FormErrors<F>;
  /** The checks made before onSubmit (the contract's rules); an empty answer lets the form through. */
  validate?: ((values: V) => Partial<Record<F, string>>) | undefined;
  onSubmit: (values: V) => void;
  /** A refusal that names no field, shown above the fields under `summaryTitle`. */
  summary?: string | null | undefined;
  summaryTitle: string;
  /** Said after the refusal, e.g. the way to upgrade the plan. */
  summaryAction?: ReactNode;
  children: ReactNode;
}

/**
 * A form checked on submit: a failed check shows its messages and moves the focus to the first
 * invalid field, and the server's refusal stands above the fields.
 */
export function CheckedForm<V, F extends string>({
  id,
  label,
  className,
  values,
  form,
  validate,
  onSubmit,
  summary,
  summaryTitle,
  summaryAction,
  children,
}: CheckedFormProps<V, F>) {
  return (
    <form
      id={id}
      ref={form.formRef}
      noValidate
      aria-label={label}
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate?.(values) ?? {};
        if (Object.keys(found).length > 0) {
          form.show(found);
          return;
        }
        onSubmit(values);
      }}
    >
      {summary ? (
        <Alert tone="error" title={summaryTitle}>
          {summary}
          {summaryAction ? <> {summaryAction}</> : null}
        </Alert>
      ) : null}
      {children}
    </form>
  );
}

/**
 * What every module's form dialog takes besides its own data: open, saving, the messages per field
 * (the page's checks or the server's refusal of a field), a refusal that names no field, the checks made
 * before onSubmit (an empty answer lets the form through), and the two ways out (Cancel, Escape or the
 * close button; never while saving).
 */
export interface CheckedDialogProps<V, F extends string> {
  isOpen: boolean;
  busy?: boolean;
  errors?: Partial<Record<F, string>>;
  summary?: string | null;
  validate?: (values: V) => Partial<Record<F, string>>;
  onSubmit: (values: V) => void;
  onCancel: () => void;
}
