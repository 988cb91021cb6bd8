export type { TermsDialogProps } from './TermsDialog.tsx';
export { TermsDialog } from './TermsDialog.tsx';
export { TERMS_TEXT } from './terms-text.ts';
