export type {
  RequestCreateDialogProps,
  RequestCreateErrors,
  RequestCreateField,
  RequestCreateValues,
} from './RequestCreateDialog.tsx';
export { RequestCreateDialog } from './RequestCreateDialog.tsx';
