export { useFormErrors } from '../../module/FormDialog/index.ts';
export type {
  CookieFormDialogProps,
  CookieFormErrors,
  CookieFormField,
  CookieFormValues,
} from './CookieFormDialog.tsx';
export { CookieFormDialog } from './CookieFormDialog.tsx';
