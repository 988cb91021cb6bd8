export type {
  RequestMessageDialogProps,
  RequestMessageErrors,
  RequestMessageValues,
} from './RequestMessageDialog.tsx';
export { RequestMessageDialog } from './RequestMessageDialog.tsx';
