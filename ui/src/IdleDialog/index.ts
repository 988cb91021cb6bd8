export type { IdleDialogProps } from './IdleDialog.tsx';
export { IdleDialog } from './IdleDialog.tsx';
