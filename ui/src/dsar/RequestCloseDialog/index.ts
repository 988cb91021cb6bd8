export type { RequestCloseDialogProps, RequestOutcome } from './RequestCloseDialog.tsx';
export { RequestCloseDialog } from './RequestCloseDialog.tsx';
