export type { UnauthorizedDialogProps } from './UnauthorizedDialog.tsx';
export { UnauthorizedDialog } from './UnauthorizedDialog.tsx';
