export type { DialogFormProps } from './DialogForm.tsx';
export { DialogForm } from './DialogForm.tsx';
export type { FormDialogProps } from './FormDialog.tsx';
export { FormDialog } from './FormDialog.tsx';
export { useFieldMessages } from './useFieldMessages.ts';
