export type { CategoryDialogProps, CategoryFormErrors, CategoryFormValues } from './CategoryDialog.tsx';
export { CategoryDialog } from './CategoryDialog.tsx';
