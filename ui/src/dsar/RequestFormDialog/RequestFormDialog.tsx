// A request's dialogs are the shared form dialog (36rem wide by default).
export type { FormDialogProps as RequestFormDialogProps } from '../../module/FormDialog/index.ts';
export { FormDialog as RequestFormDialog } from '../../module/FormDialog/index.ts';
