export type { RequestExtendDialogProps } from './RequestExtendDialog.tsx';
export { RequestExtendDialog } from './RequestExtendDialog.tsx';
