export type { RequestFormDialogProps } from './RequestFormDialog.tsx';
export { RequestFormDialog } from './RequestFormDialog.tsx';
