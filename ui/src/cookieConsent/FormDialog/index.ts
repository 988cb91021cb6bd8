export type { FormDialogProps } from '../../module/FormDialog/index.ts';
export { FormDialog } from '../../module/FormDialog/index.ts';
export type { DialogFormProps } from './DialogForm.tsx';
export { DialogForm } from './DialogForm.tsx';
export { useFieldMessages } from './useFieldMessages.ts';
