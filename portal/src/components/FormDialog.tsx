import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Dialog } from '@privacy-portal/ui/Dialog';
import type { FormEvent, ReactNode, RefObject } from 'react';
import forms from './forms.module.css';

/** What the dialog reads of a form's state: useApiForm's result fits. */
export interface DialogForm {
  formRef: RefObject<HTMLFormElement | null>;
  /** The refusal shown above the fields; null when there is none. */
  summary: string | null;
  /** Whether the call is under way (the dialog cannot be closed meanwhile). */
  busy: boolean;
}

interface FormDialogProps {
  title: string;
  /** The form's accessible name; the title when left out. */
  formLabel?: string;
  /** Preferred width as a CSS length (the Dialog's default when left out). */
  width?: string;
  /** For dialogs that stay mounted; those rendered only while open leave it out. */
  isOpen?: boolean;
  /**
   * The form's state (useApiForm): its ref, the refusal and whether the call is under way. Fields bound
   * with FormTextField need the caller's FormProvider around the dialog.
   */
  form: DialogForm;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Cancel, Escape, the × button and a press outside; never while the call is under way. */
  onClose: () => void;
  /** What the form does, above the refusal and the fields. */
  intro?: ReactNode;
  /** Title of the alert that shows a refusal, e.g. 'The invitation was not sent'. */
  failureTitle?: string;
  submitLabel: string;
  /** The submit button's text while the call is under way; the submit label when left out. */
  busyLabel?: string;
  submitVariant?: 'primary' | 'danger';
  /** The fields. */
  children: ReactNode;
}

/**
 * The shape every form dialog of the settings and User Preferences shares: a Dialog that cannot be
 * closed while saving, a form whose failed submit focuses the first problem, the refusal above the
 * fields, then the submit and Cancel buttons.
 */
export function FormDialog({
  title,
  formLabel = title,
  width,
  isOpen = true,
  form,
  onSubmit,
  onClose,
  intro,
  failureTitle,
  submitLabel,
  busyLabel = submitLabel,
  submitVariant = 'primary',
  children,
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !form.busy) onClose();
      }}
      isDismissable={!form.busy}
      width={width}
    >
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className={forms.form} aria-label={formLabel}>
        {intro}
        {form.summary ? (
          <Alert tone="error" title={failureTitle}>
            {form.summary}
          </Alert>
        ) : null}
        {children}
        <div className={forms.actions}>
          <Button type="submit" variant={submitVariant} loading={form.busy}>
            {form.busy ? busyLabel : submitLabel}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={form.busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
