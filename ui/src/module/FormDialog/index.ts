export type { CheckedDialogProps, CheckedFormProps } from './CheckedForm.tsx';
export { CheckedForm } from './CheckedForm.tsx';
export type { FormDialogProps } from './FormDialog.tsx';
export { FormDialog } from './FormDialog.tsx';
export type { FormErrors } from './useFormErrors.ts';
export { useFormErrors } from './useFormErrors.ts';
