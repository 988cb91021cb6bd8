export type {
  CookieFormDialogProps,
  CookieFormErrors,
  CookieFormField,
  CookieFormValues,
} from './CookieFormDialog.tsx';
export { CookieFormDialog } from './CookieFormDialog.tsx';
export { useFormErrors } from './useFormErrors.ts';
